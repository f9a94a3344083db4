import type { TimeHTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { token } from "@broadsheet/themes";
import { localizeDate } from "./localize-date";
import { useDateLocalization } from "./use-date-localization";
import { toDate, type DateInput } from "./zoned-time";
import { classNames } from "../utils/class-names";

export interface DateTimeProps extends Omit<TimeHTMLAttributes<HTMLTimeElement>, "dateTime" | "children"> {
  /** The date to show: a Date, an ISO 8601 string (ANS `display_date`) or epoch milliseconds. */
  date: DateInput | null | undefined;
  /** A strftime-style format (see localizeDate); by default the site's dateFormat, or dateTimeFormat with `withTime`. */
  format?: string;
  /** A language code ("en", "fr", "nb"); by default the site's. */
  language?: string;
  /** An IANA time zone; by default the site's, else GMT. */
  timeZone?: string;
  /** Use the site's date-and-time format instead of its date format (when `format` is not given). */
  withTime?: boolean;
}

const StyledTime = styled.time.withConfig({ componentId: "bs-date" })`
  font-family: ${token("font", "ui")};
  font-size: ${token("fontSize", "meta")};
  line-height: ${token("lineHeight", "body")};
  color: ${token("color", "text-muted")};
`;

/**
 * A date as the site writes it, in a `<time>` whose `dateTime` is the ISO instant, so machines read the
 * exact moment and readers the localised text. Renders nothing for a missing or invalid date.
 */
export function DateTime({ date, format, language, timeZone, withTime = false, className, ...rest }: DateTimeProps) {
  const site = useDateLocalization();
  const instant = toDate(date);
  if (!instant) return null;
  const text = localizeDate(
    instant,
    format ?? (withTime ? site.dateTimeFormat : site.dateFormat),
    language ?? site.language,
    timeZone ?? site.timeZone,
  );
  if (text.trim() === "") return null;
  return (
    <StyledTime dateTime={instant.toISOString()} className={classNames("c-date", className)} {...rest}>
      {text}
    </StyledTime>
  );
}
