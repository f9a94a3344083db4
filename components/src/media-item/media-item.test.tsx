import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { MediaItem, type MediaItemProps } from "./index";

const PHOTO = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/%3E";
const credits = { by: [{ name: "Jane Doe" }], affiliation: [{ name: "Reuters" }] };

function renderItem(props: Partial<MediaItemProps> = {}) {
  return render(
    <MediaItem title="Long lines" caption="Voters queued for an hour." credits={credits} {...props}>
      <img src={PHOTO} alt="Voters outside the library" />
    </MediaItem>,
  );
}

const caption = (container: HTMLElement) => container.querySelector("figcaption");

describe("MediaItem", () => {
  it("wraps the media in a figure with a caption of title, caption and credits", () => {
    const { container } = renderItem();
    const figure = screen.getByRole("figure");
    expect(figure).toHaveClass("c-media-item");
    expect(figure.firstElementChild?.tagName).toBe("IMG");
    expect(caption(container)).toHaveClass("c-media-item__caption");
    expect(container.querySelector(".c-media-item__title")).toHaveTextContent("Long lines");
    expect(container.querySelector(".c-media-item__description")).toHaveTextContent("Voters queued for an hour.");
    expect(container.querySelector(".c-media-item__credits")).toHaveTextContent("Jane Doe/Reuters");
  });

  it("keeps the caption's pieces apart in its text, which names the figure", () => {
    const { container } = renderItem();
    expect(caption(container)?.textContent).toBe("Long lines Voters queued for an hour. Jane Doe/Reuters");
  });

  it("shows vanity credits instead of the credits", () => {
    const { container } = renderItem({ vanityCredits: { by: [{ name: "Handout" }] } });
    expect(container.querySelector(".c-media-item__credits")).toHaveTextContent(/^Handout$/);
  });

  it("falls back to the credits when the vanity credits name no one", () => {
    const { container } = renderItem({ vanityCredits: { by: [] } });
    expect(container.querySelector(".c-media-item__credits")).toHaveTextContent("Jane Doe/Reuters");
  });

  it("takes a credit line as text", () => {
    const { container } = renderItem({ credits: "Courtesy of the family" });
    expect(container.querySelector(".c-media-item__credits")).toHaveTextContent("Courtesy of the family");
  });

  it("puts a label before the credits when given one", () => {
    const { container } = renderItem({ creditsLabel: "Photo" });
    expect(container.querySelector(".c-media-item__credits")).toHaveTextContent("Photo: Jane Doe/Reuters");
  });

  it.each([
    ["hideTitle", ".c-media-item__title"],
    ["hideCaption", ".c-media-item__description"],
    ["hideCredits", ".c-media-item__credits"],
  ] as const)("leaves a piece out with %s", (flag, selector) => {
    const { container } = renderItem({ [flag]: true });
    expect(container.querySelector(selector)).toBeNull();
    expect(caption(container)).not.toBeNull();
  });

  it("leaves out pieces that are empty or blank", () => {
    const { container } = renderItem({ title: "  ", credits: { by: [{ name: "" }] } });
    expect(container.querySelector(".c-media-item__title")).toBeNull();
    expect(container.querySelector(".c-media-item__credits")).toBeNull();
    expect(caption(container)).toHaveTextContent("Voters queued for an hour.");
  });

  it("renders no caption when everything is empty", () => {
    const { container } = renderItem({ title: undefined, caption: "", credits: undefined });
    expect(screen.getByRole("figure")).toBeInTheDocument();
    expect(caption(container)).toBeNull();
  });

  it("renders no caption when everything is hidden", () => {
    const { container } = renderItem({ hideTitle: true, hideCaption: true, hideCredits: true });
    expect(caption(container)).toBeNull();
  });

  it("shows markup in a caption as text, never as HTML", () => {
    const { container } = renderItem({ caption: "<b>Bold</b><img src=x onerror=alert(1)>" });
    expect(container.querySelector(".c-media-item__description")?.textContent).toBe(
      "<b>Bold</b><img src=x onerror=alert(1)>",
    );
    expect(container.querySelector("b")).toBeNull();
  });

  it("merges className and passes attributes to the figure", () => {
    renderItem({ className: "b-lead-art__figure", id: "lead" });
    const figure = screen.getByRole("figure");
    expect(figure).toHaveClass("c-media-item", "b-lead-art__figure");
    expect(figure).toHaveAttribute("id", "lead");
  });

  it.each([undefined, null, false, "", []])("renders nothing without media (%p)", (children) => {
    const { container } = render(
      <MediaItem title="Long lines" caption="Voters queued.">
        {children}
      </MediaItem>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("never throws, whatever the caption data", () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });
    fc.assert(
      fc.property(
        fc.record({
          title: fc.oneof(fc.string(), anything),
          caption: fc.oneof(fc.string(), anything),
          credits: fc.oneof(anything, fc.record({ by: anything, affiliation: anything })),
          vanityCredits: anything,
          creditsLabel: fc.oneof(fc.string(), anything),
          hideTitle: fc.boolean(),
          hideCaption: fc.boolean(),
          hideCredits: fc.boolean(),
        }),
        (props) => {
          try {
            const { container } = renderItem(props as Partial<MediaItemProps>);
            expect(container.querySelectorAll("figcaption").length).toBeLessThanOrEqual(1);
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("has no axe violations, with and without a caption", async () => {
    const { container } = render(
      <div>
        <MediaItem title="Long lines" caption="Voters queued for an hour." credits={credits} creditsLabel="Photo">
          <img src={PHOTO} alt="Voters outside the library" />
        </MediaItem>
        <MediaItem>
          <img src={PHOTO} alt="The library at dawn" />
        </MediaItem>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
