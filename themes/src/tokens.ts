/** The design tokens every component reads (as `--bs-*` custom properties), typed once for all themes. */

export type ColorToken =
  | "text"
  | "text-muted"
  | "background"
  | "surface"
  | "border"
  | "primary"
  | "primary-contrast"
  | "secondary"
  | "secondary-contrast"
  | "link"
  | "link-hover"
  | "focus"
  | "danger"
  | "danger-surface"
  | "warning"
  | "warning-surface"
  | "success"
  | "success-surface"
  | "info"
  | "info-surface"
  | "overlay";

export type FontSizeToken =
  | "xs"
  | "sm"
  | "md"
  | "lg"
  | "xl"
  | "2xl"
  | "3xl"
  | "4xl"
  /** Running text of a story (article body, its lists and quotes). */
  | "article"
  /** Headlines by role: a story page's h1, then promos from extra large to small. */
  | "headline-page"
  | "headline-xl"
  | "headline-l"
  | "headline-m"
  | "headline-s"
  /** Overlines, bylines, dates, captions and credits: the interface face, small. */
  | "meta"
  | "caption";
export type SpaceToken = "xs" | "sm" | "md" | "lg" | "xl" | "2xl";
export type RadiusToken = "sm" | "md" | "lg" | "pill";
export type ShadowToken = "sm" | "md" | "lg";
export type SizeToken = "page" | "measure";

export interface ThemeTokens {
  color: Record<ColorToken, string>;
  /** body: running text; heading: headlines; ui: overlines, bylines, dates, captions, buttons, forms. */
  font: { body: string; heading: string; ui: string; mono: string };
  fontSize: Record<FontSizeToken, string>;
  /** tight: headlines; body: interface text; article: running text of a story. */
  lineHeight: { tight: string; body: string; article: string };
  fontWeight: { regular: string; bold: string };
  space: Record<SpaceToken, string>;
  radius: Record<RadiusToken, string>;
  shadow: Record<ShadowToken, string>;
  /** Widths: the page's content column, and a comfortable line length for running text. */
  size: Record<SizeToken, string>;
}

export interface Theme {
  name: string;
  tokens: ThemeTokens;
  /** The colours for readers whose system asks for a dark scheme (`prefers-color-scheme: dark`). */
  dark?: Record<ColorToken, string>;
  /** What changes from the desktop breakpoint up (a larger type scale, roomier spacing). */
  desktop?: { fontSize?: Partial<ThemeTokens["fontSize"]>; space?: Partial<ThemeTokens["space"]> };
}

/** The one breakpoint: below it phones, from it up tablets and desktops. */
export const breakpoints = { desktop: "48rem" } as const;

/** Media queries cannot read custom properties, so the breakpoint travels as a string. */
export const media = {
  desktop: `@media (min-width: ${breakpoints.desktop})`,
  /** Below the breakpoint only: for what phones alone get, so that desktop has nothing to undo. */
  phone: `@media (width < ${breakpoints.desktop})`,
} as const;

const GROUPS = {
  color: "color",
  font: "font",
  fontSize: "font-size",
  lineHeight: "line-height",
  fontWeight: "font-weight",
  space: "space",
  radius: "radius",
  shadow: "shadow",
  size: "size",
} as const satisfies Record<keyof ThemeTokens, string>;

/** `var(--bs-…)` for a token, typed so a misspelt name fails to compile. */
export function token<G extends keyof ThemeTokens>(group: G, name: keyof ThemeTokens[G] & string): string {
  return `var(--bs-${GROUPS[group]}-${name})`;
}

/** The custom properties of a set of tokens: `{ "--bs-color-text": "#1a1a1a", … }`. */
export function cssVariables(
  tokens: Partial<{ [G in keyof ThemeTokens]: Partial<ThemeTokens[G]> }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [group, values] of Object.entries(tokens) as [keyof ThemeTokens, Record<string, string>][]) {
    for (const [name, value] of Object.entries(values)) out[`--bs-${GROUPS[group]}-${name}`] = value;
  }
  return out;
}
