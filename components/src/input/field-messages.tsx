import type { ReactNode } from "react";
import { hasContent } from "../join/has-content";

export interface FieldMessagesProps {
  error: string | null;
  tip?: ReactNode;
  errorId: string;
  tipId: string;
}

/** The ids of the message a control is described by: the error while there is one, otherwise the tip. */
export function describedBy({ error, tip, errorId, tipId }: FieldMessagesProps, own?: string): string | undefined {
  const message = error !== null ? errorId : hasContent(tip) ? tipId : undefined;
  return [own, message].filter(Boolean).join(" ") || undefined;
}

/** An error replaces the tip, so a reader hears one message about the field, never two. */
export function FieldMessages({ error, tip, errorId, tipId }: FieldMessagesProps) {
  if (error !== null) {
    return (
      <p id={errorId} className="c-input__error" role="alert">
        {error}
      </p>
    );
  }
  if (!hasContent(tip)) return null;
  return (
    <p id={tipId} className="c-input__tip">
      {tip}
    </p>
  );
}

export function RequiredMark({ required }: { required?: boolean }) {
  // The control's `required` already tells screen readers; the mark is for sighted readers only.
  return required ? (
    <span className="c-input__required" aria-hidden="true">
      *
    </span>
  ) : null;
}
