import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@broadsheet/components";

/** What a field of the submitted form holds, by name ("" for none). */
export type FormValues = (name: string) => string;

/**
 * Reads the form's fields by name. Not `FormData`: its constructor from a form is the DOM's, and test runners
 * that swap in a fetch-only FormData cannot take a form.
 */
function valuesOf(form: HTMLFormElement): FormValues {
  return (name) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : "";
  };
}

export interface RecoveryFormProps {
  /** The block's name, for its class names (`b-account-recovery__form--<name>`). */
  name: string;
  intro?: string;
  submitLabel: string;
  /** The call the form makes with what was typed; a throw shows `errorOf(thrown)` in the form's alert. */
  onSubmit: (values: FormValues) => Promise<void>;
  errorOf: (thrown: unknown) => string;
  /** A note shown above the button and tied to it (the editor's "cannot submit here"). */
  note?: string;
  /** Nothing is sent (PageBuilder's editor for the reset form). */
  cannotSubmit?: boolean;
  /** Where the bot challenge goes, beside the form's alert. */
  challenge?: ReactNode;
  children: ReactNode;
}

/**
 * The form all three blocks share: a real `<form>` from the server with its labelled fields (uncontrolled, so what
 * a reader typed before hydration is kept), the browser's own validation (the fields show the spec's messages),
 * one call in flight at a time with the button disabled meanwhile, and a form-level alert for a failed call.
 * `method="post"` so a submit before hydration never puts an address or a password in the page's URL.
 */
export function RecoveryForm({
  name,
  intro,
  submitLabel,
  onSubmit,
  errorOf,
  note,
  cannotSubmit = false,
  challenge,
  children,
}: RecoveryFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const inFlight = useRef(false);
  const noteId = `b-account-recovery-${name}-note`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cannotSubmit || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError("");
    try {
      await onSubmit(valuesOf(event.currentTarget));
    } catch (thrown) {
      setError(errorOf(thrown));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className={`b-account-recovery__form b-account-recovery__form--${name}`}
      method="post"
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      {intro ? <p className="b-account-recovery__intro">{intro}</p> : null}
      {children}
      {challenge}
      {/* In the page from the start, so screen readers announce what appears in it. */}
      <p role="alert" className="b-account-recovery__error">
        {error}
      </p>
      {note ? (
        <p id={noteId} className="b-account-recovery__note">
          {note}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        fullWidth
        disabled={busy || cannotSubmit}
        aria-describedby={note ? noteId : undefined}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

export interface ConfigProblemProps {
  isAdmin: boolean;
  property: string;
  t: (key: string, variables?: Record<string, string | number>) => string;
}

/** A site without a usable identity origin: readers get a clear message, editors the property to set. */
export function ConfigProblem({ isAdmin, property, t }: ConfigProblemProps) {
  return (
    <p role="alert" className="b-account-recovery__error">
      {isAdmin ? t("account-recovery-blocks.config-missing", { property }) : t("account-recovery-blocks.unavailable")}
    </p>
  );
}
