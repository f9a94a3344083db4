import { http, HttpResponse, type RequestHandler } from "msw";
import { badParameter, notFoundError } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import { identityError } from "./identity-rules";
import { oidcProviderClient } from "./oidc-provider-clients";
import { maybeSignedIn, profileOf, signedIn, signIn } from "./identity-request";
import { readJson, stringField } from "../request-body";
import type { IdentityStore } from "./identity-store";
import type { IdentityType, Reader, UserIdentityAnswer } from "./identity-types";
import { s256Challenge } from "./sha256";
import { decodeJwt, encodeJwt } from "./tokens";

/** The social grant types of `POST /auth/login` and `DELETE /identity/{type}`, with the identity each makes. */
const SOCIAL: Record<string, IdentityType> = { google: "Google", facebook: "Facebook", apple: "Apple" };

/** The email a social credential stands for: an unsigned JWT with an `email` claim (`socialCredential`). */
function credentialEmail(credentials: unknown): string | undefined {
  if (typeof credentials !== "string") return undefined;
  const email = decodeJwt(credentials)?.email;
  return typeof email === "string" && email.includes("@") ? email : undefined;
}

/**
 * Signs a reader in with a provider's identity: links it to the reader already signed in (the call carries
 * their token), else finds the reader with that identity or that email (and links it), else signs one up.
 */
function providerSignIn(
  store: IdentityStore,
  request: Request,
  type: IdentityType,
  email: string,
  rememberMe: boolean,
): UserIdentityAnswer {
  const current = maybeSignedIn(store, request)?.reader;
  const existing = current ?? store.readerByIdentity(type, email) ?? store.readerByEmail(email);
  let reader: Reader;
  if (!existing) {
    reader = store.addReader({ email, identities: [{ type, userName: email }] });
  } else if (existing.identities.some((identity) => identity.type === type)) {
    reader = existing;
  } else {
    reader = store.updateReader(existing.uuid, { identities: [...existing.identities, { type, userName: email }] });
  }
  return signIn(store, reader, type, rememberMe);
}

/** `POST /auth/login` with a social grant type: `credentials` is the provider's token, `userName` empty. */
export function socialSignIn(
  store: IdentityStore,
  request: Request,
  body: Record<string, unknown>,
  grantType: string,
  rememberMe: boolean,
): UserIdentityAnswer {
  const type = SOCIAL[grantType];
  if (!type) throw badParameter("grantType", "must be password, google, facebook or apple");
  const email = credentialEmail(body.credentials);
  if (!email) throw identityError("invalidCredentials");
  return providerSignIn(store, request, type, email, rememberMe);
}

