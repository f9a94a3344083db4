import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { usePhrases } from "@broadsheet/kit";
import { token } from "@broadsheet/themes";
import { VisuallyHidden } from "../visually-hidden";
import { formatPrice } from "./currency";
import { classNames } from "../utils/class-names";

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /** What the reader pays, in the currency's major unit (9.99). */
  amount: number | string;
  /** ISO 4217 code; the symbol follows the commerce table ("USD" → "$", else the code). */
  currency: string;
  /** The price before a sale. Shown struck through, and only when it is higher than `amount`. */
  originalAmount?: number | string;
  /** Number style (separators, symbol placement); by default the site's locale. */
  locale?: string;
  /** Screen-reader label before the struck-through price; overrides the phrase `global.price-original`. */
  originalLabel?: string;
  /** Screen-reader label before the sale price; overrides the phrase `global.price-sale`. */
  saleLabel?: string;
}

const StyledPrice = styled.span.withConfig({ componentId: "bs-price" })`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${token("space", "xs")};
  font-family: ${token("font", "body")};
  color: ${token("color", "text")};

  .c-price__current {
    font-weight: ${token("fontWeight", "bold")};
    text-decoration: none;
  }

  .c-price__original {
    font-size: ${token("fontSize", "sm")};
    color: ${token("color", "text-muted")};
    text-decoration: line-through;
  }
`;

function isHigher(original: string, amount: unknown, originalAmount: unknown): boolean {
  return original !== "" && Number(originalAmount) > Number(amount);
}

/**
 * A price with its currency symbol, written in the site's number style. With a higher `originalAmount`,
 * the original is struck through (`<del>`) before the sale price (`<ins>`), each introduced by hidden
 * text, as screen readers do not announce the strike. Renders nothing when the amount or currency is unusable.
 */
export function Price({
  amount,
  currency,
  originalAmount,
  locale,
  originalLabel,
  saleLabel,
  className,
  ...rest
}: PriceProps) {
  const { arcSite } = useFusionContext();
  const phrases = usePhrases();
  const siteLocale = getProperties(arcSite).locale;
  const numberLocale = locale ?? (typeof siteLocale === "string" ? siteLocale : "en-US");
  const current = formatPrice(amount, currency, numberLocale);
  if (current === "") return null;
  const original = originalAmount === undefined ? "" : formatPrice(originalAmount, currency, numberLocale);
  const onSale = isHigher(original, amount, originalAmount);
  const classes = classNames("c-price", onSale && "c-price--sale", className);

  if (!onSale) {
    return (
      <StyledPrice className={classes} {...rest}>
        <span className="c-price__current">{current}</span>
      </StyledPrice>
    );
  }
  return (
    <StyledPrice className={classes} {...rest}>
      <del className="c-price__original">
        <VisuallyHidden>{`${originalLabel ?? phrases.t("global.price-original")} `}</VisuallyHidden>
        {original}
      </del>{" "}
      <ins className="c-price__current">
        <VisuallyHidden>{`${saleLabel ?? phrases.t("global.price-sale")} `}</VisuallyHidden>
        {current}
      </ins>
    </StyledPrice>
  );
}
