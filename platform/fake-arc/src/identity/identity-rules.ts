import { FakeArcError } from "../fake-arc-error";
import { randomHex } from "../random";
import { CAPTCHA_FLAGS, FAKE_RECAPTCHA_TOKEN, type CaptchaFlow, type IdentityConfig } from "./identity-types";

/** Arc's codes and messages (spec §8, §5); the fake's own failures use its word codes instead. */
export const IDENTITY_ERRORS = {
  captchaInvalid: { status: 400, code: "130001", message: "Captcha token invalid" },
  captchaRequired: { status: 400, code: "010122", message: "Captcha token required or invalid" },
  accountDisabled: { status: 403, code: "100015", message: "Account is disabled" },
  emailUnverified: { status: 403, code: "130051", message: "Email address is not verified" },
  maxDevices: { status: 403, code: "100013", message: "Maximum number of devices reached" },
  identityExists: { status: 409, code: "300039", message: "Identity already exists" },
  invalidCredentials: { status: 401, code: "300040", message: "Invalid credentials" },
  unlinkForbidden: { status: 400, code: "300044", message: "This identity cannot be unlinked" },
  unsupportedImage: { status: 415, code: "UNSUPPORTED_IMAGE_TYPE", message: "Image type not supported" },
  imageTooLarge: {
    status: 413,
    code: "IMAGE_TOO_LARGE",
    message: "Image too big. Only images up to 3 MB are supported.",
  },
  missingImage: { status: 400, code: "MISSING_IMAGE", message: "No image found in the request." },
  unauthorized: { status: 401, code: "unauthorized", message: "Missing or invalid jwt" },
  accessExpired: { status: 401, code: "access_token_expired", message: "Access token is expired" },
  refreshExpired: { status: 401, code: "refresh_token_expired", message: "Refresh token is expired" },
  refreshInvalid: { status: 401, code: "refresh_token_invalid", message: "Refresh token is invalid" },
  nonceInvalid: { status: 404, code: "nonce_invalid", message: "This link is invalid or has already been used" },
  accountLocked: {
    status: 403,
    code: "account_locked",
    message: "Too many failed sign-in attempts: try again later or reset the password",
  },
  oidcInvalidClient: { status: 401, code: "invalid_client", message: "Unknown OIDC client" },
  oidcInvalidRedirect: {
    status: 400,
    code: "invalid_request",
    message: "redirect_uri is not registered for this client",
  },
} as const;

export type IdentityErrorName = keyof typeof IDENTITY_ERRORS;

export function identityError(name: IdentityErrorName, message?: string): FakeArcError {
  const error = IDENTITY_ERRORS[name];
  return new FakeArcError(error.status, error.code, message ?? error.message);
}

/** Avatars: JPEG only, at most 3,000,000 bytes (spec §5). */
export const AVATAR_MAX_BYTES = 3_000_000;

/** Tokens the preview's reCAPTCHA stand-in issues: a v2 checkbox's, or v3's for an action. */
const STAND_IN_V2_TOKEN = /^fake-recaptcha-v2\.[0-9a-f]{24}$/;
const STAND_IN_V3_TOKEN = /^fake-recaptcha-v3\.([A-Za-z]+)\.[0-9a-f]{24}$/;

/** A fresh solved token, as the reCAPTCHA stand-in's v2 checkbox hands out: for tests that need several. */
export function fakeRecaptchaToken(): string {
  return `fake-recaptcha-v2.${randomHex(12)}`;
}

/**
 * A flow the config guards needs a solved token; none or another is refused (130001; sign-up's own code
 * 010122, as the sign-up form tells them apart). Accepted once each, a v3 one only for its own flow, as the
 * provider verifies them: FAKE_RECAPTCHA_TOKEN (tests) and the reCAPTCHA stand-in's tokens.
 */
export function checkCaptcha(
  config: IdentityConfig,
  flow: CaptchaFlow,
  token: unknown,
  spent: Set<string> = new Set(),
): void {
  if (!config[CAPTCHA_FLAGS[flow]]) return;
  if (acceptCaptchaToken(flow, token, spent)) return;
  throw identityError(flow === "signup" ? "captchaRequired" : "captchaInvalid");
}

/**
 * Whether a token solves the captcha of a flow (`signin`, …, or Sales' `checkout`), spending it so it counts
 * once (a replayed token is what siteverify answers `timeout-or-duplicate` to): FAKE_RECAPTCHA_TOKEN, a
 * stand-in v2 token, a v3 token of that flow.
 */
export function acceptCaptchaToken(flow: string, token: unknown, spent: Set<string>): boolean {
  if (typeof token !== "string" || spent.has(token)) return false;
  const v3 = STAND_IN_V3_TOKEN.exec(token);
  if (token !== FAKE_RECAPTCHA_TOKEN && !STAND_IN_V2_TOKEN.test(token) && v3?.[1] !== flow) return false;
  spent.add(token);
  return true;
}

/** The password rules the config counts (spec §5), as the problems a password has; empty when it passes. */
export function passwordProblems(config: IdentityConfig, password: string): string[] {
  const count = (pattern: RegExp): number => (password.match(pattern) ?? []).length;
  const problems: string[] = [];
  if (password.length < config.pwMinLength) problems.push(`at least ${config.pwMinLength} characters`);
  if (count(/[a-z]/g) < config.pwLowercase) problems.push(`at least ${config.pwLowercase} lowercase letters`);
  if (count(/[A-Z]/g) < config.pwUppercase) problems.push(`at least ${config.pwUppercase} uppercase letters`);
  if (count(/[0-9]/g) < config.pwNumbers) problems.push(`at least ${config.pwNumbers} numbers`);
  if (count(/[^A-Za-z0-9]/g) < config.pwSpecialCharacters) {
    problems.push(`at least ${config.pwSpecialCharacters} special characters`);
  }
  return problems;
}

export function checkPassword(config: IdentityConfig, password: unknown): string {
  if (typeof password !== "string" || password === "") {
    throw new FakeArcError(400, "password_rules", "A password is required");
  }
  const problems = passwordProblems(config, password);
  if (problems.length > 0) {
    throw new FakeArcError(400, "password_rules", `The password needs ${problems.join(", ")}`);
  }
  return password;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: unknown, name = "email"): string {
  if (typeof value !== "string" || !EMAIL.test(value)) {
    throw new FakeArcError(400, "bad_parameter", `Parameter "${name}" must be an email address`);
  }
  return value;
}
