import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { classNames } from "../utils/class-names";

export type DividerProps = HTMLAttributes<HTMLHRElement>;

const StyledDivider = styled.hr.withConfig({ componentId: "bs-divider" })`
  margin-block: var(--bs-space-md);
  margin-inline: 0;
  border: 0;
  border-block-start: thin solid var(--bs-color-border);
`;

/** A thematic break between blocks of content (an hr, so screen readers announce it as a separator). */
export function Divider({ className, ...rest }: DividerProps) {
  return <StyledDivider {...rest} className={classNames("c-divider", className)} />;
}
