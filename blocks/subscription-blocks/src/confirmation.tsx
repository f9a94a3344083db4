import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@broadsheet/components";

export interface ConfirmationProps {
  /** What confirming does, and what it means for the reader (a date, a price). */
  children: ReactNode;
  confirmLabel: string;
  declineLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onDecline: () => void;
}

/**
 * An inline confirmation in place of the action that opened it: focus moves to it when it opens (a screen
 * reader hears the question), Escape declines. The opener gives focus back when it closes.
 */
export function Confirmation({ children, confirmLabel, declineLabel, busy, onConfirm, onDecline }: ConfirmationProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.focus();
  }, []);
  // Escape from anywhere in the group (its buttons, a select) declines, as closing a dialog would.
  const decline = useRef(onDecline);
  useEffect(() => {
    decline.current = busy ? () => undefined : onDecline;
  }, [busy, onDecline]);
  useEffect(() => {
    const element = root.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") decline.current();
    };
    element?.addEventListener("keydown", onKey);
    return () => element?.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div ref={root} className="b-subscriptions__confirm" role="group" tabIndex={-1} aria-label={confirmLabel}>
      {children}
      <div className="b-subscriptions__actions">
        <Button variant="primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button disabled={busy} onClick={onDecline}>
          {declineLabel}
        </Button>
      </div>
    </div>
  );
}
