import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FocusEventHandler,
  type FormEvent,
  type FormEventHandler,
  type SyntheticEvent,
} from "react";
import { usePhrases } from "@broadsheet/kit";

type Control = HTMLInputElement | HTMLSelectElement;

export interface ValidationOptions {
  /** Shows the error from the first render, for a verdict the server already gave. */
  showDefaultError?: boolean;
  /** Replaces the browser's message (and the fallback phrases) for every kind of invalid value. */
  validationErrorMessage?: string;
}

export interface Validation {
  error: string | null;
  /** Fired by checkValidity() and by a form's submit, so both show the same message. */
  onInvalid: (event: SyntheticEvent<Control>) => void;
  /** Runs the browser's check, as on blur: shows the message, or clears it when the value passes. */
  check: (control: Control) => void;
  /**
   * After an edit, clears a message the value no longer deserves; new errors wait for the next blur. An edit of
   * another field of the form rechecks it too, as a field's verdict may hang on its neighbour's value.
   */
  recheck: (control: Control) => void;
}

/** The browser's constraint validation, surfaced as one message the field shows. */
export function useValidation({ showDefaultError, validationErrorMessage }: ValidationOptions): Validation {
  const phrases = usePhrases();
  const [message, setMessage] = useState<string | null>(null);
  // The control the message is about, for the edits of its neighbours (the hook is given no ref of its own).
  const judged = useRef<Control | null>(null);
  const [defaultShown, setDefaultShown] = useState(Boolean(showDefaultError));
  // A server verdict arriving later (false → true) must show again even if the reader cleared the last one.
  const [previousShowDefault, setPreviousShowDefault] = useState(showDefaultError);
  if (previousShowDefault !== showDefaultError) {
    setPreviousShowDefault(showDefaultError);
    setDefaultShown(Boolean(showDefaultError));
  }

  const custom = validationErrorMessage?.trim() ? validationErrorMessage : undefined;
  const error = message ?? (defaultShown ? (custom ?? phrases.t("global.invalid-field")) : null);

  const clear = () => {
    setMessage(null);
    setDefaultShown(false);
  };

  useEffect(() => {
    const control = judged.current;
    const form = control?.form;
    if (message === null || !control || !form) return undefined;
    // A confirmation that said "do not match" must go once the password above it is edited to match: otherwise it
    // stays until the reader enters and leaves the confirmation again. The document hears an edit after React's
    // root has run the form's handlers, which set the verdicts (setCustomValidity) read here; the form itself
    // would hear it before them.
    const owner = control.ownerDocument;
    const onEdit = (event: Event) => {
      const edited = event.target;
      if (edited === control || !(edited instanceof Node) || !form.contains(edited)) return;
      if (control.validity.valid) {
        setMessage(null);
        setDefaultShown(false);
      }
    };
    owner.addEventListener("input", onEdit);
    return () => owner.removeEventListener("input", onEdit);
  }, [message]);

  return {
    error,
    onInvalid: (event) => {
      const control = event.currentTarget;
      judged.current = control;
      // Browsers always give a message; some environments do not, and then the phrases speak instead.
      const fallback = phrases.t(control.validity.valueMissing ? "global.required-field" : "global.invalid-field");
      setMessage(custom ?? (control.validationMessage || fallback));
    },
    check: (control) => {
      if (control.checkValidity()) clear();
    },
    recheck: (control) => {
      if (error !== null && control.validity.valid) clear();
    },
  };
}

export interface ControlHandlers<E extends Control> {
  onBlur?: FocusEventHandler<E>;
  onInvalid?: FormEventHandler<E>;
  onChange?: (value: string) => void;
}

/** The props that wire a control to its validation, keeping the caller's own handlers. */
export function validatedControlProps<E extends Control>(validation: Validation, handlers: ControlHandlers<E>) {
  return {
    "aria-invalid": validation.error !== null,
    onInvalid: (event: FormEvent<E>) => {
      validation.onInvalid(event);
      handlers.onInvalid?.(event);
    },
    onBlur: (event: FocusEvent<E>) => {
      validation.check(event.currentTarget);
      handlers.onBlur?.(event);
    },
    onChange: (event: ChangeEvent<E>) => {
      // The caller's handler first: it may set the control's custom validity from the new value (a password
      // confirmation that now matches), and the recheck must judge that verdict, not the previous keystroke's.
      const control = event.currentTarget;
      handlers.onChange?.(control.value);
      validation.recheck(control);
    },
  };
}
