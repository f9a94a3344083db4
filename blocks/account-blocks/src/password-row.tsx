import { useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { SubmitForm, TextInput } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  BotChallenge,
  PHRASES,
  accountErrorPhrase,
  formatRuleMessages,
  isCaptchaError,
  passwordErrors,
  passwordHint,
  useBotChallenge,
  type BotChallengeHandle,
  type IdentityCaptchaConfig,
  type PasswordRules,
} from "@broadsheet/arc-client";
import { AccountRow, CancelButton } from "./account-row";

export interface PasswordRowProps {
  /** The reader signs in with a password; without one (social accounts only) the row adds a first one. */
  hasPassword: boolean;
  /** The identity config's rules; null while unknown or when the config failed (the generic message then). */
  rules: PasswordRules | null;
  /** sdk-identity's updatePassword; absent in the editor, where nothing is sent. */
  save?: (currentPassword: string, newPassword: string) => Promise<void>;
}

/** The catalogue's phrase for a failed password change (captcha codes keep their own). */
export const passwordErrorPhrase = (thrown: unknown) =>
  isCaptchaError(thrown) ? accountErrorPhrase(thrown) : PHRASES.updatePasswordError;

/**
 * The bot challenge's flow for a first password (spec §5: "Recaptcha is also required when adding a first
 * password"). The identity config has no flag of its own for it; adding a way to sign in is closest to signing up.
 */
export const FIRST_PASSWORD_FLOW = "signup";

/** Password: changed with the current one, or (for a social-only account) added as a first password. */
export function PasswordRow({ hasPassword: hadPassword, rules, save }: PasswordRowProps) {
  const phrases = usePhrases();
  // The cached profile lists a first password only once it is read again (up to 10 minutes later).
  const [added, setAdded] = useState(false);
  const hasPassword = hadPassword || added;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const done = () => {
    setSaved(true);
    setAdded(true);
    setEditing(false);
  };
  const form = { hasPassword, rules, save, onSaved: done, onCancel: () => setEditing(false) };
  return (
    <AccountRow
      name="password"
      title={phrases.t("account-blocks.password")}
      value={hasPassword ? "••••••••" : phrases.t("account-blocks.no-password")}
      editing={editing}
      editLabel={phrases.t(hasPassword ? "account-blocks.change-password" : "account-blocks.add-password")}
      onEdit={() => {
        setSaved(false);
        setEditing(true);
      }}
      status={saved ? phrases.t("account-blocks.password-saved") : undefined}
    >
      {hasPassword ? <PasswordForm {...form} /> : <FirstPasswordForm {...form} />}
    </AccountRow>
  );
}

interface PasswordFormProps extends PasswordRowProps {
  onSaved: () => void;
  onCancel: () => void;
  challenge?: BotChallengeHandle;
}

const EDITOR_CONFIG = async (): Promise<IdentityCaptchaConfig> => ({});

/** A first password's form, with the bot challenge (in the editor its config is not asked for). */
function FirstPasswordForm(props: PasswordFormProps) {
  const { arcSite, siteProperties, isAdmin } = useFusionContext();
  const challenge = useBotChallenge({
    flow: FIRST_PASSWORD_FLOW,
    site: arcSite,
    properties: siteProperties,
    ...(isAdmin ? { loadConfig: EDITOR_CONFIG } : {}),
  });
  return <PasswordForm {...props} challenge={challenge} />;
}

function PasswordForm({ hasPassword, rules, save, onSaved, onCancel, challenge }: PasswordFormProps) {
  const phrases = usePhrases();
  const newField = useRef<HTMLInputElement>(null);
  const confirmField = useRef<HTMLInputElement>(null);
  const t = (key: string, variables?: Record<string, string | number>) => phrases.t(key, variables);

  // The rules and the match are checked as the browser checks the rest, so each message sits at its field.
  const prepare = () => {
    const next = newField.current?.value ?? "";
    newField.current?.setCustomValidity(formatRuleMessages(passwordErrors(next, rules), t));
    confirmField.current?.setCustomValidity(confirmField.current.value === next ? "" : t(PHRASES.confirmPasswordError));
  };

  const clearCustom = (field: HTMLInputElement | null) => field?.setCustomValidity("");
  return (
    <SubmitForm
      className="b-account-form"
      submitLabel={phrases.t("account-blocks.save")}
      validation="fields"
      prepare={prepare}
      onInvalid={() => challenge?.failed(null)}
      ready={() => {
        // An unsolved challenge shows its own message ("please complete the security check").
        if (challenge?.missing) challenge.failed(null);
        return !challenge?.missing;
      }}
      // A captcha error shows beside the challenge (which resets); any other failure in the form's alert.
      errorOf={(thrown) => (challenge?.failed(thrown) ? null : phrases.t(passwordErrorPhrase(thrown)))}
      onSubmit={async (values) => {
        if (!save) return;
        // updatePassword takes no captcha token: the challenge guards the form, and Arc judges the call.
        await save(hasPassword ? values("currentPassword") : "", values("newPassword"));
        onSaved();
      }}
      footer={challenge ? <BotChallenge challenge={challenge} /> : null}
      secondary={<CancelButton onCancel={onCancel} />}
    >
      {hasPassword ? (
        <TextInput
          type="password"
          name="currentPassword"
          label={phrases.t("account-blocks.current-password")}
          autoComplete="current-password"
          required
        />
      ) : null}
      <TextInput
        ref={newField}
        type="password"
        name="newPassword"
        label={phrases.t("account-blocks.new-password")}
        autoComplete="new-password"
        required
        tip={formatRuleMessages(passwordHint(rules), t)}
        onChange={() => clearCustom(newField.current)}
      />
      <TextInput
        ref={confirmField}
        type="password"
        name="confirmPassword"
        label={phrases.t("account-blocks.confirm-password")}
        autoComplete="new-password"
        required
        onChange={() => clearCustom(confirmField.current)}
      />
    </SubmitForm>
  );
}
