import { screen } from "@testing-library/react";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { HEADLINE_SIZES, PROMO_SIZES } from "./promo-config";
import { HEADLINE_FONT_SIZES, headlineClass, PROMO_IMAGE_WIDTHS, promoImageSizes } from "./promo-scale";
import { ExtraLargePromo, LargePromo, MediumPromo, promoVariant, SmallPromo } from "./index";
import { LONG_READ_HEADLINE, renderPromo, THE_LONG_READ } from "./test-render";

setupFakeArc();

/** Every rule the document's stylesheets hold, as the style runtime flattened them. */
const styles = () => [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");

describe("the promo sizes drawn to the type scale", () => {
  it("draws each headline size at its own headline token, largest first", () => {
    expect(HEADLINE_SIZES.map((size) => HEADLINE_FONT_SIZES[size])).toEqual([
      "headline-xl",
      "headline-l",
      "headline-m",
      "headline-s",
    ]);
  });

  it("names each headline size's class, and draws an unknown one as Medium", () => {
    expect(HEADLINE_SIZES.map(headlineClass)).toEqual(["extra-large", "large", "medium", "small"]);
    expect(headlineClass("Gigantic")).toBe("medium");
  });

  it.each([
    ["extra-large", "headline-xl", ExtraLargePromo],
    ["large", "headline-l", LargePromo],
    ["medium", "headline-m", MediumPromo],
    ["small", "headline-s", SmallPromo],
  ] as const)("a %s promo's headline rule reads --bs-font-size-%s", async (modifier, fontSize, block) => {
    const { container } = renderPromo(block, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(container.querySelector(".b-promo__headline")).toHaveClass(`b-promo__headline--${modifier}`);
    expect(styles()).toContain(`.b-promo__headline--${modifier}{font-size:var(--bs-font-size-${fontSize});}`);
  });

  it("lays a promo out by its own width (container queries), not the viewport's", async () => {
    renderPromo(LargePromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(styles()).toMatch(/container:b-promo \/ inline-size;/);
    expect(styles()).toMatch(
      /@container b-promo \(min-width: 36rem\)\{[^}]*\.b-promo--large\.b-promo--image-above \.b-promo__media\{/,
    );
  });

  it("offers the resizer's widths for each size, its own width (spec §9) among them", () => {
    for (const size of PROMO_SIZES) {
      expect(PROMO_IMAGE_WIDTHS[size]).toContain(promoVariant(size, "content").imageWidth);
    }
  });

  it("tells the browser how wide each size's picture is drawn: the column on phones, a slot on desktops", () => {
    const attribute = (size: (typeof PROMO_SIZES)[number], position: "above" | "right" = "above") =>
      promoImageSizes(size, position)
        .map((rule) => (rule.isDefault ? rule.sourceSizeValue : `${rule.mediaCondition} ${rule.sourceSizeValue}`))
        .join(", ");
    expect(attribute("extra-large")).toBe("(min-width: 75rem) 800px, (min-width: 48rem) 66vw, 100vw");
    expect(attribute("large")).toBe("(min-width: 48rem) 400px, 100vw");
    expect(attribute("medium")).toBe("(min-width: 48rem) 320px, 100vw");
    expect(attribute("small", "right")).toBe("(min-width: 48rem) 160px, 33vw");
    expect(attribute("small", "above")).toBe("(min-width: 48rem) 25vw, 100vw");
  });

  it("gives a promo's picture a srcset and sizes, so a phone does not fetch the desktop width", async () => {
    const { container } = renderPromo(ExtraLargePromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("width", "800");
    expect(
      img
        ?.getAttribute("srcset")
        ?.split(", ")
        .map((entry) => entry.split(" ")[1]),
    ).toEqual(["400w", "600w", "800w", "1200w", "1600w"]);
    expect(img).toHaveAttribute("sizes", "(min-width: 75rem) 800px, (min-width: 48rem) 66vw, 100vw");
  });

  it("links the headline as a headline (the text's own colour) and the byline's names as bylines", async () => {
    renderPromo(ExtraLargePromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    expect(await screen.findByRole("link", { name: LONG_READ_HEADLINE })).toHaveClass("c-link--headline");
    expect(screen.getByRole("link", { name: "Jane Okafor" })).toHaveClass("c-link--byline");
  });

  it("puts the byline and the date on one meta line", async () => {
    const { container } = renderPromo(ExtraLargePromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    const meta = container.querySelector(".b-promo__meta");
    expect(meta?.tagName).toBe("P");
    expect(meta).toHaveClass("c-meta-line");
    expect(meta?.querySelector(".c-attribution")).toHaveTextContent(/^By /);
    expect(meta?.querySelector("time")).not.toBeNull();
  });
});
