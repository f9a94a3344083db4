export { DateTime } from "./date";
export type { DateTimeProps } from "./date";
export { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT, localizeDate, localizeDateTime } from "./localize-date";
export { ALERT_BAR_DATE_PATTERN, localizeDatePattern } from "./date-pattern";
export { SITE_DEFAULT_TIME_ZONE, useDateLocalization } from "./use-date-localization";
export type { ResolvedDateLocalization } from "./use-date-localization";
export { DATE_LOCALES, DEFAULT_TIME_ZONE, dateLocale } from "./zoned-time";
export type { DateInput } from "./zoned-time";
