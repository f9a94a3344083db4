import { useRef, useState } from "react";
import { usePhrases } from "@broadsheet/kit";
import { accountErrorPhrase, type IdentityProfile, type PhraseKey } from "@broadsheet/arc-client";
import { SOCIAL_PROVIDERS, type SocialProvider } from "./account-sdk";

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook", apple: "Apple" };

/** An OIDC provider the site signs readers in with: the identity config's `oidcClients`. */
export interface OidcClient {
  clientId: string;
  name: string;
}

/** A connected account a reader may disconnect: a social provider, or one OIDC identity. */
export type Connection =
  { kind: "social"; provider: SocialProvider; name: string } | { kind: "oidc"; identifier: string; name: string };

/** The identity config's OIDC clients (anything else in the config is ignored). */
export function oidcClientsFrom(config: unknown): OidcClient[] {
  const clients = (config as { oidcClients?: unknown } | null)?.oidcClients;
  if (!Array.isArray(clients)) return [];
  return clients.flatMap((client: unknown) => {
    const { clientId, name } = (client ?? {}) as { clientId?: unknown; name?: unknown };
    return typeof clientId === "string" && typeof name === "string" && name.trim() ? [{ clientId, name }] : [];
  });
}

/** The social providers linked to a profile, in a fixed order (the profile's identity types are capitalised). */
export function linkedProviders(profile: IdentityProfile | null): SocialProvider[] {
  const types = new Set((profile?.identities ?? []).map((identity) => String(identity.type ?? "").toLowerCase()));
  return SOCIAL_PROVIDERS.filter((provider) => types.has(provider));
}

/**
 * Which configured client an OIDC identity came through. The profile names no client for certain, so a client id
 * the identity carries (or starts its userName with) decides; a site with one client needs neither.
 */
function clientOf(identity: Record<string, unknown>, clients: readonly OidcClient[]): OidcClient | undefined {
  const userName = String(identity.userName ?? "");
  const named = clients.find(
    (client) =>
      identity.clientId === client.clientId ||
      identity.provider === client.clientId ||
      userName.startsWith(`${client.clientId}:`) ||
      userName.startsWith(`${client.clientId}|`),
  );
  return named ?? (clients.length === 1 ? clients[0] : undefined);
}

/**
 * Every connected account of a profile: the social providers, then one entry per OIDC identity, named after
 * its provider in the identity config (`fallbackName` when none can be told).
 */
export function connectionsOf(
  profile: IdentityProfile | null,
  clients: readonly OidcClient[],
  fallbackName: string,
): Connection[] {
  const social: Connection[] = linkedProviders(profile).map((provider) => ({
    kind: "social",
    provider,
    name: PROVIDER_NAMES[provider],
  }));
  const oidc: Connection[] = (profile?.identities ?? []).flatMap((identity) => {
    const fields = identity as unknown as Record<string, unknown>;
    const identifier = typeof fields.userName === "string" ? fields.userName : "";
    if (String(fields.type ?? "").toLowerCase() !== "oidc" || identifier === "") return [];
    return [{ kind: "oidc" as const, identifier, name: clientOf(fields, clients)?.name ?? fallbackName }];
  });
  return [...social, ...oidc];
}

const keyOf = (connection: Connection): string =>
  connection.kind === "social" ? connection.provider : `oidc:${connection.identifier}`;

export interface SocialRowProps {
  connections: readonly Connection[];
  /**
   * sdk-identity's unlinkSocialIdentity for a social provider (which also revokes Google's consent when Google's
   * script is loaded), its unlinkOIDC for an OIDC identity.
   */
  unlink?: (connection: Connection) => Promise<void>;
}

/**
 * Connected accounts, each with a button that disconnects it (300044 when the provider refuses). Not a
 * SubmitForm: a list of buttons, each its own call, that share one alert and wait for one another.
 */
export function SocialRow({ connections, unlink }: SocialRowProps) {
  const phrases = usePhrases();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PhraseKey | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  // The state above reaches the buttons a render late; a second click in between must still be ignored.
  const inFlight = useRef(false);

  // Two identities of one OIDC provider must still be told apart, on screen and by their buttons' names.
  const nameCounts = new Map<string, number>();
  for (const connection of connections) nameCounts.set(connection.name, (nameCounts.get(connection.name) ?? 0) + 1);
  const labelOf = (connection: Connection): string =>
    connection.kind === "oidc" && (nameCounts.get(connection.name) ?? 0) > 1
      ? phrases.t("account-blocks.oidc-account", { provider: connection.name, account: connection.identifier })
      : connection.name;

  const disconnect = async (connection: Connection) => {
    setRemoved(null);
    if (!unlink || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await unlink(connection);
      setRemoved(labelOf(connection));
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
      {connections.length === 0 ? (
        <p className="b-account-row__value">{phrases.t("account-blocks.no-social-accounts")}</p>
      ) : (
        <ul className="b-account-row__list">
          {connections.map((connection) => (
            <li key={keyOf(connection)} className="b-account-row__view">
              <span className="b-account-row__value">{labelOf(connection)}</span>
              <button
                type="button"
                className="b-account-row__edit"
                disabled={busy}
                onClick={() => void disconnect(connection)}
              >
                {phrases.t("account-blocks.disconnect", { provider: labelOf(connection) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="alert" className="b-account-row__error">
        {error ? phrases.t(error) : ""}
      </p>
      <p role="status" className="b-account-row__status">
        {removed ? phrases.t("account-blocks.disconnected", { provider: removed }) : ""}
      </p>
    </section>
  );
}
