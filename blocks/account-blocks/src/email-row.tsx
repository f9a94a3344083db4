import { useState } from "react";
import { SubmitForm, TextInput } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { PHRASES, isCaptchaError, accountErrorPhrase } from "@broadsheet/arc-client";
import { AccountRow, CancelButton } from "./account-row";

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

  return (
    <AccountRow
      name="email"
      title={phrases.t("account-blocks.email")}
      value={email}
      editing={editing}
      editLabel={phrases.t("account-blocks.edit-email")}
      onEdit={() => {
        setSaved(false);
        setEditing(true);
      }}
      status={saved ? phrases.t("account-blocks.email-saved") : undefined}
    >
      <SubmitForm
        className="b-account-form"
        submitLabel={phrases.t("account-blocks.save")}
        validation="fields"
        errorOf={(thrown) => phrases.t(emailErrorPhrase(thrown))}
        onSubmit={async (values) => {
          if (!save) return;
          await save(values("email").trim());
          setSaved(true);
          setEditing(false);
        }}
        secondary={<CancelButton onCancel={() => setEditing(false)} />}
      >
        <TextInput
          type="email"
          name="email"
          label={phrases.t("account-blocks.email")}
          defaultValue={email}
          autoComplete="email"
          required
          validationErrorMessage={phrases.t(PHRASES.emailRequirements)}
        />
      </SubmitForm>
    </AccountRow>
  );
}
