import { useEffect, useId, useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from "react";
import { serverPart } from "@broadsheet/kit";
import { Button } from "../button";
import { classNames } from "../utils/class-names";

/** What a field of the submitted form holds, by name: its value, a ticked checkbox's value, else "". */
export type FieldValues = (name: string) => string;

export interface SubmitFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  "onSubmit" | "children" | "method" | "action"
> {
  submitLabel: string;
  /** The form's one call with what was typed; while it runs the button is disabled and a second submit ignored. */
  onSubmit: (values: FieldValues, form: HTMLFormElement) => Promise<void> | void;
  /**
   * The alert's text for what `onSubmit` threw; null when the failure is shown elsewhere (beside a field). May
   * answer later (a promise), so that the code deciding it loads only once a call failed; the button stays
   * disabled until it answers, and an answer that fails leaves the alert empty.
   */
  errorOf: (thrown: unknown) => string | null | PromiseLike<string | null>;
  /** A note above the button and tied to it, such as why it cannot submit here. */
  note?: ReactNode;
  /** Nothing is sent (an editor's preview of a form that would act on a real account). */
  cannotSubmit?: boolean;
  /** Shown after the fields and before the alert: a bot challenge. */
  footer?: ReactNode;
  /**
   * A second action beside the submit button, in one row with it (components' Button, type "button": Cancel on a
   * form that opens in place). The submit button then takes the width of its words instead of the form's.
   */
  secondary?: ReactNode;
  /** Shown after the button: links to the form's neighbours. */
  after?: ReactNode;
  /** A message in the alert before any submit (the form cannot work, and says so on load). */
  notice?: string | null;
  /**
   * "browser" leaves checking to the browser. "fields": once hydrated the form checks itself, so each field shows
   * its own message beside it (components' Input) and focus goes to the first field at fault; before hydration
   * the browser's check still guards it.
   */
  validation?: "browser" | "fields";
  /** Sets the fields' own verdicts (setCustomValidity) just before they are checked. */
  prepare?: (form: HTMLFormElement) => void;
  /** Told when a "fields" form refused its input. */
  onInvalid?: () => void;
  /** A last word after the fields passed: false stops the submit (a bot challenge still unsolved). */
  ready?: () => boolean;
  children: ReactNode;
}

/** The form's look never changes once rendered: the server writes it into the page, and the islands do not carry it. */
export const KeptSubmitFormStyles = serverPart(
  () => import("./submit-form.styles").then((module) => module.SubmitFormStyles),
  {
    hoistedOnly: true,
  },
);

function valuesOf(form: HTMLFormElement): FieldValues {
  return (name) => {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      return field.checked ? field.value : "";
    }
    if (field instanceof RadioNodeList) return field.value;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement
    ) {
      return field.value;
    }
    return "";
  };
}

/**
 * A form that makes one call: a real `<form method="post">` from the server with its labelled fields, usable and
 * typed into before hydration (fields stay uncontrolled, so nothing typed is lost, and a submit before hydration
 * never puts what was typed in an address); the browser's own validation first; one call in flight, the button
 * disabled meanwhile; a failed call's message in an alert that is in the page from the start, so screen
 * readers announce it.
 */
export function SubmitForm({
  submitLabel,
  onSubmit,
  errorOf,
  note,
  cannotSubmit = false,
  footer,
  secondary,
  after,
  notice = null,
  validation = "browser",
  prepare,
  onInvalid,
  ready,
  className,
  children,
  ...rest
}: SubmitFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noteId = useId();

  // Set in an effect, not rendered: the server's form keeps the browser's check, and the first render matches it.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = validation === "fields";
  }, [validation]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cannotSubmit || inFlight.current) return;
    const form = event.currentTarget;
    prepare?.(form);
    // checkValidity fires `invalid` on each field at fault, which shows its message beside it.
    if (validation === "fields" && !form.checkValidity()) {
      onInvalid?.();
      // A fieldset holding a field at fault matches :invalid too, and comes first; it cannot take focus.
      form.querySelector<HTMLElement>(":invalid:not(fieldset)")?.focus();
      return;
    }
    if (ready && !ready()) return;
    inFlight.current = true;
    setBusy(true);
    setError("");
    try {
      await onSubmit(valuesOf(form), form);
    } catch (thrown) {
      // A text that comes later (its code loads only now) is awaited; one that never comes leaves the alert empty.
      setError((await Promise.resolve(errorOf(thrown)).catch(() => null)) ?? "");
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const submitButton = (
    <Button
      type="submit"
      variant="primary"
      fullWidth={!secondary}
      disabled={busy || cannotSubmit}
      aria-describedby={note ? noteId : undefined}
    >
      {submitLabel}
    </Button>
  );

  return (
    <form
      {...rest}
      ref={formRef}
      className={classNames("c-submit-form", className)}
      method="post"
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      {children}
      {footer}
      <p role="alert" className="c-submit-form__alert">
        {error || notice || ""}
      </p>
      {note ? (
        <p id={noteId} className="c-submit-form__note">
          {note}
        </p>
      ) : null}
      {secondary ? (
        <div className="c-submit-form__actions">
          {submitButton}
          {secondary}
        </div>
      ) : (
        submitButton
      )}
      {after}
      <KeptSubmitFormStyles />
    </form>
  );
}
