import { http, HttpResponse, type RequestHandler } from "msw";
import { arcErrorBody } from "../errors";
import { badParameter, notFoundError } from "../fake-arc-error";
import { route } from "../handlers/route";
import type { Scenarios } from "../scenarios/scenarios";
import type { IdentityStore, NewReader } from "./identity-store";
import { CAPTCHA_FLAGS, type CaptchaFlow, type IdentityType, type NonceKind, type Reader } from "./identity-types";
import { readJson } from "../request-body";
import type { TokenTtl } from "./tokens";

/** What tests do to the fake Identity service, beside the generic scenarios. All of it goes on reset. */
export interface IdentityControls {
  store: IdentityStore;
  /** Turns a flow's reCAPTCHA flag on (or off) in the config the fake answers. */
  requireCaptcha(flow: CaptchaFlow, required?: boolean): void;
  /** Login refused with 100015 (and refresh too). */
  disableAccount(email: string, disabled?: boolean): void;
  /** Login refused with 130051 until the email is verified. */
  markUnverified(email: string, unverified?: boolean): void;
  /**
   * As a site that requires verified addresses: a sign-up starts unverified and is "e-mailed" a verify-email
   * code; it is signed in at once, and refused with 130051 at its next log-in until it follows the link.
   */
  verifySignUps(required?: boolean): void;
  /** Login refused with 100013 once the reader has this many live sessions. */
  limitDevices(email: string, maxDevices: number | undefined): void;
  /**
   * Expires live sessions' tokens on the server's side (every reader's when `email` is absent): `access`
   * makes bearer calls answer 401, `refresh` also makes `POST /auth/token` answer "Refresh token is expired".
   */
  expireSessions(which: "access" | "refresh", email?: string): void;
  /** How long tokens issued from now live, in seconds (zero or less: already expired). */
  setTokenTtl(ttl: Partial<TokenTtl>): void;
  /** Unlinking this provider's identity answers 300044. */
  forbidUnlink(type: IdentityType, forbidden?: boolean): void;
  /** Fails an identity call (`path` under `/identity/public/`, e.g. `v1/profile`) with Arc's code and message. */
  fail(path: string, status: number, code: string, message: string, once?: boolean): void;
  addReader(reader: NewReader): Reader;
  /** The last code "emailed" (reset-password, magic-link, verify-email, anonymize) to that address. */
  lastCode(kind: NonceKind, email: string): string | undefined;
  /** A code an external OIDC provider's login hands back for that client and email. */
  oidcCode(clientId: string, email: string): string;
  /** Expires every unused code of that kind "emailed" to that address (an old reset or one-time link). */
  expireCodes(kind: NonceKind, email: string): void;
  /** Makes the GDPR reports a reader asked for (every reader's without an email) ready now. */
  prepareGdprReports(email?: string): void;
  /** How long GDPR reports asked for from now take to prepare (default GDPR_REPORT_DELAY_MS, 5 s). */
  setGdprReportDelay(ms: number): void;
}

