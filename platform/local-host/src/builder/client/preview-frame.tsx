import { useEffect, useId, useRef, useState } from "react";
import { watchPreview, type ImagePick, type ReadEdit } from "./inline-edit";

export type PreviewWidth = "phone" | "desktop";

const DESKTOP_WIDTH = 1280;

/** How large the desktop preview is drawn: fitted to the column (small text on a laptop), or a set size, scrolled. */
export type PreviewZoom = "fit" | "0.5" | "0.75" | "1";
const ZOOMS: readonly { value: PreviewZoom; label: string }[] = [
  { value: "fit", label: "Fit to column" },
  { value: "0.5", label: "50 %" },
  { value: "0.75", label: "75 %" },
  { value: "1", label: "100 %" },
];

export interface PreviewFrameProps {
  /** The draft's address on the preview (admin mode), or undefined while there is none to show. */
  url: string | undefined;
  width: PreviewWidth;
  onWidth(width: PreviewWidth): void;
  /** Why there is no preview (the page cannot be loaded as it is). */
  problem?: string;
  /** Whether the page has changed since the frame's address was drawn (a newer one is on its way). */
  stale?: boolean;
  /** What the last edit made in the frame did, or why it was not kept. */
  note?: string;
  /** A text edited in place in the frame (blur or Enter). */
  onEdit(edit: ReadEdit): void;
  /** An image clicked in the frame, which the block lets editors replace. */
  onImage(pick: ImagePick): void;
}

/**
 * The draft as the preview renders it in admin mode. The frame's address changes with each edit, so only the
 * frame reloads; at desktop width the page is laid out 1280 px wide and drawn at the chosen zoom. The frame is
 * the builder's own origin, so the builder listens to its document for edits made in place.
 */
export function PreviewFrame({ url, width, onWidth, problem, stale, note, onEdit, onImage }: PreviewFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(DESKTOP_WIDTH);
  const [zoom, setZoom] = useState<PreviewZoom>("0.75");
  const [loaded, setLoaded] = useState<string | undefined>();
  const id = useId();
  // The latest handlers, for listeners attached when a page loaded in the frame.
  const handlers = useRef({ onEdit, onImage });
  useEffect(() => {
    handlers.current = { onEdit, onImage };
  });
  const stop = useRef<() => void>(undefined);
  const scrolled = useRef(0);
  useEffect(() => () => stop.current?.(), []);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? DESKTOP_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const listen = (frame: HTMLIFrameElement) => {
    setLoaded(frame.getAttribute("src") ?? undefined);
    stop.current?.();
    stop.current = undefined;
    const document = frame.contentDocument;
    const view = frame.contentWindow;
    if (!document || !view) return;
    // Each edit loads a new draft: the editor stays where they were on the page, not back at its top.
    view.scrollTo(0, scrolled.current);
    const onScroll = () => (scrolled.current = view.scrollY);
    view.addEventListener("scroll", onScroll, { passive: true });
    const unwatch = watchPreview(document, {
      onEdit: (edit) => handlers.current.onEdit(edit),
      onImage: (pick) => handlers.current.onImage(pick),
    });
    stop.current = () => {
      unwatch();
      view.removeEventListener("scroll", onScroll);
    };
  };

  const desktop = width === "desktop";
  const scale = zoom === "fit" ? Math.min(1, room / DESKTOP_WIDTH) : Number(zoom);
  return (
    <section aria-labelledby="preview-heading" className="preview">
      <div className="bar preview-bar">
        <h2 id="preview-heading">Preview</h2>
        <span className="spacer" />
        {desktop ? (
          <span className="zoom">
            <label htmlFor={`${id}-zoom`}>Zoom</label>{" "}
            <select id={`${id}-zoom`} value={zoom} onChange={(event) => setZoom(event.target.value as PreviewZoom)}>
              {ZOOMS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <div role="group" aria-label="Preview width">
          <button type="button" aria-pressed={width === "phone"} onClick={() => onWidth("phone")}>
            Phone
          </button>{" "}
          <button type="button" aria-pressed={desktop} onClick={() => onWidth("desktop")}>
            Desktop
          </button>
        </div>
      </div>
      <p className="hint">Click a headline, description or overline in the preview to edit it; Enter keeps it.</p>
      {problem ? <p className="problems">{problem}</p> : null}
      {note ? (
        <p className="note" role="status">
          {note}
        </p>
      ) : null}
      {/* Scrolls on its own, so the bar above stays in view; focusable, so a keyboard scrolls it too. */}
      <div
        ref={box}
        className="frame-wrap"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region needs keyboard access
        tabIndex={0}
        role="region"
        aria-label="The page as drawn"
        aria-busy={Boolean(stale) || (url !== undefined && loaded !== url)}
      >
        {url ? (
          <div
            className="frame-box"
            style={desktop ? { width: DESKTOP_WIDTH * scale, height: "calc(100vh - 10rem)" } : undefined}
          >
            <iframe
              title="Page preview"
              src={url}
              className={desktop ? undefined : "phone"}
              onLoad={(event) => listen(event.currentTarget)}
              style={
                desktop
                  ? {
                      width: DESKTOP_WIDTH,
                      height: `calc((100vh - 10rem) / ${scale})`,
                      transform: `scale(${scale})`,
                      transformOrigin: "0 0",
                    }
                  : undefined
              }
            />
          </div>
        ) : (
          <p className="empty">The preview appears once the page can be loaded.</p>
        )}
      </div>
    </section>
  );
}
