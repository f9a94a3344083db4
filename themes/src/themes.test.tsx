import { render } from "@testing-library/react";
import { commerce, cssVariables, media, news, themeStylesheet, ThemeStyles, token, type Theme } from "./index";
import { contrastRatio } from "./contrast";

describe("tokens", () => {
  it("names custom properties by group and token", () => {
    expect(cssVariables({ color: { text: "#111" }, fontSize: { "2xl": "2rem" }, space: { md: "1rem" } })).toEqual({
      "--bs-color-text": "#111",
      "--bs-font-size-2xl": "2rem",
      "--bs-space-md": "1rem",
    });
    expect(token("color", "primary-contrast")).toBe("var(--bs-color-primary-contrast)");
    expect(token("lineHeight", "tight")).toBe("var(--bs-line-height-tight)");
    expect(media.desktop).toBe("@media (min-width: 48rem)");
  });

  it("gives both themes every token", () => {
    const names = (theme: Theme) => Object.keys(cssVariables(theme.tokens)).sort();
    expect(names(commerce)).toEqual(names(news));
    expect(names(news)).toHaveLength(61);
  });
});

describe("colour contrast (WCAG AA, 4.5:1 for text)", () => {
  const pairs: [string, string][] = [
    ["text", "background"],
    ["text", "surface"],
    ["text-muted", "background"],
    ["primary-contrast", "primary"],
    ["secondary-contrast", "secondary"],
    ["link", "background"],
    ["link-hover", "background"],
    ["danger", "danger-surface"],
    ["warning", "warning-surface"],
    ["success", "success-surface"],
    ["info", "info-surface"],
    ["danger", "background"],
  ];
  it.each([news, commerce].flatMap((theme) => pairs.map(([fg, bg]) => [theme.name, fg, bg, theme] as const)))(
    "%s: %s on %s",
    (_name, fg, bg, theme) => {
      const colors = theme.tokens.color as Record<string, string>;
      expect(contrastRatio(colors[fg] ?? "", colors[bg] ?? "")).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([news, commerce].flatMap((theme) => pairs.map(([fg, bg]) => [theme.name, fg, bg, theme] as const)))(
    "%s, dark scheme: %s on %s",
    (_name, fg, bg, theme) => {
      const colors = theme.dark as Record<string, string>;
      expect(colors).toBeDefined();
      expect(contrastRatio(colors[fg] ?? "", colors[bg] ?? "")).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("gives the dark scheme every colour token", () => {
    for (const theme of [news, commerce]) {
      expect(Object.keys(theme.dark ?? {}).sort()).toEqual(Object.keys(theme.tokens.color).sort());
    }
  });

  it("measures contrast as WCAG defines it", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});

describe("themeStylesheet and ThemeStyles", () => {
  it("puts the default theme on :root and every theme under [data-bs-theme]", () => {
    const css = themeStylesheet("news");
    expect(css).toContain(':root,[data-bs-theme="news"]{color-scheme:light dark;--bs-color-text:#1a1a1a;');
    expect(css).toContain('[data-bs-theme="commerce"]{color-scheme:light dark;--bs-color-text:#1a1a1a;');
    expect(css).toContain(`--bs-color-primary:${commerce.tokens.color.primary}`);
    expect(css).toMatch(/@media \(min-width:48rem\)\{:root,\[data-bs-theme="news"\]\{[^}]*--bs-font-size-4xl:3rem/);
    expect(themeStylesheet("commerce")).toContain(':root,[data-bs-theme="commerce"]{');
    expect(themeStylesheet("news", { base: false })).not.toContain("body{");
  });

  it("follows the reader's dark scheme, unless asked not to", () => {
    const css = themeStylesheet("news");
    expect(css).toContain(':root,[data-bs-theme="news"]{color-scheme:light dark;');
    expect(css).toContain(
      `@media (prefers-color-scheme:dark){:root,[data-bs-theme="news"]{--bs-color-text:${news.dark?.text};`,
    );
    const light = themeStylesheet("news", { dark: false });
    expect(light).not.toContain("prefers-color-scheme");
    expect(light).toContain(':root,[data-bs-theme="news"]{color-scheme:light;');
  });

  it("renders one plain style element", () => {
    const { container } = render(<ThemeStyles theme="commerce" />);
    const style = container.querySelector("style[data-bs-themes]");
    expect(style?.textContent).toBe(themeStylesheet("commerce"));
  });
});
