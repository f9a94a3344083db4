import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type Ref } from "react";
import { serverPart } from "@broadsheet/kit";
import { isSafeHref } from "../link/is-safe-href";
import { NewTabNote, newTabRel } from "../link/new-tab";
import { buttonParts, oneOf, type ButtonOwnProps } from "./button-parts";

/*
 * A button's look never changes once rendered: the server writes it into the page, and the islands do not carry it.
 * Inside the button, where its empty `display: contents` element adds no box and no sibling for other selectors.
 */
export const KeptButtonStyles = serverPart(() => import("./button.styles").then((module) => module.ButtonStyles), {
  hoistedOnly: true,
});

export { BUTTON_SIZES, BUTTON_VARIANTS } from "./button-parts";
export type { ButtonSize, ButtonVariant } from "./button-parts";

export interface ButtonElementProps
  extends ButtonOwnProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps | "type"> {
  href?: undefined;
  type?: "button" | "submit" | "reset";
}

export interface ButtonLinkProps
  extends ButtonOwnProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps> {
  /** Renders a link styled as a button. An href that could run script renders nothing. */
  href: string;
  disabled?: boolean;
}

export type ButtonProps = ButtonElementProps | ButtonLinkProps;

const TYPES = ["button", "submit", "reset"] as const;

function renderButton(
  {
    size,
    variant,
    leadingIcon,
    trailingIcon,
    fullWidth,
    accessibilityLabel,
    className,
    children,
    type,
    ...rest
  }: ButtonElementProps,
  ref: Ref<HTMLButtonElement>,
) {
  const parts = buttonParts({ size, variant, leadingIcon, trailingIcon, fullWidth, className, children });
  if (!parts) return null;
  return (
    <button
      {...rest}
      ref={ref}
      // Not the browser's "submit": a button in a form must say it submits, or it submits by accident.
      type={oneOf(TYPES, type, "button")}
      className={parts.className}
      aria-label={accessibilityLabel ?? rest["aria-label"]}
    >
      {parts.content}
      <KeptButtonStyles />
    </button>
  );
}

function renderLink(
  {
    size,
    variant,
    leadingIcon,
    trailingIcon,
    fullWidth,
    accessibilityLabel,
    className,
    children,
    href,
    disabled,
    target,
    rel,
    onClick,
    ...rest
  }: ButtonLinkProps,
  ref: Ref<HTMLAnchorElement>,
) {
  const parts = buttonParts({ size, variant, leadingIcon, trailingIcon, fullWidth, className, children });
  if (!parts || !isSafeHref(href)) return null;
  const newTab = !disabled && target === "_blank";
  // Without an href (or a click handler) a link can be neither followed nor focused; the role keeps it
  // announced as a link.
  const link = disabled
    ? { role: "link", "aria-disabled": true }
    : { href, target, rel: newTab ? newTabRel(rel) : rel, onClick };
  return (
    <a {...rest} {...link} ref={ref} className={parts.className} aria-label={accessibilityLabel ?? rest["aria-label"]}>
      {parts.content}
      {newTab && <NewTabNote />}
      <KeptButtonStyles />
    </a>
  );
}

/**
 * A button, or with `href` a link that looks like one. forwardRef rather than React 19's ref prop,
 * because the package also supports React 18.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  // The ref's element follows the form, which `href` chooses; the casts only narrow what the caller gave.
  return props.href !== undefined
    ? renderLink(props, ref as Ref<HTMLAnchorElement>)
    : renderButton(props, ref as Ref<HTMLButtonElement>);
});
