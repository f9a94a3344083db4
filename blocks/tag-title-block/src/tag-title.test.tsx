import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import { createHostState, LocalHostProvider, renderBlock } from "@broadsheet/local-host";
import { TagTitle } from "./index";

const elections = corpus.tags.find((tag) => tag.slug === "elections");
// What tags-api answers for /tags/elections/.
const payload = { Payload: [elections] };

function renderTitle(globalContent: unknown) {
  return render(renderBlock(TagTitle, { context: { globalContent } }));
}

function renderUnguarded(globalContent: unknown) {
  return render(
    <LocalHostProvider state={createHostState({ globalContent })}>
      <TagTitle />
    </LocalHostProvider>,
  );
}

describe("Tag Title", () => {
  it("is a static feature: server HTML only", () => {
    expect(TagTitle.definition.name).toBe("tag-title");
    expect(TagTitle.static).toBe(true);
  });

  it("shows the tag's name as the page heading and its description", () => {
    const { container } = renderTitle(payload);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Elections");
    expect(container.querySelector(".b-tag-title__description")).toHaveTextContent(
      "Votes, counts and the people who run them.",
    );
  });

  it("shows the name alone for a tag without a description", () => {
    const { container } = renderTitle({ Payload: [{ slug: "x", name: " Housing ", description: "  " }] });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Housing");
    expect(container.querySelector(".b-tag-title__description")).toBeNull();
  });

  it("shows a description with markup as text", () => {
    renderTitle({ Payload: [{ slug: "x", name: "X", description: "<b>bold</b>" }] });
    expect(screen.getByText("<b>bold</b>")).toBeInTheDocument();
  });

  it.each([
    ["no global content", null],
    ["an empty payload", { Payload: [] }],
    ["a payload that is not a list", { Payload: { name: "Elections" } }],
    ["a tag without a name", { Payload: [{ slug: "elections", description: "Votes" }] }],
  ])("renders nothing for %s", (_, globalContent) => {
    const { container } = renderTitle(globalContent);
    expect(container).toBeEmptyDOMElement();
  });

  it("never throws, over 1,000 random partial inputs", () => {
    const tag = fc.record(
      {
        name: fc.oneof(fc.string(), fc.anything()),
        description: fc.oneof(fc.string(), fc.anything()),
        slug: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ Payload: fc.oneof(fc.array(fc.oneof(tag, fc.anything())), fc.anything()) }),
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
  });

  it("has no axe violations", async () => {
    const { container } = renderTitle(payload);
    expect(await axe(container)).toHaveNoViolations();
  });
});
