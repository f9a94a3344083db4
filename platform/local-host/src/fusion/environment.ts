/** Local stand-ins for the bundle environment; the preview server and tests set them through env vars. */
const env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;

export const RESIZER_TOKEN_VERSION = Number(env.BROADSHEET_RESIZER_TOKEN_VERSION ?? 2);
export const CONTENT_BASE = env.BROADSHEET_CONTENT_BASE ?? "";
export const ARC_ACCESS_TOKEN = env.BROADSHEET_ARC_ACCESS_TOKEN ?? "";
export const ENVIRONMENT = env.BROADSHEET_ENVIRONMENT ?? "local";
export const SIGNING_SERVICE_DEFAULT_APP = env.BROADSHEET_SIGNING_SERVICE_APP ?? "fake-resizer";
