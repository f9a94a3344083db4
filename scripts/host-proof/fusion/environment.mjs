import { bundleState } from "./host.mjs";

/** Fusion's environment values: set per deployment; the browser's bundle gets the public ones only. */
const environment = bundleState().environment;

export const RESIZER_TOKEN_VERSION = Number(environment.RESIZER_TOKEN_VERSION ?? 2);
export const CONTENT_BASE = environment.CONTENT_BASE ?? "";
export const ARC_ACCESS_TOKEN = environment.ARC_ACCESS_TOKEN ?? "";
export const ENVIRONMENT = environment.ENVIRONMENT ?? "proof";
export const SIGNING_SERVICE_DEFAULT_APP = environment.SIGNING_SERVICE_DEFAULT_APP ?? "";
