export * from "./date";
export * from "./localize-date";
export * from "./date-pattern";
export * from "./use-date-localization";
// eslint-disable-next-line no-restricted-syntax -- every module of the date folder imports zoned-time, which also holds internals: naming it reaches nothing more.
export { DATE_LOCALES, DEFAULT_TIME_ZONE, dateLocale } from "./zoned-time";
export type { DateInput } from "./zoned-time";
