import { createElement, useState } from "react";

/** Fusion's Static: its children on the server; while the page hydrates, the server's HTML kept untouched. */
export default function Static({ id, className, children }) {
  const domId = `fusion-static-enter:${id}`;
  const [keep] = useState(() => typeof document !== "undefined" && document.getElementById(domId) !== null);
  return keep
    ? createElement("div", {
        id: domId,
        className,
        dangerouslySetInnerHTML: { __html: "" },
        suppressHydrationWarning: true,
      })
    : createElement("div", { id: domId, className }, children);
}
