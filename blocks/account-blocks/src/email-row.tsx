import { useState, type FormEvent } from "react";
import { TextInput } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { PHRASES, isCaptchaError, accountErrorPhrase } from "@broadsheet/arc-client";
import { AccountRow } from "./account-row";
import { FormActions, FormAlert, fieldValue } from "./form-parts";
import { useCall } from "./use-call";

export interface EmailRowProps {
  email: string;
  /** Saves the new address (sdk-identity's updateUserProfile); absent in the editor, where nothing is sent. */
  save?: (email: string) => Promise<void>;
}

/** The catalogue's phrase for a failed email change (captcha codes keep their own). */
export const emailErrorPhrase = (thrown: unknown) =>
  isCaptchaError(thrown) ? accountErrorPhrase(thrown) : PHRASES.updateEmailError;

/** Email address: shown, or edited in a form that saves it to the reader's profile. */
export function EmailRow({ email, save }: EmailRowProps) {
  const phrases = usePhrases();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const call = useCall();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) return;
    const next = fieldValue(form, "email").trim();
    if (!save) return;
    if (await call.run(() => save(next), emailErrorPhrase)) {
      setSaved(true);
      setEditing(false);
    }
  };

  return (
    <AccountRow
      name="email"
      title={phrases.t("account-blocks.email")}
      value={email}
      editing={editing}
      editLabel={phrases.t("account-blocks.edit-email")}
      onEdit={() => {
        setSaved(false);
        call.clear();
        setEditing(true);
      }}
      status={saved ? phrases.t("account-blocks.email-saved") : undefined}
    >
      <form className="b-account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextInput
          type="email"
          name="email"
          label={phrases.t("account-blocks.email")}
          defaultValue={email}
          autoComplete="email"
          required
          validationErrorMessage={phrases.t(PHRASES.emailRequirements)}
        />
        <FormAlert error={call.error} />
        <FormActions busy={call.busy} submit={phrases.t("account-blocks.save")} onCancel={() => setEditing(false)} />
      </form>
    </AccountRow>
  );
}
