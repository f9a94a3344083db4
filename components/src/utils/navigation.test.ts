import { navigationChildren, navigationLinks, navigationNodeName } from "./navigation";

describe("navigationNodeName", () => {
  it("reads a section's name and a link's display name, each falling back on the other", () => {
    expect(navigationNodeName({ node_type: "section", name: " Politics ", display_name: "P" })).toBe("Politics");
    expect(navigationNodeName({ node_type: "section", display_name: "Only display" })).toBe("Only display");
    expect(navigationNodeName({ node_type: "link", display_name: "Crosswords", name: "x" })).toBe("Crosswords");
    expect(navigationNodeName({ node_type: "link", name: "Named" })).toBe("Named");
    expect(navigationNodeName(null)).toBe("");
    expect(navigationNodeName({ name: 4 })).toBe("");
  });
});

describe("navigationChildren", () => {
  it("gives the children list, or none for anything else", () => {
    expect(navigationChildren({ children: [1, 2] })).toEqual([1, 2]);
    expect(navigationChildren({ children: "no" })).toEqual([]);
    expect(navigationChildren("node")).toEqual([]);
  });
});

describe("navigationLinks", () => {
  it("links sections to their id with a trailing slash and link nodes to their url", () => {
    const node = {
      children: [
        { _id: "/politics", node_type: "section", name: "Politics" },
        { _id: "link-x", node_type: "link", display_name: "Crosswords", url: "https://puzzles.example/" },
      ],
    };
    expect(navigationLinks(node)).toEqual([
      { name: "Politics", url: "/politics/" },
      { name: "Crosswords", url: "https://puzzles.example/" },
    ]);
  });

  it("leaves out inactive nodes, nameless ones, unsafe addresses and what is not a node", () => {
    const node = {
      children: [
        { _id: "/old", node_type: "section", name: "Old", inactive: true },
        { _id: "/nameless", node_type: "section" },
        { _id: "l", node_type: "link", display_name: "Bad", url: "javascript:alert(1)" },
        "text",
        null,
      ],
    };
    expect(navigationLinks(node)).toEqual([]);
  });
});
