import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFusionContext } from "fusion:context";
import { styled } from "@broadsheet/style";
import { Button, Link } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  BotChallenge,
  configProblemOf,
  reportConfigProblem,
  sameOriginPath,
  type BotChallengeHandle,
  type PhraseKey,
} from "@broadsheet/arc-client";

const Root = styled.form.withConfig({ componentId: "bs-identity-form" })`
  display: grid;
  gap: var(--bs-space-md);
  inline-size: min(100%, 28rem);
  margin-inline: auto;
  .b-identity-form__check {
    display: flex;
    align-items: center;
    gap: var(--bs-space-xs);
  }
  .b-identity-form__check input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
  }
  .b-identity-form__check input:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-identity-form__alert {
    margin: 0;
    padding: var(--bs-space-sm);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-danger-surface);
    color: var(--bs-color-danger);
  }
  .b-identity-form__alert:empty {
    display: none;
  }
  .b-identity-form__links {
    display: grid;
    gap: var(--bs-space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Links are checked as paths of a site; the origin only anchors relative ones. */
const SITE_FOR_LINKS = "https://site.invalid";

/** A link under the form (sign up, forgot password…): the page from a field, the words from a phrase. */
export interface FormLink {
  href: string;
  phrase: string;
}

/** What a submit handler is given: the form's values as typed, and the challenge's token. */
export interface Submission {
  /** A text field's value ("" when there is none). */
  text(name: string): string;
  /** Whether a checkbox is ticked. */
  checked(name: string): boolean;
  recaptchaToken: string | undefined;
}

/** The form's fields by name, read from the elements (the uncontrolled inputs hold what the reader typed). */
function submissionOf(form: HTMLFormElement, recaptchaToken: string | undefined): Submission {
  const input = (name: string): HTMLInputElement | null => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };
  return {
    text: (name) => input(name)?.value ?? "",
    checked: (name) => input(name)?.checked === true,
    recaptchaToken,
  };
}

export interface IdentityFormProps {
  /** The form's accessible name (a phrase key). */
  label: string;
  /** The submit button's words (a phrase key). */
  submit: string;
  challenge: BotChallengeHandle;
  /** Checks beyond the browser's (the confirmation matching): run before validity is read; return false to stop. */
  prepare?: (form: HTMLFormElement) => void;
  /** The call. Throws what the SDK threw; the form turns it into a phrase with `errorPhrase`. */
  onSubmit: (submission: Submission) => Promise<void>;
  /** The catalogue decision for this flow (arc-client's loginErrorPhrase, signUpErrorPhrase). */
  errorPhrase: (thrown: unknown) => PhraseKey;
  links?: readonly FormLink[];
  /** A form-level message shown without a submit (a site property at fault, found on load). */
  notice?: string | null;
  className?: string;
  children: ReactNode;
}

/**
 * The form every sign-in block shares: a real `<form>` the server renders with labelled, uncontrolled fields (so
 * what a reader types before hydration stays), the bot challenge, one form-level alert and a submit button that
 * is disabled while the one call is in flight. After hydration the form validates itself, so each field shows the
 * spec's message beside it instead of the browser's bubble.
 */
export function IdentityForm({
  label,
  submit,
  challenge,
  prepare,
  onSubmit,
  errorPhrase,
  links = [],
  notice = null,
  className,
  children,
}: IdentityFormProps) {
  const { arcSite, isAdmin } = useFusionContext();
  const phrases = usePhrases();
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The server's form keeps the browser's own validation (nothing else runs before hydration); once hydrated the
  // fields' messages take over. Set here, not rendered, so the server's HTML and the first render agree.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const handleSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (inFlight.current) return;
      prepare?.(form);
      // checkValidity fires `invalid` on each field at fault, which shows its message beside it.
      if (!form.checkValidity()) {
        challenge.failed(null);
        form.querySelector<HTMLElement>(":invalid")?.focus();
        return;
      }
      if (challenge.missing) {
        // The challenge shows its own message ("please complete the security check").
        challenge.failed(null);
        return;
      }
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        await onSubmit(submissionOf(form, challenge.token ?? undefined));
      } catch (thrown) {
        const property = configProblemOf(thrown);
        if (property !== null) {
          reportConfigProblem(arcSite, property);
          setError(
            isAdmin
              ? phrases.t("identity-blocks.config-missing", { property })
              : phrases.t("identity-blocks.unavailable"),
          );
        } else if (!challenge.failed(thrown)) {
          setError(phrases.t(errorPhrase(thrown)));
        }
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [arcSite, challenge, errorPhrase, isAdmin, onSubmit, phrases, prepare],
  );

  const shown = error ?? notice;
  const safeLinks = links.flatMap((link) => {
    // Only pages of this site: a field holding another address or script shows no link.
    const href = sameOriginPath(link.href, SITE_FOR_LINKS);
    return href ? [{ ...link, href }] : [];
  });

  return (
    <Root
      ref={formRef}
      // A submit before hydration must not put the password in the address.
      method="post"
      aria-label={phrases.t(label)}
      aria-busy={busy}
      className={["b-identity-form", className].filter(Boolean).join(" ")}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {children}
      <BotChallenge challenge={challenge} />
      <p role="alert" className="b-identity-form__alert">
        {shown ?? ""}
      </p>
      <Button type="submit" variant="primary" fullWidth disabled={busy} className="b-identity-form__submit">
        {phrases.t(submit)}
      </Button>
      {safeLinks.length > 0 ? (
        <ul className="b-identity-form__links">
          {safeLinks.map((link) => (
            <li key={link.phrase}>
              <Link href={link.href}>{phrases.t(link.phrase)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Root>
  );
}

export interface CheckboxProps {
  name: string;
  label: string;
  defaultChecked?: boolean;
}

/** A labelled native checkbox ("remember me"): the components have no checkbox yet. */
export function Checkbox({ name, label, defaultChecked = false }: CheckboxProps) {
  return (
    <label className="b-identity-form__check">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} />
      <span>{label}</span>
    </label>
  );
}
