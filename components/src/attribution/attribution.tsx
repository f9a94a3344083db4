import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { hasContent } from "../join/has-content";
import { classNames } from "../utils/class-names";

export type AttributionProps = HTMLAttributes<HTMLElement>;

const StyledAttribution = styled.small.withConfig({ componentId: "bs-attribution" })`
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-xs);
  line-height: var(--bs-line-height-tight);
  color: var(--bs-color-text-muted);
`;

/** Credits and bylines: `small` is HTML's element for attribution and other side comments. */
export function Attribution({ className, children, ...rest }: AttributionProps) {
  if (!hasContent(children)) return null;
  return (
    <StyledAttribution {...rest} className={classNames("c-attribution", className)}>
      {children}
    </StyledAttribution>
  );
}
