import { useEffect, useRef, useState } from "react";

export type PreviewWidth = "phone" | "desktop";

const DESKTOP_WIDTH = 1280;

export interface PreviewFrameProps {
  /** The draft's address on the preview (admin mode), or undefined while there is none to show. */
  url: string | undefined;
  width: PreviewWidth;
  onWidth(width: PreviewWidth): void;
  /** Why there is no preview (the page cannot be loaded as it is). */
  problem?: string;
}

/**
 * The draft as the preview renders it in admin mode. The frame's address changes with each edit, so only the
 * frame reloads; at desktop width the page is laid out 1280 px wide and scaled to fit the column.
 */
export function PreviewFrame({ url, width, onWidth, problem }: PreviewFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(DESKTOP_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? DESKTOP_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = width === "desktop" ? Math.min(1, room / DESKTOP_WIDTH) : 1;
  return (
    <section aria-labelledby="preview-heading">
      <div className="bar" style={{ background: "none", border: 0, padding: "0 0 .5rem" }}>
        <h2 id="preview-heading">Preview</h2>
        <span className="spacer" />
        <div role="group" aria-label="Preview width">
          <button type="button" aria-pressed={width === "phone"} onClick={() => onWidth("phone")}>
            Phone
          </button>{" "}
          <button type="button" aria-pressed={width === "desktop"} onClick={() => onWidth("desktop")}>
            Desktop
          </button>
        </div>
      </div>
      {problem ? <p className="problems">{problem}</p> : null}
      <div ref={box} className="frame-wrap">
        {url ? (
          <div style={width === "desktop" ? { width: DESKTOP_WIDTH * scale, overflow: "hidden" } : undefined}>
            <iframe
              title="Page preview"
              src={url}
              className={width === "phone" ? "phone" : undefined}
              style={
                width === "desktop"
                  ? {
                      width: DESKTOP_WIDTH,
                      height: `calc((100vh - 7rem) / ${scale})`,
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
