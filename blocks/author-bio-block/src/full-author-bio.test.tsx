import { cleanup, render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider, renderBlock } from "@broadsheet/local-host";
import { FullAuthorBio } from "./index";
import { authorFromCorpus, signedLongRead } from "./test-bio-fixtures";

const jane = authorFromCorpus("jane-okafor");

function renderBio(globalContent: unknown, arcSite?: string) {
  return render(renderBlock(FullAuthorBio, { context: { globalContent, ...(arcSite ? { arcSite } : {}) } }));
}

/** Without renderBlock's error boundary, which would turn a throw into an empty render. */
function renderUnguarded(globalContent: unknown) {
  return render(
    <LocalHostProvider state={createHostState({ globalContent })}>
      <FullAuthorBio />
    </LocalHostProvider>,
  );
}

describe("Full Author Bio", () => {
  it("is a static feature: server HTML only", () => {
    expect(FullAuthorBio.definition.name).toBe("full-author-bio");
    expect(FullAuthorBio.static).toBe(true);
  });

  it("shows the author service's first author: name as the page heading linking to the profile, role, bio", () => {
    renderBio({ authors: [jane, authorFromCorpus("sam-whitlock")] });
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Jane Okafor");
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "/author/jane-okafor/");
    expect(screen.getByText("Politics correspondent")).toBeInTheDocument();
    expect(screen.getByText(/covered the State Assembly/)).toBeInTheDocument();
    expect(screen.queryByText("Sam Whitlock")).not.toBeInTheDocument();
  });

  it("keeps the short bio when the author has no long one", () => {
    renderBio({ authors: [{ ...jane, longBio: "" }] });
    expect(screen.getByText("Jane Okafor covers state and local politics.")).toBeInTheDocument();
  });

  it("draws the portrait 180 wide, square, offered at 180, 360 and 720", () => {
    const { container } = renderBio({ authors: [jane] });
    const img = container.querySelector("img.b-bio-card__portrait");
    expect(img).toHaveAttribute("width", "180");
    expect(img).toHaveAttribute("height", "180");
    const widths = (img?.getAttribute("srcset") ?? "").match(/ \d+w/g)?.map((width) => width.trim());
    expect(widths).toEqual(["180w", "360w", "720w"]);
    expect(img).toHaveAttribute("alt", "Portrait of Jane Okafor");
    expect(img?.getAttribute("src")).toContain("auth=test-token");
  });

  it("shows the site's fallback image 100 wide when the author has no portrait", () => {
    const { image: _image, ...withoutImage } = jane;
    const { container } = renderBio({ authors: [withoutImage] });
    const img = container.querySelector("img.b-bio-card__portrait");
    expect(img).toHaveClass("c-image--fallback");
    expect(img).toHaveAttribute("width", "100");
  });

  it("takes a story's first credit when the page's content is a story", () => {
    renderBio(signedLongRead);
    const first = signedLongRead.credits.by[0];
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(first?.name ?? "");
  });

  it("links only the non-empty socials: a handle made into the network's URL, a full URL kept, twitter as X", () => {
    renderBio({
      authors: [
        {
          ...jane,
          social_links: [
            { site: "twitter", url: "janeokafor" },
            { site: "linkedin", url: "https://www.linkedin.com/in/jane-okafor-reporter" },
            { site: "facebook", url: "  " },
            { site: "myspace", url: "jane" },
          ],
        },
      ],
    });
    const links = screen.getAllByRole("link").filter((link) => link.closest(".c-social-links"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://twitter.com/janeokafor",
      "https://www.linkedin.com/in/jane-okafor-reporter",
    ]);
    expect(screen.getByRole("link", { name: "Jane Okafor on X" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Jane Okafor on LinkedIn" })).toBeInTheDocument();
  });

  it("names the socials in the site's language", () => {
    renderBio({ authors: [jane] }, "le-quotidien");
    expect(screen.getByRole("link", { name: "Jane Okafor sur X" })).toBeInTheDocument();
  });

  it("shows no list of socials when none is usable", () => {
    const { container } = renderBio({ authors: [{ ...jane, social_links: [{ site: "twitter", url: "" }] }] });
    expect(container.querySelector(".c-social-links")).toBeNull();
  });

  it.each([
    ["no global content", null],
    ["no authors", { authors: [] }],
    ["an author without a bio", { authors: [{ ...jane, bio: "", longBio: "" }] }],
    [
      "a credit without a description",
      { credits: { by: [{ type: "author", name: "A", additional_properties: { original: { bio: "b" } } }] } },
    ],
    ["a credit without an original bio", { credits: { by: [{ type: "author", name: "A", description: "d" }] } }],
  ])("renders nothing for %s", (_, globalContent) => {
    const { container } = renderBio(globalContent);
    expect(container).toBeEmptyDOMElement();
  });

  it("never throws, over 1,000 random partial inputs", () => {
    // An unsigned portrait is logged (spec §5); the fuzz makes many.
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const partialAuthor = fc.record(
      {
        name: fc.oneof(fc.string(), fc.anything()),
        bio: fc.oneof(fc.string(), fc.anything()),
        longBio: fc.oneof(fc.string(), fc.anything()),
        role: fc.oneof(fc.string(), fc.anything()),
        bio_page: fc.oneof(fc.constantFrom("/author/x/", "javascript:alert(1)"), fc.anything()),
        image: fc.oneof(
          fc.string(),
          fc.record({ url: fc.anything(), auth: fc.anything() }, { requiredKeys: [] }),
          fc.anything(),
        ),
        social_links: fc.oneof(
          fc.array(
            fc.record(
              {
                site: fc.oneof(fc.constantFrom("twitter", "email", "rss", "whatsapp"), fc.anything()),
                url: fc.anything(),
              },
              { requiredKeys: [] },
            ),
          ),
          fc.anything(),
        ),
        description: fc.anything(),
        additional_properties: fc.oneof(
          fc.record({ original: fc.dictionary(fc.string(), fc.anything()) }),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ authors: fc.oneof(fc.array(partialAuthor), fc.anything()) }, { requiredKeys: [] }),
          fc.record(
            { credits: fc.record({ by: fc.array(partialAuthor) }, { requiredKeys: [] }) },
            { requiredKeys: [] },
          ),
          fc.anything(),
        ),
        (content) => {
          try {
            const { container } = renderUnguarded(content);
            expect(container.querySelectorAll("h1").length).toBeLessThanOrEqual(1);
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
    const { container } = renderBio({ authors: [jane] });
    expect(await axe(container)).toHaveNoViolations();
  });
});
