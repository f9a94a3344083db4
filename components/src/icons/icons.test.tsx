import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRef, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { ICON_CATALOG, type IconEntry } from "./catalog";
import type { IconProps } from "./icon-base";
import * as icons from "./index";

const components: Record<string, ComponentType<IconProps>> = icons;

function componentOf(entry: IconEntry): ComponentType<IconProps> {
  const Component = components[entry.component];
  if (!Component) throw new Error(`${entry.component} is not exported from ./index`);
  return Component;
}

function svgIn(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector("svg");
  if (!svg) throw new Error("no <svg> rendered");
  return svg;
}

function styleText(): string {
  return Array.from(document.querySelectorAll("style"))
    .map((style) => style.textContent ?? "")
    .join("\n");
}

const SHAPES = "path, circle, rect, line, polyline, polygon, ellipse";
const table = ICON_CATALOG.map((entry) => [entry.component, entry] as const);
const brands = ICON_CATALOG.filter((entry) => !entry.source.startsWith("lucide/"));
const symbols = ICON_CATALOG.filter((entry) => entry.source.startsWith("lucide/"));

describe("every icon", () => {
  it.each(table)("%s renders a 24-unit svg with shapes, classed by its name", (_name, entry) => {
    const Icon = componentOf(entry);
    const { container } = render(<Icon />);
    const svg = svgIn(container);
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg.querySelectorAll(SHAPES).length).toBeGreaterThan(0);
    expect(svg).toHaveClass("c-icon", `c-icon--${entry.name}`);
    expect(svg).toHaveAttribute("width", "24");
    expect(svg).toHaveAttribute("height", "24");
  });

  it.each(table)("%s is decorative by default: hidden, not focusable, no role, no title", (_name, entry) => {
    const Icon = componentOf(entry);
    const { container } = render(<Icon />);
    const svg = svgIn(container);
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg).not.toHaveAttribute("role");
    expect(svg.querySelector("title")).toBeNull();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it.each(table)("%s with a title is an image named by it", (_name, entry) => {
    const Icon = componentOf(entry);
    render(<Icon title={`${entry.label} logo`} />);
    const img = screen.getByRole("img", { name: `${entry.label} logo` });
    expect(img).not.toHaveAttribute("aria-hidden");
    expect(img).toHaveAttribute("focusable", "false");
    const title = img.querySelector("title");
    expect(title?.id).toBeTruthy();
    expect(img).toHaveAttribute("aria-labelledby", title?.id);
  });

  it.each(table)("%s carries the directional class only if it points in reading order", (_name, entry) => {
    const Icon = componentOf(entry);
    const { container } = render(<Icon />);
    if (entry.directional) expect(svgIn(container)).toHaveClass("c-icon--directional");
    else expect(svgIn(container)).not.toHaveClass("c-icon--directional");
  });
});

describe("paint", () => {
  it.each(brands.map((entry) => [entry.component, entry] as const))("%s is a filled mark in currentColor", (_n, e) => {
    const Icon = componentOf(e);
    const svg = svgIn(render(<Icon />).container);
    expect(svg).toHaveAttribute("fill", "currentColor");
    expect(svg).not.toHaveAttribute("stroke");
  });

  it.each(symbols.map((entry) => [entry.component, entry] as const))("%s is drawn as lucide draws it", (_n, e) => {
    const Icon = componentOf(e);
    const svg = svgIn(render(<Icon />).container);
    expect(svg).toHaveAttribute("fill", "none");
    expect(svg).toHaveAttribute("stroke", "currentColor");
    expect(svg).toHaveAttribute("stroke-width", "2");
    expect(svg).toHaveAttribute("stroke-linecap", "round");
    expect(svg).toHaveAttribute("stroke-linejoin", "round");
  });

  it("lets a caller thin the stroke", () => {
    const svg = svgIn(render(<icons.SearchIcon strokeWidth={1.5} />).container);
    expect(svg).toHaveAttribute("stroke-width", "1.5");
  });
});

describe("size", () => {
  it("takes one size for both sides, as a number or a CSS length", () => {
    const { container } = render(
      <>
        <icons.VisaIcon size={32} />
        <icons.CloseIcon size="1.5em" />
      </>,
    );
    const [visa, close] = Array.from(container.querySelectorAll("svg"));
    expect(visa).toHaveAttribute("width", "32");
    expect(visa).toHaveAttribute("height", "32");
    expect(close).toHaveAttribute("width", "1.5em");
    expect(close).toHaveAttribute("height", "1.5em");
  });

  it("lets width and height override the size, for a non-square slot", () => {
    const svg = svgIn(render(<icons.VisaIcon size={16} width={40} />).container);
    expect(svg).toHaveAttribute("width", "40");
    expect(svg).toHaveAttribute("height", "16");
  });
});

