import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { token } from "@broadsheet/themes";
import { hasContent } from "../join/has-content";
import { classNames } from "../utils/class-names";

export type AttributionProps = HTMLAttributes<HTMLElement>;

const StyledAttribution = styled.small.withConfig({ componentId: "bs-attribution" })`
  font-family: ${token("font", "ui")};
  font-size: ${token("fontSize", "meta")};
  line-height: ${token("lineHeight", "tight")};
  color: ${token("color", "text-muted")};
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
