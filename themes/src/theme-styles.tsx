import { themeStylesheet, type ThemeName } from "./stylesheet";

export interface ThemeStylesProps {
  /** The theme on :root; every theme is also available under `[data-bs-theme]`. Defaults to news. */
  theme?: ThemeName;
  /** Leave out the body type and colour rules (for a host that styles the page itself). */
  base?: boolean;
  /** Leave out the dark colours, so pages stay light whatever the reader's system asks. */
  dark?: boolean;
}

/** Emits the tokens once as a plain <style>: server-rendered, so static pages need no JavaScript for styles. */
export function ThemeStyles({ theme = "news", base = true, dark = true }: ThemeStylesProps) {
  return <style data-bs-themes="">{themeStylesheet(theme, { base, dark })}</style>;
}
