import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { hasContent } from "../join/has-content";
import { classNames } from "../utils/class-names";

export const BADGE_VARIANTS = ["default", "light", "primary", "danger", "warning", "success"] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

const StyledBadge = styled.span.withConfig({ componentId: "bs-badge" })`
  display: inline-block;
  padding-block: var(--bs-space-xs);
  padding-inline: var(--bs-space-sm);
  border: thin solid transparent;
  border-radius: var(--bs-radius-sm);
  background-color: var(--bs-color-surface);
  color: var(--bs-color-text);
  font-family: var(--bs-font-ui);
  font-size: var(--bs-font-size-xs);
  font-weight: var(--bs-font-weight-bold);
  line-height: var(--bs-line-height-tight);
  white-space: nowrap;

  &.c-badge--light {
    border-color: var(--bs-color-border);
    background-color: var(--bs-color-background);
    color: var(--bs-color-text-muted);
  }
  &.c-badge--primary {
    background-color: var(--bs-color-primary);
    color: var(--bs-color-primary-contrast);
  }
  &.c-badge--danger {
    background-color: var(--bs-color-danger-surface);
    color: var(--bs-color-danger);
  }
  &.c-badge--warning {
    background-color: var(--bs-color-warning-surface);
    color: var(--bs-color-warning);
  }
  &.c-badge--success {
    background-color: var(--bs-color-success-surface);
    color: var(--bs-color-success);
  }
`;

/** A short status label ("Active", "Live"); an unknown variant falls back to the default look. */
export function Badge({ variant, className, children, ...rest }: BadgeProps) {
  if (!hasContent(children)) return null;
  const resolved = BADGE_VARIANTS.find((known) => known === variant) ?? "default";
  return (
    <StyledBadge {...rest} className={classNames("c-badge", `c-badge--${resolved}`, className)}>
      {children}
    </StyledBadge>
  );
}
