import type { Renderable } from "./host-types";
import { layoutSections } from "./layout-sections";

const NAMES = ["header", "body", "footer"] as const;

function section(blocks: number): Renderable {
  return {
    collection: "sections",
    props: { id: "s" },
    children: Array.from({ length: blocks }, (_, index) => ({
      collection: "features",
      props: { id: index },
      children: [],
    })),
  };
}

describe("layoutSections", () => {
  it("counts each section's blocks from the children when the host keeps no records", () => {
    const sections = layoutSections(NAMES, [<p key="a">a</p>, [<p key="b">b</p>, <p key="c">c</p>], null]);
    expect(sections.header.size).toBe(1);
    expect(sections.body.size).toBe(2);
    expect(sections.footer).toEqual({ content: null, size: 0 });
  });

  it("takes the host's records over the children, which may be a wrapper even when empty", () => {
    const wrapper = <div>section</div>;
    const layout: Renderable = { collection: "layouts", props: { id: "layout" }, children: [section(0), section(3)] };
    const records = [layout, ...layout.children];
    const sections = layoutSections(NAMES, [wrapper, wrapper, wrapper], records);
    expect(sections.header).toEqual({ content: null, size: 0 });
    expect(sections.body).toEqual({ content: wrapper, size: 3 });
    // A section the host has no record of holds nothing.
    expect(sections.footer).toEqual({ content: null, size: 0 });
  });

  it("reads only section records, whatever else the host lists", () => {
    const chain: Renderable = { collection: "chains", props: { id: "c" }, children: [section(4)] };
    const sections = layoutSections(["only"], [<p key="x">x</p>], [chain, section(2)]);
    expect(sections.only.size).toBe(2);
  });

  it("gives empty sections for children that are missing", () => {
    const sections = layoutSections(NAMES, []);
    expect(Object.values(sections).map((entry) => entry.size)).toEqual([0, 0, 0]);
  });
});