export function createIdentityControls(store: IdentityStore, scenarios: Scenarios): IdentityControls {
  const reader = (email: string): Reader => {
    const found = store.readerByEmail(email);
    if (!found) throw notFoundError(`No reader "${email}"`);
    return found;
  };
  return {
    store,
    requireCaptcha: (flow, required = true) => store.setConfig({ [CAPTCHA_FLAGS[flow]]: required }),
    disableAccount: (email, disabled = true) => void store.updateReader(reader(email).uuid, { disabled }),
    markUnverified: (email, unverified = true) =>
      void store.updateReader(reader(email).uuid, { emailVerified: !unverified }),
    verifySignUps: (required = true) => store.verifySignUps(required),
    limitDevices: (email, maxDevices) => {
      const { maxDevices: _previous, ...rest } = reader(email);
      store.putReader(maxDevices === undefined ? rest : { ...rest, maxDevices });
    },
    expireSessions: (which, email) => store.expireSessions(email === undefined ? undefined : reader(email).uuid, which),
    setTokenTtl: (ttl) => store.setTokenTtl(ttl),
    forbidUnlink: (type, forbidden = true) => store.forbidUnlink(type, forbidden),
    fail: (path, status, code, message, once = false) =>
      scenarios.fail({ path: `/identity/public/${path.replace(/^\/+/, "")}`, ...(once ? { once } : {}) }, status, {
        ...arcErrorBody(status, code, message),
      }),
    addReader: (input) => store.addReader(input),
    lastCode: (kind, email) =>
      store
        .outbox()
        .filter((nonce) => nonce.kind === kind && nonce.email.toLowerCase() === email.toLowerCase())
        .at(-1)?.nonce,
    oidcCode: (clientId, email) => store.issueNonce("oidc-code", email, { clientId }).nonce,
    prepareGdprReports: (email) => store.gdpr.prepare(email === undefined ? undefined : reader(email).uuid),
    setGdprReportDelay: (ms) => store.gdpr.setDelay(ms),
    expireCodes: (kind, email) => {
      // An expired code answers as a used one does (nonce_invalid), so taking it is expiring it.
      for (const sent of store.outbox()) {
        if (sent.kind === kind && !sent.used && sent.email.toLowerCase() === email.toLowerCase()) {
          store.takeNonce(kind, sent.nonce);
        }
      }
    },
  };
}

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== "string" || value === "") throw badParameter(name, "is required");
  return value;
};

/**
 * The same controls over HTTP for browser tests against the preview: `POST /__fake-arc/identity` with
 * `{ "action": "<control>", … }` (the control's arguments by name); `GET` reads the outbox.
 */
export function identityControlHandlers(origin: string, controls: IdentityControls): RequestHandler[] {
  return [
    http.get(
      `${origin}/__fake-arc/identity/outbox`,
      route(() => HttpResponse.json({ outbox: controls.store.outbox() })),
    ),
    http.post(
      `${origin}/__fake-arc/identity`,
      route(async ({ request }) => {
        const body = await readJson(request);
        const flag = (name: string): boolean => body[name] !== false;
        switch (body.action) {
          case "requireCaptcha": {
            const flow = text(body, "flow");
            if (!(flow in CAPTCHA_FLAGS))
              throw badParameter("flow", "must be signin, signup, magicLink or resetPassword");
            controls.requireCaptcha(flow as CaptchaFlow, flag("required"));
            break;
          }
          case "disableAccount":
            controls.disableAccount(text(body, "email"), flag("disabled"));
            break;
          case "markUnverified":
            controls.markUnverified(text(body, "email"), flag("unverified"));
            break;
          case "limitDevices":
            controls.limitDevices(
              text(body, "email"),
              typeof body.maxDevices === "number" ? body.maxDevices : undefined,
            );
            break;
          case "expireSessions": {
            const which = body.which === "refresh" ? "refresh" : "access";
            if (typeof body.email === "string") controls.expireSessions(which, body.email);
            else controls.expireSessions(which);
            break;
          }
          case "setTokenTtl":
            controls.setTokenTtl({
              ...(typeof body.accessSeconds === "number" ? { accessSeconds: body.accessSeconds } : {}),
              ...(typeof body.refreshSeconds === "number" ? { refreshSeconds: body.refreshSeconds } : {}),
            });
            break;
          case "forbidUnlink":
            controls.forbidUnlink(text(body, "type") as IdentityType, flag("forbidden"));
            break;
          case "expireCodes":
            controls.expireCodes(text(body, "kind") as NonceKind, text(body, "email"));
            break;
          case "prepareGdprReports":
            if (typeof body.email === "string") controls.prepareGdprReports(body.email);
            else controls.prepareGdprReports();
            break;
          default:
            throw badParameter(
              "action",
              "must be requireCaptcha, disableAccount, markUnverified, limitDevices, expireSessions, setTokenTtl, forbidUnlink, expireCodes or prepareGdprReports",
            );
        }
        return HttpResponse.json({ done: body.action });
      }),
    ),
  ];
}
