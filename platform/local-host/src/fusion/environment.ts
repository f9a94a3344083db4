import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc/origin";

/** Local stand-ins for the bundle environment; the preview server and tests set them through env vars. */
const env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;

export const RESIZER_TOKEN_VERSION = Number(env.BROADSHEET_RESIZER_TOKEN_VERSION ?? 2);
/**
 * Where content sources fetch from: the fake Arc's origin unless set, which jest (msw/node) and Storybook
 * (the service worker) answer. The preview server passes its own origin instead, where it mounts the fake.
 */
export const CONTENT_BASE = env.BROADSHEET_CONTENT_BASE ?? FAKE_ARC_ORIGIN;
export const ARC_ACCESS_TOKEN = env.BROADSHEET_ARC_ACCESS_TOKEN ?? "";
export const ENVIRONMENT = env.BROADSHEET_ENVIRONMENT ?? "local";
export const SIGNING_SERVICE_DEFAULT_APP = env.BROADSHEET_SIGNING_SERVICE_APP ?? "fake-resizer";
