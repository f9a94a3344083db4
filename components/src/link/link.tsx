import { forwardRef, type AnchorHTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { token } from "@broadsheet/themes";
import { hasContent } from "../join/has-content";
import { isSafeHref, isWebHref } from "./is-safe-href";
import { NewTabNote, newTabRel } from "./new-tab";
import { classNames } from "../utils/class-names";

/**
 * What a link is for, which decides how it looks. `inline`: a link in running text, the one kind underlined at
 * rest. `headline` and `nav`: the text it sits in is already the link (a promo's headline, a menu), so it keeps
 * that text's colour. `byline`: an author's name, in the text colour and semibold. All but `inline` underline on hover and
 * focus; every kind shows the focus ring.
 */
export type LinkVariant = "inline" | "headline" | "byline" | "nav";

export const LINK_VARIANTS = ["inline", "headline", "byline", "nav"] as const satisfies readonly LinkVariant[];

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target"> {
  href?: string;
  /** How the link looks, by what it is for; `inline` (running text) by default. */
  variant?: LinkVariant;
  /** Unset: http(s) links open in a new tab, others in this one. `true` or `false` decides for any link. */
  openInNewTab?: boolean;
  /** Overrides the phrase `global.opens-in-new-window`, read to screen readers on new-tab links. */
  newTabText?: string;
}

const StyledLink = styled.a.withConfig({ componentId: "bs-link" })`
  color: ${token("color", "link")};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.15em;

  &:hover {
    color: ${token("color", "link-hover")};
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: 2px solid ${token("color", "focus")};
    outline-offset: 2px;
    border-radius: ${token("radius", "sm")};
  }

  &.c-link--headline,
  &.c-link--nav {
    color: inherit;
    text-decoration: none;
  }

  /* The weight tells the name from the words around it ("By … and …") without a colour or an underline, as a
     link in a line of text must be told apart (WCAG 1.4.1; axe's link-in-text-block). */
  &.c-link--byline {
    color: ${token("color", "text")};
    font-weight: 600;
    text-decoration: none;
  }

  &.c-link--headline:hover,
  &.c-link--headline:focus-visible,
  &.c-link--nav:hover,
  &.c-link--nav:focus-visible,
  &.c-link--byline:hover,
  &.c-link--byline:focus-visible {
    text-decoration: underline;
    text-decoration-thickness: 1px;
  }
`;

/**
 * A link that is safe whatever an editor typed: a script href is never rendered (the text stays, as plain
 * text), and web links open in a new tab with a note for screen readers.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, openInNewTab, newTabText, rel, variant = "inline", className, children, ...rest },
  ref,
) {
  if (!hasContent(children)) return null;
  const classes = classNames("c-link", variant !== "inline" && `c-link--${variant}`, className);
  if (!isSafeHref(href)) return <span className={classNames(classes, "c-link--text")}>{children}</span>;

  const newTab = openInNewTab ?? isWebHref(href);
  return (
    <StyledLink
      {...rest}
      ref={ref}
      href={href}
      className={classes}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? newTabRel(rel) : rel}
    >
      {children}
      {newTab && <NewTabNote text={newTabText} />}
    </StyledLink>
  );
});
