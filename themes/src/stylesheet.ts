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

function themeRules(theme: Theme, selector: string, dark: boolean): string {
  const withDark = dark && theme.dark;
  // color-scheme tells the browser which schemes the page draws, so form controls, scrollbars and the canvas
  // behind the page follow the reader's; a theme without dark colours stays light whatever the system says.
  const scheme = withDark ? "light dark" : "light";
  let css = `${selector}{color-scheme:${scheme};${declarations(cssVariables(theme.tokens))}}`;
  if (theme.desktop) {
    css += `@media (min-width:${breakpoints.desktop}){${selector}{${declarations(cssVariables(theme.desktop))}}}`;
  }
  if (withDark) {
    css += `@media (prefers-color-scheme:dark){${selector}{${declarations(cssVariables({ color: theme.dark }))}}}`;
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

export interface ThemeStylesheetOptions {
  /** The body type and colour rules (default true); false for a host that styles the page itself. */
  base?: boolean;
  /** The dark colours under `prefers-color-scheme: dark` (default true); false keeps every page light. */
  dark?: boolean;
}

/**
 * Every theme as CSS custom properties: the default theme on :root, each theme also under
 * `[data-bs-theme="<name>"]`, so switching is one attribute and a site re-themes with CSS alone. Each theme's
 * dark colours follow the reader's system setting.
 */
export function themeStylesheet(defaultTheme: ThemeName = "news", options: ThemeStylesheetOptions = {}): string {
  // The same few sheets are asked for on every page render: each is built once.
  const key = `${defaultTheme} ${options.base !== false} ${options.dark !== false}`;
  let sheet = built.get(key);
  if (sheet === undefined) {
    sheet = buildStylesheet(defaultTheme, options);
    built.set(key, sheet);
  }
  return sheet;
}

const built = new Map<string, string>();

function buildStylesheet(defaultTheme: ThemeName, options: ThemeStylesheetOptions): string {
  const dark = options.dark !== false;
  const rules = (Object.values(themes) as Theme[]).map((theme) =>
    themeRules(
      theme,
      theme.name === defaultTheme ? `:root,[data-bs-theme="${theme.name}"]` : `[data-bs-theme="${theme.name}"]`,
      dark,
    ),
  );
  return (options.base === false ? "" : BASE) + rules.join("");
}
