import { BUILDER_BASE } from "./builder-api";

/**
 * The way to the builder from the preview's home page, in development only. It goes after the page's own
 * markup (outside the root React hydrates), in a landmark of its own, and says nothing to the site's styles.
 */
const LINK =
  `<nav aria-label="Preview tools" style="padding:0.75rem 1rem;background:#fff;color:#1b1b1b;font:16px/1.4 system-ui,sans-serif">` +
  `<a href="${BUILDER_BASE}" style="color:#0b57d0">Open the page builder</a></nav>`;

export function withBuilderLink(html: string): string {
  const end = html.lastIndexOf("</body>");
  return end < 0 ? html : `${html.slice(0, end)}${LINK}${html.slice(end)}`;
}
