/*
 * The poster a video embed shows until the reader asks for the player: a document of its own, written into the
 * iframe's srcdoc. Its link navigates the iframe itself to the player, so the page needs no JavaScript to swap
 * them and nothing is asked of the provider before the click. Everything it draws is in this document (no
 * remote image, font or script): a srcdoc document is the page's own origin and policy.
 */

export interface PosterDocumentOptions {
  /** The player's address, which the link loads into the frame. */
  src: string;
  title: string;
  /** "Play video:", before the title in the link's name. */
  playLabel: string;
  /** "Plays from YouTube": who the click reaches. */
  note: string;
  lang: string;
  dir: "ltr" | "rtl";
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// Theme tokens are custom properties of the page, which do not reach into a frame: the poster is drawn in
// neutral tones that read on either theme and colour scheme (white on near-black: 17:1).
const STYLES =
  "html,body{margin:0;block-size:100%;background:#16191d;color:#fff}" +
  'body{font:600 1rem/1.3 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}' +
  "a{position:absolute;inset:0;display:flex;flex-direction:column;justify-content:flex-end;gap:.35rem;" +
  "padding:clamp(.75rem,4vw,1.5rem);color:inherit;text-decoration:none;" +
  "background:radial-gradient(circle at 50% 42%,#3a4149 0,#16191d 72%)}" +
  "a:focus-visible{outline:3px solid #fff;outline-offset:-6px}" +
  ".play{position:absolute;inset-block-start:42%;inset-inline-start:50%;display:grid;place-items:center;" +
  "inline-size:4.25rem;block-size:4.25rem;border:2px solid #fff;border-radius:50%;" +
  "background:rgb(0 0 0/.55);transform:translate(-50%,-50%)}" +
  "[dir=rtl] .play{transform:translate(50%,-50%)}" +
  "a:hover .play,a:focus-visible .play{background:#fff;color:#16191d}" +
  ".play svg{inline-size:1.75rem;block-size:1.75rem;margin-inline-start:.2rem}" +
  ".title{max-inline-size:40ch;font-size:clamp(1rem,2.6vw,1.3rem);text-wrap:balance}" +
  ".note{font-weight:400;font-size:.8125rem;color:#d5d8dc}" +
  ".hidden{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}";

const PLAY_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 4.5v15l13-7.5z" fill="currentColor"/></svg>';

/** The poster document for an iframe's srcdoc (the caller's renderer escapes it for the attribute). */
export function posterDocument({ src, title, playLabel, note, lang, dir }: PosterDocumentOptions): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title><style>${STYLES}</style></head><body>` +
    `<a href="${escapeHtml(src)}"><span class="play">${PLAY_ICON}</span>` +
    `<span class="title"><span class="hidden">${escapeHtml(playLabel)} </span>${escapeHtml(title)}</span>` +
    `<span class="note">${escapeHtml(note)}</span></a></body></html>`
  );
}
