import { forwardRef, type AnchorHTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { hasContent } from "../join/has-content";
import { isSafeHref, isWebHref } from "./is-safe-href";
import { NewTabNote, newTabRel } from "./new-tab";
import { classNames } from "../utils/class-names";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target"> {
  href?: string;
  /** Unset: http(s) links open in a new tab, others in this one. `true` or `false` decides for any link. */
  openInNewTab?: boolean;
  /** Overrides the phrase `global.opens-in-new-window`, read to screen readers on new-tab links. */
  newTabText?: string;
}

const StyledLink = styled.a.withConfig({ componentId: "bs-link" })`
  color: var(--bs-color-link);
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &:hover {
    color: var(--bs-color-link-hover);
  }

  &:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
`;

/**
 * A link that is safe whatever an editor typed: a script href is never rendered (the text stays, as plain
 * text), and web links open in a new tab with a note for screen readers.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, openInNewTab, newTabText, rel, className, children, ...rest },
  ref,
) {
  if (!hasContent(children)) return null;
  const classes = classNames("c-link", className);
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
