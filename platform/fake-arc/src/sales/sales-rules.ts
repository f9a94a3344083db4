import { acceptCaptchaToken } from "../identity/identity-rules";
import type { Address, SalesConfig } from "./sales-types";
import { salesError } from "./sales-errors";

/** The checkout captcha (spec §5): when the config enables it, order creation and finalize need a solved token. */
export function checkCheckoutCaptcha(config: SalesConfig, token: unknown, spent: Set<string>): void {
  if (!config.checkoutRecaptchaEnabled) return;
  if (!acceptCaptchaToken("checkout", token, spent)) throw salesError("captchaInvalid");
}

/** The 50 US states plus DC: the region select's values when the country is US (spec §2). */
export const US_REGIONS: ReadonlySet<string> = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND " +
    "OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
  ).split(" "),
);

const REQUIRED = ["line1", "country", "locality", "region", "postal"] as const;

/**
 * A billing address as spec §5 requires it: line1, country (an ISO code), locality, region (a US state or DC
 * when the country is US) and postal; line2 trimmed and left out when empty.
 */
export function readAddress(value: unknown, name = "billingAddress"): Address {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const text = (field: string): string => (typeof raw[field] === "string" ? (raw[field] as string).trim() : "");
  const missing = REQUIRED.filter((field) => text(field) === "");
  if (missing.length > 0) {
    throw salesError("invalidAddress", `${name} needs ${missing.map((field) => `${name}.${field}`).join(", ")}`);
  }
  const country = text("country").toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw salesError("invalidAddress", `${name}.country must be a two-letter ISO code`);
  const region = country === "US" ? text("region").toUpperCase() : text("region");
  if (country === "US" && !US_REGIONS.has(region)) {
    throw salesError("invalidAddress", `${name}.region must be a US state or DC`);
  }
  const line2 = text("line2");
  return {
    line1: text("line1"),
    ...(line2 === "" ? {} : { line2 }),
    locality: text("locality"),
    region,
    postal: text("postal"),
    country,
  };
}
