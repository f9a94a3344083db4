import type { ReactNode } from "react";
import { hasContent } from "../join/has-content";
import { classNames } from "../utils/class-names";

export const BUTTON_SIZES = ["small", "medium", "large"] as const;
export const BUTTON_VARIANTS = ["primary", "primary-reverse", "secondary", "secondary-reverse", "default"] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonOwnProps {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Decorative: hidden from screen readers, so the label or `accessibilityLabel` must say what it means. */
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  fullWidth?: boolean;
  /** The accessible name, for buttons that show only an icon. */
  accessibilityLabel?: string;
  className?: string;
  children?: ReactNode;
}

export function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** The class list and inner markup both forms share; null when there is nothing to show. */
export function buttonParts({
  size,
  variant,
  leadingIcon,
  trailingIcon,
  fullWidth,
  className,
  children,
}: ButtonOwnProps): { className: string; content: ReactNode } | null {
  const hasLabel = hasContent(children);
  const hasLeading = hasContent(leadingIcon);
  const hasTrailing = hasContent(trailingIcon);
  if (!hasLabel && !hasLeading && !hasTrailing) return null;

  const classes = classNames(
    "c-button",
    `c-button--${oneOf(BUTTON_SIZES, size, "medium")}`,
    `c-button--${oneOf(BUTTON_VARIANTS, variant, "default")}`,
    fullWidth && "c-button--full-width",
    !hasLabel && "c-button--icon-only",
    className,
  );
  const content = (
    <>
      {hasLeading && (
        <span className="c-button__icon c-button__icon--leading" aria-hidden="true">
          {leadingIcon}
        </span>
      )}
      {hasLabel && <span className="c-button__label">{children}</span>}
      {hasTrailing && (
        <span className="c-button__icon c-button__icon--trailing" aria-hidden="true">
          {trailingIcon}
        </span>
      )}
    </>
  );
  return { className: classes, content };
}
