import { themeStylesheet, type ThemeName } from "./stylesheet";

export interface ThemeStylesProps {
  /** The theme on :root; every theme is also available under `[data-bs-theme]`. Defaults to news. */
  theme?: ThemeName;
  /** Leave out the body type and colour rules (for a host that styles the page itself). */
  base?: boolean;
}

/** Emits the tokens once as a plain <style>: server-rendered, so static pages need no JavaScript for styles. */
export function ThemeStyles({ theme = "news", base = true }: ThemeStylesProps) {
  return <style data-bs-themes="">{themeStylesheet(theme, { base })}</style>;
}
