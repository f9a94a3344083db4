import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { hasContent } from "../join/has-content";
import { Link } from "../link/link";
import { classNames } from "../utils/class-names";

export interface PillProps extends HTMLAttributes<HTMLElement> {
  /** Makes the pill a link (through Link, so an unsafe href leaves a plain pill). */
  href?: string;
  /** Passed to Link: unset, http(s) links open in a new tab. */
  openInNewTab?: boolean;
}

const StyledPill = styled.span.withConfig({ componentId: "bs-pill" })`
  display: inline-block;
  padding-block: var(--bs-space-xs);
  padding-inline: var(--bs-space-md);
  border: thin solid var(--bs-color-border);
  border-radius: var(--bs-radius-pill);
  background-color: var(--bs-color-surface);
  color: var(--bs-color-text);
  font-family: var(--bs-font-ui);
  font-size: var(--bs-font-size-sm);
  line-height: var(--bs-line-height-tight);
  text-decoration: none;
  white-space: nowrap;

  a& {
    cursor: pointer;
  }

  a&:hover {
    border-color: var(--bs-color-link);
    color: var(--bs-color-link-hover);
  }

  a&:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
`;

/** A rounded label, such as a tag, that may link somewhere. */
export function Pill({ href, openInNewTab, className, children, ...rest }: PillProps) {
  if (!hasContent(children)) return null;
  const classes = classNames("c-pill", className);
  if (href === undefined) {
    return (
      <StyledPill {...rest} className={classes}>
        {children}
      </StyledPill>
    );
  }
  return (
    <StyledPill as={Link} {...rest} href={href} openInNewTab={openInNewTab} className={classes}>
      {children}
    </StyledPill>
  );
}
