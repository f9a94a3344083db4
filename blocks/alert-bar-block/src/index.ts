export { AlertBar, ALERT_COOKIE, ALERT_COOKIE_MAX_AGE, ALERT_POLL_MS, ALERT_SOURCE } from "./alert-bar";
export type { AlertBarFields } from "./alert-bar";
export { readAlert } from "./visible-alert";
export { alertDatePattern, formatAlertDate } from "./alert-date";
export type { AlertDateOptions } from "./alert-date";
export type { Alert } from "./alert";
