import type { DetailsHTMLAttributes, ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { hasContent } from "../join/has-content";
import { classNames } from "../utils/class-names";

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** What the reader clicks to show or hide the rest. */
  summary: ReactNode;
}

const StyledDetails = styled.details.withConfig({ componentId: "bs-details" })`
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);

  .c-details__summary {
    display: flex;
    align-items: center;
    gap: var(--bs-space-sm);
    padding-block: var(--bs-space-sm);
    font-weight: var(--bs-font-weight-bold);
    cursor: pointer;
    list-style: none;
  }

  .c-details__summary::-webkit-details-marker {
    display: none;
  }

  .c-details__summary:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }

  /*
   * A chevron: two borders of a square, turned to point at the inline end while closed and down once open.
   * The borders are logical, so in right-to-left text they mirror and the turns must mirror with them.
   */
  .c-details__summary::before {
    content: "";
    flex-shrink: 0;
    inline-size: var(--bs-space-sm);
    block-size: var(--bs-space-sm);
    border-block-end: medium solid currentColor;
    border-inline-end: medium solid currentColor;
    transform: rotate(-45deg);
    transition: transform 0.15s ease-out;
  }

  &[open] > .c-details__summary::before {
    transform: rotate(45deg);
  }

  [dir="rtl"] & > .c-details__summary::before {
    transform: rotate(45deg);
  }

  [dir="rtl"] &[open] > .c-details__summary::before {
    transform: rotate(-45deg);
  }

  @media (prefers-reduced-motion: reduce) {
    .c-details__summary::before {
      transition: none;
    }
  }

  .c-details__content {
    padding-block-end: var(--bs-space-sm);
  }
`;

/** A native disclosure (details and summary): keyboard and screen reader support come with the element. */
export function Details({ summary, className, children, ...rest }: DetailsProps) {
  if (!hasContent(summary)) return null;
  return (
    <StyledDetails {...rest} className={classNames("c-details", className)}>
      <summary className="c-details__summary">{summary}</summary>
      {hasContent(children) && <div className="c-details__content">{children}</div>}
    </StyledDetails>
  );
}
