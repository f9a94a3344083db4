import type {
  IdentityConfig,
  IdentityType,
  Nonce,
  NonceKind,
  Reader,
  ReaderIdentity,
  Session,
  UserIdentityAnswer,
} from "./identity-types";
import { DEFAULT_IDENTITY_CONFIG, FIXTURE_READERS } from "./readers";
import { randomUuid } from "../random";
import { DEFAULT_TOKEN_TTL, isExpired, issueToken, type TokenTtl } from "./tokens";
import { createGdprReports, type GdprReports } from "./gdpr-reports";

export interface NewReader {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  secondLastName?: string;
  displayName?: string;
  emailVerified?: boolean;
  identities?: ReaderIdentity[];
}

/** The fake Identity service's state: readers, sessions, one-time codes and the config, with a reset. */
export interface IdentityStore {
  reset(): void;
  config(): IdentityConfig;
  setConfig(change: Partial<IdentityConfig>): void;
  tokenTtl(): TokenTtl;
  /** How long the next tokens issued live (seconds; zero or less issues expired tokens). */
  setTokenTtl(change: Partial<TokenTtl>): void;
  readerByEmail(email: string): Reader | undefined;
  readerByUuid(uuid: string): Reader | undefined;
  readerByIdentity(type: IdentityType, userName: string): Reader | undefined;
  addReader(input: NewReader): Reader;
  updateReader(uuid: string, change: Partial<Reader>): Reader;
  /** Adds a reader as given, or replaces the one with its uuid. */
  putReader(reader: Reader): Reader;
  removeReader(uuid: string): void;
  startSession(uuid: string, rememberMe: boolean): UserIdentityAnswer;
  sessionByAccessToken(token: string): Session | undefined;
  sessionByRefreshToken(token: string): Session | undefined;
  /** A new access token for the session (the refresh token stays). */
  refreshSession(session: Session): UserIdentityAnswer;
  revokeSession(session: Session): void;
  /** Sessions not logged out whose refresh token has not expired. */
  liveSessions(uuid: string): Session[];
  /** Marks sessions' tokens expired on the server's side: `access`, or `refresh` too (which ends them). */
  expireSessions(uuid: string | undefined, which: "access" | "refresh"): void;
  isAccessExpired(session: Session): boolean;
  isRefreshExpired(session: Session): boolean;
  issueNonce(kind: NonceKind, email: string, extra?: Partial<Nonce>): Nonce;
  /** The unused nonce of that kind, marked used; undefined when unknown or used. */
  takeNonce(kind: NonceKind, nonce: string): Nonce | undefined;
  /** Every code "sent" since the reset, oldest first (the fake's mailbox). */
  outbox(): Nonce[];
  /** Providers whose identity a reader may not unlink (300044). */
  forbidUnlink(type: IdentityType, forbidden?: boolean): void;
  unlinkForbidden(type: IdentityType): boolean;
  /** Whether a sign-up's address must be verified before it logs in again (its verification e-mail is sent). */
  verifySignUps(required?: boolean): void;
  signUpsVerified(): boolean;
  /** The reader's uploaded avatar, if any. */
  avatar(uuid: string): Blob | undefined;
  setAvatar(uuid: string, image: Blob | undefined): void;
  /**
   * reCAPTCHA tokens already verified, shared with Sales' checkout captcha: a token counts once, whichever
   * service verifies it, as Google's siteverify answers `timeout-or-duplicate` the second time.
   */
  readonly spentCaptchaTokens: Set<string>;
  /** Until when (ms since the epoch) the reader's password sign-in is locked, or undefined when it is not. */
  lockedUntil(uuid: string, nowMs?: number): number | undefined;
  /** Readers' GDPR reports: asked for, prepared after a delay, kept 30 days. */
  readonly gdpr: GdprReports;
  /** Counts a wrong password; the LOCKOUT_AFTER_FAILURES-th in a row locks the account for LOCKOUT_MS. */
  recordFailedLogin(uuid: string, nowMs?: number): void;
  /** A right password or a new one (reset, change) starts the count again and lifts a lock. */
  clearFailedLogins(uuid: string): void;
}

interface State {
  config: IdentityConfig;
  ttl: TokenTtl;
  readers: Map<string, Reader>;
  sessions: Session[];
  expiredAccess: Set<string>;
  expiredRefresh: Set<string>;
  nonces: Nonce[];
  forbidden: Set<IdentityType>;
  verifySignUps: boolean;
  avatars: Map<string, Blob>;
  /** Failed password sign-ins in a row per reader uuid, and until when a locked reader stays locked. */
  failedLogins: Map<string, { count: number; lockedUntil?: number }>;
}

function fresh(readers: readonly Reader[]): State {
  return {
    config: structuredClone(DEFAULT_IDENTITY_CONFIG),
    ttl: { ...DEFAULT_TOKEN_TTL },
    readers: new Map(readers.map((reader) => [reader.uuid, structuredClone(reader)])),
    sessions: [],
    expiredAccess: new Set(),
    expiredRefresh: new Set(),
    nonces: [],
    forbidden: new Set(),
    verifySignUps: false,
    avatars: new Map(),
    failedLogins: new Map(),
  };
}

