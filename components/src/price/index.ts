export { Price } from "./price";
export type { PriceProps } from "./price";
export { CURRENCY_SYMBOLS, currencySymbol, formatPrice } from "./currency";
export { DURATION_DAYS, durationInDays } from "./duration";
export type { DurationUnit } from "./duration";
