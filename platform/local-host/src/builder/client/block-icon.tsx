/**
 * The palette's pictures of blocks, by the icon name their manifest carries (PageBuilder draws it from its own
 * set, which the preview does not have). Line drawings on a 24-unit grid, in the text's colour; a name not
 * drawn here gets a plain block. Decorative: the block's label next to it is its name.
 */
const FRAME = "M3 4h18v16H3z";

const PATHS: Readonly<Record<string, string>> = {
  heading: "M6 4v16M18 4v16M6 12h12",
  headline: "M6 4v16M18 4v16M6 12h12",
  subheadline: "M4 5h10M4 9h10M9 5v4M4 14h16M4 18h12",
  overline: "M4 5h9M4 11h16M4 15h16M4 19h11",
  "paragraph-justified-align": "M4 6h16M4 10h16M4 14h16M4 18h16",
  list: "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
  "list-bullets": "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
  "list-ordered": "M10 6h10M10 12h10M10 18h10M4 4l1-1v5M3.5 13.5a1.5 1.5 0 1 1 2.5 1L3.5 18H6",
  image: `${FRAME}M3 16l5-5 4 4 3-3 6 6M16 9h.01`,
  video: "M3 6h13v12H3zM16 10l5-3v10l-5-3",
  promo: `${FRAME}M6 8h6v5H6zM14 8h4M14 11h4M6 16h12`,
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  byline: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19a6 6 0 0 1 12 0M16 9h5M16 13h5",
  tag: "M3 3h8l10 10-8 8L3 11zM7.5 7.5h.01",
  calendar: "M4 5h16v16H4zM4 10h16M8 3v4M16 3v4",
  "ads-window": `${FRAME}M3 8h18M7 17l2.5-6 2.5 6M7.8 15h3.4M14 11v6h1.5a3 3 0 0 0 0-6z`,
  share:
    "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" +
    "M8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
  "magnifying-glass": "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L21 21",
  "navigation-menu": "M4 6h16M4 12h16M4 18h16",
  minus: "M5 12h14",
  "arrow-up": "M12 20V4M5 11l7-7 7 7",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5",
  warning: "M12 3L2 21h20zM12 10v5M12 18h.01",
  "hand-wave": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01",
  "conversation-chat-1": "M4 5h16v11H9l-5 4z",
  layout: `${FRAME}M3 9h18M10 9v11`,
  "layout-single-column": "M6 3h12v18H6z",
  "layout-column": "M8 3h8v18H8z",
  "layout-2-columns": `${FRAME}M12 4v16`,
  "layout-3-columns": `${FRAME}M9 4v16M15 4v16`,
  "layout-4-columns": `${FRAME}M7.5 4v16M12 4v16M16.5 4v16`,
  "layout-right-rail": `${FRAME}M15 4v16`,
};

const BLOCK = "M4 4h16v16H4zM4 9h16";

/** The drawing of an icon name, or the plain block's. */
export function iconPath(name: string | undefined): string {
  return (name !== undefined && PATHS[name]) || BLOCK;
}

export function BlockIcon({ name }: { name: string | undefined }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPath(name)} />
    </svg>
  );
}
