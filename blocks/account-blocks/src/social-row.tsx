import { useState } from "react";
import { usePhrases } from "@broadsheet/kit";
import { accountErrorPhrase, type IdentityProfile } from "@broadsheet/arc-client";
import { SOCIAL_PROVIDERS, type SocialProvider } from "./account-sdk";
import { FormAlert } from "./form-parts";
import { useCall } from "./use-call";

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook", apple: "Apple" };

/** The social providers linked to a profile, in a fixed order (the profile's identity types are capitalised). */
export function linkedProviders(profile: IdentityProfile | null): SocialProvider[] {
  const types = new Set((profile?.identities ?? []).map((identity) => String(identity.type ?? "").toLowerCase()));
  return SOCIAL_PROVIDERS.filter((provider) => types.has(provider));
}

export interface SocialRowProps {
  providers: readonly SocialProvider[];
  /** sdk-identity's unlinkSocialIdentity (which also revokes Google's consent when Google's script is loaded). */
  unlink?: (provider: SocialProvider) => Promise<void>;
}

/** Connected social accounts, each with a button that disconnects it (300044 when the provider refuses). */
export function SocialRow({ providers, unlink }: SocialRowProps) {
  const phrases = usePhrases();
  const call = useCall();
  const [removed, setRemoved] = useState<SocialProvider | null>(null);
  const title = phrases.t("account-blocks.social-accounts");
  return (
    <section className="b-account-row b-account-row--social" aria-labelledby="b-account-row-social">
      <h3 id="b-account-row-social" className="b-account-row__title">
        {title}
      </h3>
      {providers.length === 0 ? (
        <p className="b-account-row__value">{phrases.t("account-blocks.no-social-accounts")}</p>
      ) : (
        <ul className="b-account-row__list">
          {providers.map((provider) => (
            <li key={provider} className="b-account-row__view">
              <span className="b-account-row__value">{PROVIDER_NAMES[provider]}</span>
              <button
                type="button"
                className="b-account-row__edit"
                disabled={call.busy}
                onClick={() => {
                  setRemoved(null);
                  if (!unlink) return;
                  void call
                    .run(() => unlink(provider), accountErrorPhrase)
                    .then((worked) => worked && setRemoved(provider));
                }}
              >
                {phrases.t("account-blocks.disconnect", { provider: PROVIDER_NAMES[provider] })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert error={call.error} />
      <p role="status" className="b-account-row__status">
        {removed ? phrases.t("account-blocks.disconnected", { provider: PROVIDER_NAMES[removed] }) : ""}
      </p>
    </section>
  );
}
