import { cleanup, render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider, renderBlock } from "@broadsheet/local-host";
import { AuthorBio } from "./index";
import { signedLongRead } from "./test-bio-fixtures";

const credit = (extra: Record<string, unknown> = {}) => ({
  type: "author",
  name: "Jane Okafor",
  url: "/author/jane-okafor/",
  description: "Jane covers politics.",
  additional_properties: { original: { bio: "Jane covers politics.", role: "Politics correspondent" } },
  ...extra,
});
const story = (...by: unknown[]) => ({ _id: "s", credits: { by } });

function renderBio(globalContent: unknown) {
  return render(renderBlock(AuthorBio, { context: { globalContent } }));
}

function renderUnguarded(globalContent: unknown) {
  return render(
    <LocalHostProvider state={createHostState({ globalContent })}>
      <AuthorBio />
    </LocalHostProvider>,
  );
}

describe("Author Bio", () => {
  it("is a static feature: server HTML only", () => {
    expect(AuthorBio.definition.name).toBe("author-bio");
    expect(AuthorBio.static).toBe(true);
  });

  it("shows each credited author with a bio: name linking to the profile, role, short bio", () => {
    renderBio(story(credit(), credit({ name: "Sam Whitlock", url: "/author/sam-whitlock/" })));
    const headings = screen.getAllByRole("heading");
    expect(headings.map((heading) => heading.textContent)).toEqual(["Jane Okafor", "Sam Whitlock"]);
    expect(within(headings[0] as HTMLElement).getByRole("link")).toHaveAttribute("href", "/author/jane-okafor/");
    expect(screen.getAllByText("Politics correspondent")).toHaveLength(2);
    expect(screen.getAllByText("Jane covers politics.")).toHaveLength(2);
  });

  it("leaves out authors without a description or an original bio, and references", () => {
    renderBio(
      story(
        credit({ name: "No Description", description: "" }),
        credit({ name: "No Original", additional_properties: { original: { bio: " " } } }),
        { type: "reference", name: "Wire Service" },
        credit(),
      ),
    );
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Jane Okafor"]);
  });

  it("shows the portrait 100 wide, square, offered at 100, 200 and 400", () => {
    const { container } = renderBio(
      story(
        credit({ image: { type: "image", url: "https://example.test/jane.jpg", _id: "JANE", auth: { "2": "t" } } }),
      ),
    );
    const img = container.querySelector("img.b-bio-card__portrait");
    expect(img).toHaveAttribute("width", "100");
    expect(img).toHaveAttribute("height", "100");
    expect(
      img
        ?.getAttribute("srcset")
        ?.match(/ \d+w/g)
        ?.map((width) => width.trim()),
    ).toEqual(["100w", "200w", "400w"]);
  });

  it("draws no fallback image for an author without a portrait", () => {
    const { container } = renderBio(story(credit()));
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows only the non-empty socials", () => {
    renderBio(
      story(
        credit({
          social_links: [
            { site: "email", url: "jane@the-daily.test" },
            { site: "instagram", url: "" },
            { site: "rss", url: "/arc/outboundfeeds/rss/author/jane-okafor/" },
          ],
        }),
      ),
    );
    expect(screen.getByRole("link", { name: "Jane Okafor on Email" })).toHaveAttribute(
      "href",
      "mailto:jane@the-daily.test",
    );
    expect(screen.getByRole("link", { name: "Jane Okafor on RSS" })).toHaveAttribute(
      "href",
      "/arc/outboundfeeds/rss/author/jane-okafor/",
    );
    expect(screen.queryByRole("link", { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it("shows the long read's credited authors from the corpus", () => {
    renderBio(signedLongRead);
    expect(screen.getAllByRole("heading").length).toBeGreaterThan(0);
  });

  it.each([
    ["no global content", undefined],
    ["no credits", { _id: "s" }],
    ["credits that are not a list", { credits: { by: "Jane" } }],
    ["no author with a bio", story(credit({ description: "" }))],
  ])("renders nothing for %s", (_, globalContent) => {
    const { container } = renderBio(globalContent);
    expect(container).toBeEmptyDOMElement();
  });

  it("never throws, over 1,000 random partial inputs", () => {
    // An unsigned portrait is logged (spec §5); the fuzz makes many.
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const partialCredit = fc.record(
      {
        type: fc.oneof(fc.constantFrom("author", "reference"), fc.anything()),
        name: fc.oneof(fc.string(), fc.anything()),
        url: fc.oneof(fc.constantFrom("/author/x/", "javascript:alert(1)"), fc.anything()),
        description: fc.oneof(fc.string(), fc.anything()),
        image: fc.oneof(fc.record({ url: fc.anything(), auth: fc.anything() }, { requiredKeys: [] }), fc.anything()),
        social_links: fc.oneof(
          fc.array(fc.record({ site: fc.anything(), url: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: [] })),
          fc.anything(),
        ),
        additional_properties: fc.oneof(
          fc.record(
            {
              original: fc.record(
                { bio: fc.anything(), role: fc.anything(), byline: fc.anything() },
                { requiredKeys: [] },
              ),
            },
            { requiredKeys: [] },
          ),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ credits: fc.record({ by: fc.array(partialCredit) }, { requiredKeys: [] }) }),
          fc.anything(),
        ),
        (content) => {
          try {
            renderUnguarded(content);
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 1000 },
    );
    log.mockRestore();
  });

  it("has no axe violations", async () => {
    const { container } = renderBio(story(credit({ social_links: [{ site: "twitter", url: "jane" }] }), credit()));
    expect(await axe(container)).toHaveNoViolations();
  });
});