/** Social sign-in's other calls: Apple's URL, OIDC both ways, unlinking, and Subscribe with Google. */
export function socialHandlers(origin: string, store: IdentityStore): RequestHandler[] {
  const v1 = `${origin}/identity/public/v1`;
  const v2 = `${origin}/identity/public/v2`;
  return [
    // The SDK appends `&redirect_uri=…` to this string and sends the browser there.
    http.get(
      `${v1}/apple/authurl`,
      route(() => {
        const { teamId } = store.config();
        return HttpResponse.json(
          `https://appleid.fake-apple.test/auth/authorize?client_id=${teamId}&response_type=code&response_mode=form_post&scope=name%20email`,
        );
      }),
    ),

    http.get(
      `${v2}/oidc/:client/initiate`,
      route(({ params, url }) => {
        const client = pathParam(params, "client");
        if (!store.config().oidcClients.some((one) => one.clientId === client)) {
          throw notFoundError(`No OIDC client "${client}"`);
        }
        const authorize = new URL("https://oidc.fake-provider.test/authorize");
        authorize.searchParams.set("client_id", client);
        authorize.searchParams.set("response_type", "code");
        authorize.searchParams.set("scope", url.searchParams.get("scope") ?? "openid email profile");
        authorize.searchParams.set("response_mode", "form_post");
        authorize.searchParams.set("state", `state-${client}`);
        return HttpResponse.json({ url: authorize.toString() });
      }),
    ),

    // The provider's code comes from `fake.identity.oidcCode(client, email)` (what its login page would hand out).
    http.get(
      `${v2}/oidc/signin`,
      route(({ request, url }) => {
        const code = url.searchParams.get("code") ?? "";
        const nonce = store.takeNonce("oidc-code", code);
        if (!nonce) throw identityError("invalidCredentials", "The OIDC code is invalid or used");
        return HttpResponse.json(providerSignIn(store, request, "OIDC", nonce.email, false));
      }),
    ),

    // Arc as the OIDC provider: a signed-in reader gets a code for the client, sent back on its redirect.
    http.get(
      `${v2}/oidc/provider/login`,
      route(({ request, url }) => {
        const { reader } = signedIn(store, request);
        const redirectUri = url.searchParams.get("redirect_uri");
        const clientId = url.searchParams.get("client_id");
        if (!redirectUri) throw badParameter("redirect_uri", "is required");
        if (!clientId) throw badParameter("client_id", "is required");
        const client = oidcProviderClient(clientId);
        if (!client) throw identityError("oidcInvalidClient");
        // Compared exactly, as OAuth requires: any normalising would let a look-alike address through.
        if (!client.redirectUris.includes(redirectUri)) throw identityError("oidcInvalidRedirect");
        const challenge = url.searchParams.get("code_challenge");
        const nonce = store.issueNonce("oidc-code", reader.email, {
          clientId,
          redirectUri,
          ...(challenge ? { codeChallenge: challenge } : {}),
        });
        const back = new URL(redirectUri);
        back.searchParams.set("code", nonce.nonce);
        const state = url.searchParams.get("state");
        if (state) back.searchParams.set("state", state);
        return HttpResponse.json({ message: back.toString() });
      }),
    ),

    http.post(
      `${v2}/oidc/provider/token`,
      route(async ({ request }) => {
        const form = await request.formData().catch(() => new FormData());
        const field = (name: string): string => {
          const value = form.get(name);
          return typeof value === "string" ? value : "";
        };
        if (field("grant_type") !== "authorization_code") {
          throw badParameter("grant_type", 'must be "authorization_code"');
        }
        // The same exchange serves the site's own sign-in with an OIDC provider (its config's oidcClients).
        const clientId = field("client_id");
        const known =
          oidcProviderClient(clientId) !== undefined ||
          store.config().oidcClients.some((one) => one.clientId === clientId);
        if (!known) throw identityError("oidcInvalidClient");
        const nonce = store.takeNonce("oidc-code", field("code"));
        const verifier = field("code_verifier");
        const verified =
          nonce?.codeChallenge === undefined ||
          nonce.codeChallenge === verifier ||
          nonce.codeChallenge === s256Challenge(verifier);
        if (
          !nonce ||
          nonce.clientId !== field("client_id") ||
          nonce.redirectUri !== field("redirect_uri") ||
          !verified
        ) {
          throw identityError("invalidCredentials", "The authorization code is invalid");
        }
        const reader = store.readerByEmail(nonce.email);
        if (!reader) throw identityError("invalidCredentials", "The authorization code is invalid");
        const tokens = signIn(store, reader, reader.identities[0]?.type ?? "Password", false);
        const { accessSeconds } = store.tokenTtl();
        return HttpResponse.json({
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          id_token: encodeJwt({ sub: reader.uuid, email: reader.email, aud: nonce.clientId }),
          expires_in: accessSeconds,
          token_type: "Bearer",
        });
      }),
    ),

    http.put(
      `${v2}/oidc/unlink`,
      route(async ({ request }) => {
        const { reader } = signedIn(store, request);
        const identifier = stringField(await readJson(request), "identifier");
        if (!identifier) throw badParameter("identifier", "is required");
        return HttpResponse.json(profileOf(unlink(store, reader, "OIDC", identifier)));
      }),
    ),

    http.delete(
      `${v1}/identity/:type`,
      route(({ request, params }) => {
        const { reader } = signedIn(store, request);
        const name = pathParam(params, "type").toLowerCase();
        const type = SOCIAL[name];
        if (!type) throw badParameter("identity", "must be google, facebook or apple");
        return HttpResponse.json(profileOf(unlink(store, reader, type)));
      }),
    ),

    http.post(
      `${v1}/swg/checkloginexists`,
      route(async ({ request }) => {
        const email = credentialEmail((await readJson(request)).token);
        if (!email) throw identityError("invalidCredentials", "The Google ID token is invalid");
        return HttpResponse.json({ identityExists: Boolean(store.readerByIdentity("Google", email)) });
      }),
    ),

    http.get(
      `${v1}/swg/accesstoken`,
      route(({ request }) => {
        const reader = maybeSignedIn(store, request)?.reader;
        return HttpResponse.json({ accessToken: encodeJwt({ swg: true, ...(reader ? { sub: reader.uuid } : {}) }) });
      }),
    ),

    // Deprecated by Arc; links the signed-in reader's Google identity again and answers a fresh session.
    http.get(
      `${v1}/swg/:swgToken/relink/:googleToken`,
      route(({ request, params }) => {
        const { reader, session } = signedIn(store, request);
        const email = credentialEmail(pathParam(params, "googleToken")) ?? reader.email;
        const linked = reader.identities.some((identity) => identity.type === "Google")
          ? reader
          : store.updateReader(reader.uuid, {
              identities: [...reader.identities, { type: "Google", userName: email }],
            });
        return HttpResponse.json({ ...store.refreshSession(session), uuid: linked.uuid });
      }),
    ),
  ];
}

/** Removes one identity; refused (300044) when the provider forbids it or it is the reader's only way in. */
function unlink(store: IdentityStore, reader: Reader, type: IdentityType, userName?: string): Reader {
  const matches = (identity: Reader["identities"][number]): boolean =>
    identity.type === type && (userName === undefined || identity.userName === userName);
  if (!reader.identities.some(matches)) throw notFoundError(`No ${type} identity to unlink`);
  if (store.unlinkForbidden(type) || reader.identities.length === 1) throw identityError("unlinkForbidden");
  return store.updateReader(reader.uuid, { identities: reader.identities.filter((identity) => !matches(identity)) });
}
