import { commerce } from "./commerce";
import { news } from "./news";
import { breakpoints, cssVariables, type Theme } from "./tokens";

export const themes = { news, commerce } as const;
export type ThemeName = keyof typeof themes;

function declarations(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
}

function themeRules(theme: Theme, selector: string): string {
  let css = `${selector}{${declarations(cssVariables(theme.tokens))}}`;
  if (theme.desktop) {
    css += `@media (min-width:${breakpoints.desktop}){${selector}{${declarations(cssVariables(theme.desktop))}}}`;
  }
  return css;
}

/**
 * Page basics every theme shares: type and colour from the tokens, no default body margin, and room at the end
 * for a bar docked to the bottom of the window (--bs-bottom-overlay, set by components' useBottomOverlay).
 */
const BASE =
  "html{scroll-padding-block-end:var(--bs-bottom-overlay,0px)}" +
  "body{margin:0;font-family:var(--bs-font-body);font-size:var(--bs-font-size-md);line-height:var(--bs-line-height-body);" +
  "color:var(--bs-color-text);background:var(--bs-color-background);padding-block-end:var(--bs-bottom-overlay,0px)}" +
  "[data-bs-theme]{font-family:var(--bs-font-body);color:var(--bs-color-text)}";

/**
 * Every theme as CSS custom properties: the default theme on :root, each theme also under
 * `[data-bs-theme="<name>"]`, so switching is one attribute and a site re-themes with CSS alone.
 */
export function themeStylesheet(defaultTheme: ThemeName = "news", options: { base?: boolean } = {}): string {
  const rules = (Object.values(themes) as Theme[]).map((theme) =>
    themeRules(
      theme,
      theme.name === defaultTheme ? `:root,[data-bs-theme="${theme.name}"]` : `[data-bs-theme="${theme.name}"]`,
    ),
  );
  return (options.base === false ? "" : BASE) + rules.join("");
}