describe("labelling", () => {
  it("treats an empty title as no title", () => {
    const svg = svgIn(render(<icons.InfoIcon title="" />).container);
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg.querySelector("title")).toBeNull();
  });

  it("is an image when labelled with aria-label instead of a title", () => {
    render(<icons.LockIcon aria-label="Subscribers only" />);
    expect(screen.getByRole("img", { name: "Subscribers only" })).not.toHaveAttribute("aria-hidden");
  });

  it("gives each titled icon its own title id", () => {
    render(
      <>
        <icons.VisaIcon title="Visa" />
        <icons.VisaIcon title="Visa ending 4242" />
      </>,
    );
    const [first, second] = screen.getAllByRole("img");
    expect(first?.getAttribute("aria-labelledby")).not.toBe(second?.getAttribute("aria-labelledby"));
    expect(screen.getByRole("img", { name: "Visa ending 4242" })).toBe(second);
  });

  it("renders its title on the server, labelled by id, with no DOM", () => {
    const html = renderToString(<icons.PayPalIcon title="PayPal" />);
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<title id="${id}">PayPal</title>`);
    expect(html).toContain('role="img"');
  });
});

describe("other props", () => {
  it("hands a ref to the svg element", () => {
    const ref = createRef<SVGSVGElement>();
    render(<icons.HomeIcon ref={ref} />);
    expect(ref.current).toBeInstanceOf(SVGSVGElement);
    expect(ref.current).toHaveClass("c-icon--home");
  });

  it("merges a class name and passes attributes through to the svg", () => {
    const svg = svgIn(render(<icons.StarIcon className="b-rating__star" data-testid="star" />).container);
    expect(svg).toHaveClass("c-icon", "c-icon--star", "b-rating__star");
    expect(svg).toHaveAttribute("data-testid", "star");
  });
});

describe("right to left", () => {
  const mirrorRule = (className: string) => `[dir="rtl"] .${className}{transform:scaleX(-1);}`;
  const styledClasses = (svg: SVGSVGElement) => Array.from(svg.classList).filter((name) => !name.startsWith("c-icon"));

  it("mirrors a directional icon under dir=rtl, and undoes it in an ltr island inside", () => {
    const svg = svgIn(render(<icons.ChevronRightIcon />).container);
    const styles = styleText();
    expect(styledClasses(svg).some((name) => styles.includes(mirrorRule(name)))).toBe(true);
    expect(
      styledClasses(svg).some((name) => styles.includes(`[dir="rtl"] [dir="ltr"] .${name}{transform:none;}`)),
    ).toBe(true);
  });

  it("keeps a directional icon as drawn with flipInRtl={false}, and drops the class", () => {
    const svg = svgIn(render(<icons.ArrowRightIcon flipInRtl={false} />).container);
    expect(svg).not.toHaveClass("c-icon--directional");
    const styles = styleText();
    expect(styledClasses(svg).some((name) => styles.includes(mirrorRule(name)))).toBe(false);
  });

  it("never mirrors an icon that is not directional, whatever flipInRtl says", () => {
    const svg = svgIn(render(<icons.SkipForwardIcon flipInRtl />).container);
    expect(svg).not.toHaveClass("c-icon--directional");
    const styles = styleText();
    expect(styledClasses(svg).some((name) => styles.includes(mirrorRule(name)))).toBe(false);
  });

  it("marks exactly the left and right arrows and chevrons as directional", () => {
    expect(ICON_CATALOG.filter((entry) => entry.directional).map((entry) => entry.name)).toEqual([
      "arrow-left",
      "arrow-right",
      "chevron-left",
      "chevron-right",
    ]);
  });
});

describe("accessibility", () => {
  it("has no axe violations as decoration beside text", async () => {
    const { container } = render(
      <button type="button">
        <icons.SearchIcon /> Search
      </button>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations as a titled image", async () => {
    const { container } = render(
      <p>
        Pay with <icons.MastercardIcon title="Mastercard" />
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

/*
 * Tree-shaking holds only while no icon module reaches another icon or a list of them: one such import and every
 * bundle that uses that icon carries the rest. These read the sources, so the rule fails here, not in a size report.
 */
describe("modules", () => {
  const folder = __dirname;
  const read = (file: string) => readFileSync(join(folder, file), "utf8");
  const NOT_ICONS = new Set(["icon-base.tsx", "icons.test.tsx", "icons.stories.tsx"]);
  const iconFiles = readdirSync(folder).filter((file) => file.endsWith(".tsx") && !NOT_ICONS.has(file));

  /** Every module specifier a file imports or re-exports, static or dynamic. */
  function specifiers(source: string): string[] {
    const patterns = [
      /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm,
      /^\s*import\s*["']([^"']+)["']/gm,
      /\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g,
    ];
    return patterns.flatMap((pattern) => Array.from(source.matchAll(pattern), (match) => match[1] ?? ""));
  }

  it("has one module per catalogued icon, and no other", () => {
    expect(iconFiles.sort()).toEqual(ICON_CATALOG.map((entry) => `${entry.name}.tsx`).sort());
  });

  it.each(ICON_CATALOG.map((entry) => [`${entry.name}.tsx`, entry] as const))(
    "%s imports nothing but react and the shared base, and exports its one icon",
    (file, entry) => {
      const source = read(file);
      expect(specifiers(source).filter((specifier) => specifier !== "react" && specifier !== "./icon-base")).toEqual(
        [],
      );
      expect(Array.from(source.matchAll(/^export\s+(?:function|const)\s+(\w+)/gm), (match) => match[1])).toEqual([
        entry.component,
      ]);
    },
  );

  it("keeps the shared base free of icons", () => {
    // The class-name helper imports nothing, so every icon still costs only itself and the base.
    expect(specifiers(read("icon-base.tsx")).sort()).toEqual(["../utils/class-names", "@broadsheet/style", "react"]);
    expect(specifiers(read("../utils/class-names.ts"))).toEqual([]);
  });

  it("has an index that only re-exports each icon's module whole, and each module exports only its icon", () => {
    const index = read("index.ts");
    const lines = index.split("\n").filter((line) => /^\s*(import|export)\b/.test(line));
    expect(lines).toEqual([
      ...ICON_CATALOG.map((entry) => `export * from "./${entry.name}";`),
      'export type { IconProps } from "./icon-base";',
    ]);
    expect(Object.keys(icons).sort()).toEqual(ICON_CATALOG.map((entry) => entry.component).sort());
  });

  it("has a catalogue that imports nothing", () => {
    expect(specifiers(read("catalog.ts"))).toEqual([]);
  });
});
