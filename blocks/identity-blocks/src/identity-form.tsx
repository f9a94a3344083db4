import { useCallback, type ReactNode } from "react";
import { useFusionContext } from "fusion:context";
import { SubmitForm, type FieldValues } from "@broadsheet/components";
import { serverPart, usePhrases } from "@broadsheet/kit";
import { sameOriginPath, type BotChallengeHandle, type PhraseKey } from "@broadsheet/arc-client";
import { FormBotChallenge } from "./bot-challenge-part";
import { catalogue } from "./catalogue-later";

// The forms' look never changes once rendered: the server writes it into the page, and the islands do not carry it.
const KeptStyles = serverPart(() => import("./identity-form.styles").then((module) => module.IdentityFormStyles));
// The links under the form are data until an editor changes a field: the server writes them, the islands keep them.
const KeptLinks = serverPart(() => import("./form-links").then((module) => module.FormLinks));

/** The spec's default privacy policy route (commerce-and-identity §2), named under the sign-in forms. */
export const DEFAULT_TERMS_AND_PRIVACY_URL = "/privacy-policy/";

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

function submissionOf(values: FieldValues, recaptchaToken: string | undefined): Submission {
  return { text: values, checked: (name) => values(name) !== "", recaptchaToken };
}

export interface IdentityFormProps {
  /** The form's accessible name (a phrase key). */
  label: string;
  /** The submit button's words (a phrase key). */
  submit: string;
  challenge: BotChallengeHandle;
  /** Checks beyond the browser's (the confirmation matching): run before validity is read. */
  prepare?: (form: HTMLFormElement) => void;
  /** The call. Throws what the SDK threw; the form turns it into a phrase with `errorPhrase`. */
  onSubmit: (submission: Submission) => Promise<void>;
  /**
   * The catalogue decision for this flow (arc-client's loginErrorPhrase, signUpErrorPhrase), or a promise of it
   * (catalogue-later.ts), so that its code loads only once a call failed.
   */
  errorPhrase: (thrown: unknown) => PhraseKey | PromiseLike<PhraseKey>;
  links?: readonly FormLink[];
  /** The terms and privacy page named under the form (same site only; none when absent or not the site's). */
  termsURL?: string;
  /** Shown under the form, outside it: what a failed call offers next (send the verification email again). */
  aside?: ReactNode;
  /** A form-level message shown without a submit (a site property at fault, found on load). */
  notice?: string | null;
  className?: string;
  children: ReactNode;
}

/**
 * The sign-in blocks' form: components' SubmitForm (a server-rendered post form, uncontrolled fields, one call
 * in flight, an alert) checking its own fields once hydrated, with the bot challenge before the alert, the
 * catalogue's phrase for a failed call (a captcha error shows beside the challenge instead, a missing site
 * property names itself), and links to the neighbouring pages of this site.
 */
export function IdentityForm({
  label,
  submit,
  challenge,
  prepare,
  onSubmit,
  errorPhrase,
  links = [],
  termsURL,
  aside,
  notice = null,
  className,
  children,
}: IdentityFormProps) {
  const { arcSite, isAdmin } = useFusionContext();
  const phrases = usePhrases();

  const errorOf = useCallback(
    async (thrown: unknown): Promise<string | null> => {
      const code = await catalogue().catch(() => null);
      if (code === null) {
        // The catalogue's code did not arrive (a dropped connection): a message still, never an empty alert.
        challenge.failed(thrown);
        return phrases.t("identity-blocks.unavailable");
      }
      const property = code.configProblemOf(thrown);
      if (property !== null) {
        code.reportConfigProblem(arcSite, property);
        return isAdmin
          ? phrases.t("identity-blocks.config-missing", { property })
          : phrases.t("identity-blocks.unavailable");
      }
      return challenge.failed(thrown) ? null : phrases.t(await errorPhrase(thrown));
    },
    [arcSite, challenge, errorPhrase, isAdmin, phrases],
  );

  const safeLinks = links.flatMap((link) => {
    // Only pages of this site: a field holding another address or script shows no link.
    const href = sameOriginPath(link.href, SITE_FOR_LINKS);
    return href ? [{ ...link, href }] : [];
  });
  const terms = sameOriginPath(termsURL, SITE_FOR_LINKS);
  const shownLinks = safeLinks.map((link) => ({ href: link.href, text: phrases.t(link.phrase) }));
  const shownTerms = terms
    ? {
        href: terms,
        before: phrases.t("identity-blocks.terms-before"),
        link: phrases.t("identity-blocks.terms-link"),
        after: phrases.t("identity-blocks.terms-after"),
      }
    : null;

  return (
    <div className={["b-identity-form", className].filter(Boolean).join(" ")}>
      <SubmitForm
        aria-label={phrases.t(label)}
        submitLabel={phrases.t(submit)}
        validation="fields"
        prepare={prepare}
        onInvalid={() => challenge.failed(null)}
        ready={() => {
          // An unsolved challenge shows its own message ("please complete the security check").
          if (challenge.missing) challenge.failed(null);
          return !challenge.missing;
        }}
        onSubmit={(values) => {
          // The catalogue starts loading with the call, so a failure's message needs no further wait.
          catalogue().catch(() => undefined);
          return onSubmit(submissionOf(values, challenge.token ?? undefined));
        }}
        errorOf={errorOf}
        notice={notice}
        footer={<FormBotChallenge challenge={challenge} />}
        after={
          shownLinks.length > 0 || shownTerms !== null ? <KeptLinks links={shownLinks} terms={shownTerms} /> : null
        }
      >
        {children}
      </SubmitForm>
      {aside}
      <KeptStyles />
    </div>
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
