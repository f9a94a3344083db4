import { usePhrases } from "@broadsheet/kit";
import type { PhraseKey } from "@broadsheet/arc-client";

/** A form's alert: always in the page, so screen readers announce the failure that appears in it. */
export function FormAlert({ error }: { error: PhraseKey | null }) {
  const phrases = usePhrases();
  return (
    <p role="alert" className="b-account-form__error">
      {error ? phrases.t(error) : ""}
    </p>
  );
}

export interface FormActionsProps {
  busy: boolean;
  submit: string;
  onCancel?: () => void;
}

/** Submit (disabled while the call runs) and, for rows that toggle, Cancel. */
export function FormActions({ busy, submit, onCancel }: FormActionsProps) {
  const phrases = usePhrases();
  return (
    <div className="b-account-form__actions">
      <button type="submit" className="b-account-form__submit" disabled={busy} aria-busy={busy}>
        {submit}
      </button>
      {onCancel ? (
        <button type="button" className="b-account-form__cancel" onClick={onCancel}>
          {phrases.t("account-blocks.cancel")}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The value of a form's named field. Read from the form's own controls rather than through `FormData`, which a
 * page's scripts (or a test environment) may have replaced with a version that does not take a form.
 */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : "";
}
