import { useRef, useState } from "react";
import { usePhrases } from "@broadsheet/kit";
import { accountErrorPhrase, type IdentityProfile, type PhraseKey } from "@broadsheet/arc-client";
import { SOCIAL_PROVIDERS, type SocialProvider } from "./account-sdk";

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

/**
 * Connected social accounts, each with a button that disconnects it (300044 when the provider refuses). Not a
 * SubmitForm: a list of buttons, each its own call, that share one alert and wait for one another.
 */
export function SocialRow({ providers, unlink }: SocialRowProps) {
  const phrases = usePhrases();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PhraseKey | null>(null);
  const [removed, setRemoved] = useState<SocialProvider | null>(null);
  // The state above reaches the buttons a render late; a second click in between must still be ignored.
  const inFlight = useRef(false);

  const disconnect = async (provider: SocialProvider) => {
    setRemoved(null);
    if (!unlink || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await unlink(provider);
      setRemoved(provider);
    } catch (thrown) {
      setError(accountErrorPhrase(thrown));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

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
                disabled={busy}
                onClick={() => void disconnect(provider)}
              >
                {phrases.t("account-blocks.disconnect", { provider: PROVIDER_NAMES[provider] })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="alert" className="b-account-row__error">
        {error ? phrases.t(error) : ""}
      </p>
      <p role="status" className="b-account-row__status">
        {removed ? phrases.t("account-blocks.disconnected", { provider: PROVIDER_NAMES[removed] }) : ""}
      </p>
    </section>
  );
}
