import type { ReactNode } from "react";

/**
 * The frame of every note the kit shows editors, so a field that does not fit and a field left empty read
 * alike on the page: the block's label first, then what to do. Readers never see one (callers render it in
 * admin mode only). Inline styles, not a stylesheet: a note must read the same in any theme and any host.
 */
export function AdminNote({ className, title, children }: { className: string; title: string; children: ReactNode }) {
  return (
    <div
      role="note"
      className={className}
      style={{ border: "2px solid #8a5300", background: "#fff4e0", color: "#1a1a1a", padding: "0.5rem 0.75rem" }}
    >
      <strong>{title}</strong>
      {children}
    </div>
  );
}
