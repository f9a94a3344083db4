import { http, HttpResponse, type RequestHandler } from "msw";
import { badParameter, notFoundError } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import { AVATAR_MAX_BYTES, checkCaptcha, checkEmail, checkPassword, identityError } from "./identity-rules";
import { identityAnswer, profileOf, signedIn, signIn } from "./identity-request";
import { readJson, stringField } from "../request-body";
import type { IdentityStore } from "./identity-store";
import type { Reader } from "./identity-types";
import { socialSignIn } from "./social-handlers";
import { gdprHandlers } from "./gdpr-reports";

const DECLINE_REASONS = new Set([
  "MISTAKE",
  "CHANGED_MIND",
  "OTHER",
  "DID_NOT_REQUEST_DELETION",
  "DID_NOT_REQUEST_DELETION ",
]);
const success = (): Response => HttpResponse.json({ success: true });

/** A reader's answer to `PUT /password`: the Password identity (the SDK checks `userName`). */
function passwordIdentity(reader: Reader): Record<string, unknown> {
  const identity = reader.identities.find((one) => one.type === "Password");
  return { type: "Password", userName: identity?.userName ?? reader.email, uuid: reader.uuid };
}

/** Identity's sign-in, session, account and profile calls (spec §7) over the identity store. */
export function identityHandlers(origin: string, store: IdentityStore): RequestHandler[] {
  // Each reCAPTCHA token counts once, as the provider's verification does (shared with Sales' checkout).
  const spentCaptchaTokens = store.spentCaptchaTokens;
  const v1 = `${origin}/identity/public/v1`;
  const v2 = `${origin}/identity/public/v2`;
  return [
    http.get(
      `${v1}/config`,
      route(() => HttpResponse.json(store.config())),
    ),

    http.post(
      `${v1}/auth/login`,
      route(async ({ request, url }) => {
        const body = await readJson(request);
        const grantType = stringField(body, "grantType") ?? "password";
        const rememberMe = body.rememberMe === true;
        if (grantType !== "password")
          return identityAnswer(socialSignIn(store, request, body, grantType, rememberMe), url);
        checkCaptcha(store.config(), "signin", body.recaptchaToken, spentCaptchaTokens);
        const userName = stringField(body, "userName") ?? "";
        const reader = store.readerByIdentity("Password", userName);
        // A locked account refuses even the right password until the lock runs out (or a reset lifts it).
        if (reader && store.lockedUntil(reader.uuid) !== undefined) throw identityError("accountLocked");
        if (!reader || reader.password === undefined || reader.password !== body.credentials) {
          if (reader) store.recordFailedLogin(reader.uuid);
          throw identityError("invalidCredentials");
        }
        store.clearFailedLogins(reader.uuid);
        return identityAnswer(signIn(store, reader, "Password", rememberMe), url);
      }),
    ),

    http.post(
      `${v1}/auth/token`,
      route(async ({ request }) => {
        const body = await readJson(request);
        if (body.grantType !== "refresh-token") throw badParameter("grantType", 'must be "refresh-token"');
        const token = stringField(body, "token");
        const session = token === undefined ? undefined : store.sessionByRefreshToken(token);
        if (!session || session.revoked) throw identityError("refreshInvalid");
        if (store.isRefreshExpired(session)) throw identityError("refreshExpired");
        const reader = store.readerByUuid(session.uuid);
        if (!reader) throw identityError("refreshInvalid");
        if (reader.disabled) throw identityError("accountDisabled");
        return HttpResponse.json(store.refreshSession(session));
      }),
    ),

    http.delete(
      `${v1}/auth/token`,
      route(({ request }) => {
        store.revokeSession(signedIn(store, request, { allowExpired: true }).session);
        return success();
      }),
    ),

    http.post(
      `${v1}/auth/magiclink`,
      route(async ({ request }) => {
        const body = await readJson(request);
        checkCaptcha(store.config(), "magicLink", body.recaptchaToken, spentCaptchaTokens);
        store.issueNonce("magic-link", checkEmail(body.email));
        return success();
      }),
    ),

    http.get(
      `${v1}/auth/magiclink/:nonce`,
      route(({ params }) => {
        const nonce = store.takeNonce("magic-link", pathParam(params, "nonce"));
        if (!nonce) throw identityError("nonceInvalid");
        // A one-time link also signs a new reader up; following it proves the address.
        const found = store.readerByEmail(nonce.email);
        const reader = found
          ? store.updateReader(found.uuid, { emailVerified: true })
          : store.addReader({ email: nonce.email, identities: [{ type: "Password", userName: nonce.email }] });
        return HttpResponse.json(signIn(store, reader, "Password", false));
      }),
    ),

    http.get(
      `${v1}/profile`,
      route(({ request }) => HttpResponse.json(profileOf(signedIn(store, request).reader))),
    ),

    http.patch(
      `${v1}/profile`,
      route(async ({ request }) => {
        const { reader } = signedIn(store, request);
        const body = await readJson(request);
        const change: Partial<Reader> = {};
        for (const name of ["firstName", "lastName", "secondLastName", "displayName", "picture"] as const) {
          if (typeof body[name] === "string") change[name] = body[name];
        }
        if (body.email !== undefined && body.email !== reader.email) {
          const email = checkEmail(body.email);
          const other = store.readerByEmail(email);
          if (other && other.uuid !== reader.uuid) throw identityError("identityExists");
          change.email = email;
          change.identities = reader.identities.map((identity) =>
            identity.type === "Password" ? { ...identity, userName: email } : identity,
          );
        }
        return HttpResponse.json(profileOf(store.updateReader(reader.uuid, change)));
      }),
    ),

    http.post(
      `${v1}/signup`,
      route(async ({ request }) => {
        const body = await readJson(request);
        const config = store.config();
        checkCaptcha(config, "signup", body.recaptchaToken, spentCaptchaTokens);
        const identity = (typeof body.identity === "object" && body.identity !== null ? body.identity : {}) as Record<
          string,
          unknown
        >;
        const profile = (typeof body.profile === "object" && body.profile !== null ? body.profile : {}) as Record<
          string,
          unknown
        >;
        const email = checkEmail(identity.userName, "identity.userName");
        if (store.readerByEmail(email) || store.readerByIdentity("Password", email)) {
          throw identityError("identityExists");
        }
        const password = checkPassword(config, identity.credentials);
        const text = (name: string): string | undefined => stringField(profile, name);
        const firstName = text("firstName");
        const lastName = text("lastName");
        const secondLastName = text("secondLastName");
        const displayName = text("displayName");
        const reader = store.addReader({
          email,
          password,
          ...(firstName === undefined ? {} : { firstName }),
          ...(lastName === undefined ? {} : { lastName }),
          ...(secondLastName === undefined ? {} : { secondLastName }),
          ...(displayName === undefined ? {} : { displayName }),
        });
        const tokens = signIn(store, reader, "Password", false);
        // The new session stands; the address must be verified before the next log-in.
        if (store.signUpsVerified()) {
          store.updateReader(reader.uuid, { emailVerified: false });
          store.issueNonce("verify-email", email);
        }
        const created = profileOf(store.readerByUuid(reader.uuid) ?? reader);
        return HttpResponse.json({ ...tokens, identities: created.identities, profile: created });
      }),
    ),

    http.put(
      `${v1}/password`,
      route(async ({ request }) => {
        const { reader } = signedIn(store, request);
        const body = await readJson(request);
        if (reader.password !== undefined && reader.password !== body.oldPassword) {
          throw identityError("invalidCredentials", "The current password is wrong");
        }
        const password = checkPassword(store.config(), body.newPassword);
        const identities = reader.identities.some((identity) => identity.type === "Password")
          ? reader.identities
          : [...reader.identities, { type: "Password" as const, userName: reader.email }];
        return HttpResponse.json(passwordIdentity(store.updateReader(reader.uuid, { password, identities })));
      }),
    ),

    http.post(
      `${v1}/password/reset`,
      route(async ({ request }) => {
        const body = await readJson(request);
        checkCaptcha(store.config(), "resetPassword", body.recaptchaToken, spentCaptchaTokens);
        const userName = checkEmail(body.userName, "userName");
        // Success either way, so the form tells no one which addresses have accounts.
        if (store.readerByIdentity("Password", userName)) store.issueNonce("reset-password", userName);
        return success();
      }),
    ),

    http.put(
      `${v1}/password/reset/:nonce`,
      route(async ({ request, params }) => {
        const password = checkPassword(store.config(), (await readJson(request)).newPassword);
        const nonce = store.takeNonce("reset-password", pathParam(params, "nonce"));
        const reader = nonce && store.readerByIdentity("Password", nonce.email);
        if (!reader) throw identityError("nonceInvalid");
        store.updateReader(reader.uuid, { password });
        // Whoever can read the reader's mail owns the account: the reset lifts a lockout.
        store.clearFailedLogins(reader.uuid);
        return success();
      }),
    ),

    // The code "emailed" here is the one the preview's verification link carries: /account/verify-email/?nonce=<code>
    // (identity-blocks' verify-email reads it); tests take it from `lastCode("verify-email", email)`.
    http.post(
      `${v1}/email/verify`,
      route(async ({ request }) => {
        const email = checkEmail((await readJson(request)).email);
        if (store.readerByEmail(email)) store.issueNonce("verify-email", email);
        return success();
      }),
    ),

    http.get(
      `${v1}/email/verify/:nonce`,
      route(({ params }) => {
        const nonce = store.takeNonce("verify-email", pathParam(params, "nonce"));
        const reader = nonce && store.readerByEmail(nonce.email);
        if (!reader) throw identityError("nonceInvalid");
        store.updateReader(reader.uuid, { emailVerified: true });
        return success();
      }),
    ),

    http.delete(
      `${v1}/user/anonymize`,
      route(({ request }) => {
        const { reader } = signedIn(store, request);
        store.issueNonce("anonymize", reader.email);
        return success();
      }),
    ),

    http.put(
      `${v1}/user/anonymize/approve/:nonce`,
      route(({ request, params }) => {
        const { reader } = signedIn(store, request);
        const nonce = store.takeNonce("anonymize", pathParam(params, "nonce"));
        if (!nonce || nonce.email !== reader.email) throw identityError("nonceInvalid");
        store.removeReader(reader.uuid);
        return success();
      }),
    ),

    http.put(
      `${v1}/user/anonymize/decline/:nonce`,
      route(async ({ request, params }) => {
        const { reader } = signedIn(store, request);
        const reason = (await readJson(request)).reason;
        if (typeof reason !== "string" || !DECLINE_REASONS.has(reason)) {
          throw badParameter("reason", "must be MISTAKE, CHANGED_MIND, OTHER or DID_NOT_REQUEST_DELETION");
        }
        const nonce = store.takeNonce("anonymize", pathParam(params, "nonce"));
        if (!nonce || nonce.email !== reader.email) throw identityError("nonceInvalid");
        return success();
      }),
    ),

    http.get(
      `${v1}/user/settings`,
      route(({ request }) => {
        const { reader } = signedIn(store, request);
        return HttpResponse.json(reader.disqusSsoKey ? { disqus: { ssoKey: reader.disqusSsoKey } } : {});
      }),
    ),

    ...gdprHandlers(v1, store),

    http.get(
      `${v2}/identity/segmentation`,
      route(({ request }) => {
        const { reader } = signedIn(store, request);
        return HttpResponse.json({ id: reader.uuid, segment: reader.segment ?? "registered" });
      }),
    ),

    http.put(
      `${v1}/avatar`,
      route(async ({ request }) => {
        const { reader } = signedIn(store, request);
        let image: FormDataEntryValue | null = null;
        try {
          image = (await request.formData()).get("avatar");
        } catch {
          image = null;
        }
        if (image === null || typeof image === "string") throw identityError("missingImage");
        if (image.type !== "image/jpeg") throw identityError("unsupportedImage");
        if (image.size > AVATAR_MAX_BYTES) throw identityError("imageTooLarge");
        store.setAvatar(reader.uuid, image);
        const picture = `${v1}/avatar/${reader.uuid}.jpg?v=${Date.now()}`;
        return HttpResponse.json(profileOf(store.updateReader(reader.uuid, { picture })));
      }),
    ),

    http.get(
      `${v1}/avatar/:file`,
      route(({ params }) => {
        const uuid = pathParam(params, "file").replace(/\.jpg$/, "");
        const image = store.avatar(uuid);
        if (!image) throw notFoundError(`No avatar for "${uuid}"`);
        return new HttpResponse(image, { headers: { "content-type": "image/jpeg" } });
      }),
    ),

    http.delete(
      `${v1}/avatar`,
      route(({ request }) => {
        const { reader } = signedIn(store, request);
        store.setAvatar(reader.uuid, undefined);
        const { picture: _removed, ...rest } = reader;
        return HttpResponse.json(profileOf(store.putReader({ ...rest, modifiedOn: Date.now() })));
      }),
    ),
  ];
}