/** Failed sign-ins in a row that lock an account, and for how long (see the README's Identity section). */
export const LOCKOUT_AFTER_FAILURES = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export function createIdentityStore(readers: readonly Reader[] = FIXTURE_READERS): IdentityStore {
  let state = fresh(readers);
  const spentCaptchaTokens = new Set<string>();
  const gdpr = createGdprReports();
  const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
  const get = (uuid: string): Reader => {
    const reader = state.readers.get(uuid);
    if (!reader) throw new Error(`No reader ${uuid}`);
    return reader;
  };
  const store: IdentityStore = {
    reset: () => {
      state = fresh(readers);
      spentCaptchaTokens.clear();
      gdpr.reset();
    },
    gdpr,
    config: () => structuredClone(state.config),
    setConfig: (change) => {
      state.config = { ...state.config, ...structuredClone(change) };
    },
    tokenTtl: () => ({ ...state.ttl }),
    setTokenTtl: (change) => {
      state.ttl = { ...state.ttl, ...change };
    },
    readerByEmail: (email) => [...state.readers.values()].find((reader) => same(reader.email, email)),
    readerByUuid: (uuid) => state.readers.get(uuid),
    readerByIdentity: (type, userName) =>
      [...state.readers.values()].find((reader) =>
        reader.identities.some((identity) => identity.type === type && same(identity.userName, userName)),
      ),
    addReader: (input) => {
      const now = Date.now();
      const reader: Reader = {
        uuid: randomUuid(),
        email: input.email,
        ...(input.password === undefined ? {} : { password: input.password }),
        ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
        ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
        ...(input.secondLastName === undefined ? {} : { secondLastName: input.secondLastName }),
        ...(input.displayName === undefined ? {} : { displayName: input.displayName }),
        emailVerified: input.emailVerified ?? true,
        disabled: false,
        identities: input.identities ?? [{ type: "Password", userName: input.email }],
        createdOn: now,
        modifiedOn: now,
      };
      state.readers.set(reader.uuid, reader);
      return reader;
    },
    updateReader: (uuid, change) => {
      const reader = { ...get(uuid), ...change, uuid, modifiedOn: Date.now() };
      state.readers.set(uuid, reader);
      return reader;
    },
    putReader: (reader) => {
      state.readers.set(reader.uuid, structuredClone(reader));
      return reader;
    },
    removeReader: (uuid) => {
      state.readers.delete(uuid);
      for (const session of state.sessions) if (session.uuid === uuid) session.revoked = true;
    },
    startSession: (uuid, rememberMe) => {
      const now = Date.now();
      const session: Session = {
        uuid,
        accessToken: issueToken("access", uuid, state.ttl.accessSeconds, now),
        refreshToken: issueToken("refresh", uuid, state.ttl.refreshSeconds, now),
        rememberMe,
        revoked: false,
      };
      state.sessions.push(session);
      return { uuid, accessToken: session.accessToken, refreshToken: session.refreshToken };
    },
    sessionByAccessToken: (token) => state.sessions.find((session) => session.accessToken === token),
    sessionByRefreshToken: (token) => state.sessions.find((session) => session.refreshToken === token),
    refreshSession: (session) => {
      session.accessToken = issueToken("access", session.uuid, state.ttl.accessSeconds, Date.now());
      return { uuid: session.uuid, accessToken: session.accessToken, refreshToken: session.refreshToken };
    },
    revokeSession: (session) => {
      session.revoked = true;
    },
    liveSessions: (uuid) =>
      state.sessions.filter((session) => session.uuid === uuid && !session.revoked && !store.isRefreshExpired(session)),
    expireSessions: (uuid, which) => {
      for (const session of state.sessions) {
        if (uuid !== undefined && session.uuid !== uuid) continue;
        state.expiredAccess.add(session.accessToken);
        if (which === "refresh") state.expiredRefresh.add(session.refreshToken);
      }
    },
    isAccessExpired: (session) =>
      state.expiredAccess.has(session.accessToken) || isExpired(session.accessToken, Date.now()),
    isRefreshExpired: (session) =>
      state.expiredRefresh.has(session.refreshToken) || isExpired(session.refreshToken, Date.now()),
    issueNonce: (kind, email, extra = {}) => {
      const nonce: Nonce = { ...extra, nonce: randomUuid(), kind, email, used: false };
      state.nonces.push(nonce);
      return { ...nonce };
    },
    takeNonce: (kind, value) => {
      const nonce = state.nonces.find((one) => one.kind === kind && one.nonce === value && !one.used);
      if (!nonce) return undefined;
      nonce.used = true;
      return { ...nonce };
    },
    outbox: () => state.nonces.map((nonce) => ({ ...nonce })),
    forbidUnlink: (type, forbidden = true) => {
      if (forbidden) state.forbidden.add(type);
      else state.forbidden.delete(type);
    },
    unlinkForbidden: (type) => state.forbidden.has(type),
    verifySignUps: (required = true) => {
      state.verifySignUps = required;
    },
    signUpsVerified: () => state.verifySignUps,
    avatar: (uuid) => state.avatars.get(uuid),
    setAvatar: (uuid, image) => {
      if (image) state.avatars.set(uuid, image);
      else state.avatars.delete(uuid);
    },
    spentCaptchaTokens,
    lockedUntil: (uuid, nowMs = Date.now()) => {
      const lockedUntil = state.failedLogins.get(uuid)?.lockedUntil;
      return lockedUntil !== undefined && lockedUntil > nowMs ? lockedUntil : undefined;
    },
    recordFailedLogin: (uuid, nowMs = Date.now()) => {
      const previous = state.failedLogins.get(uuid);
      // A lock that has run out starts a fresh count rather than relocking on the next mistake.
      const count =
        previous?.lockedUntil !== undefined && previous.lockedUntil <= nowMs ? 1 : (previous?.count ?? 0) + 1;
      state.failedLogins.set(uuid, {
        count,
        ...(count >= LOCKOUT_AFTER_FAILURES ? { lockedUntil: nowMs + LOCKOUT_MS } : {}),
      });
    },
    clearFailedLogins: (uuid) => {
      state.failedLogins.delete(uuid);
    },
  };
  return store;
}
