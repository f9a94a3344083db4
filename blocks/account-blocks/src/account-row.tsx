import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";

export interface AccountRowProps {
  /** Stable part of the class names and ids (email, password, social). */
  name: string;
  title: string;
  /** What the row shows while it is not edited. */
  value: ReactNode;
  editing: boolean;
  /** The view's button ("Edit", "Add password"); none when the row cannot be edited. */
  editLabel?: string;
  onEdit?: () => void;
  /** The form shown while editing. */
  children?: ReactNode;
  /** A status after a change worked, announced politely. */
  status?: string;
}

/**
 * A row of account management that toggles between viewing a value and a form editing it. Opening the form
 * moves focus into it; closing it (cancel or save) gives focus back to the row's button.
 */
export function AccountRow({ name, title, value, editing, editLabel, onEdit, children, status }: AccountRowProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current) body.current?.querySelector<HTMLElement>("input, select, button")?.focus();
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const headingId = `b-account-row-${name}`;
  return (
    <section className={`b-account-row b-account-row--${name}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="b-account-row__title">
        {title}
      </h3>
      <div ref={body} className="b-account-row__body">
        {editing ? (
          children
        ) : (
          <div className="b-account-row__view">
            <div className="b-account-row__value">{value}</div>
            {editLabel && onEdit ? (
              <button ref={editButton} type="button" className="b-account-row__edit" onClick={onEdit}>
                {editLabel}
              </button>
            ) : null}
          </div>
        )}
      </div>
      <p role="status" className="b-account-row__status">
        {editing ? "" : (status ?? "")}
      </p>
    </section>
  );
}

/** The Cancel beside a form's submit (SubmitForm's `secondary`) that closes what the form opened in place. */
export function CancelButton({ onCancel }: { onCancel: () => void }) {
  const phrases = usePhrases();
  return <Button onClick={onCancel}>{phrases.t("account-blocks.cancel")}</Button>;
}
