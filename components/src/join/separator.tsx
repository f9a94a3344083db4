import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { classNames } from "../utils/class-names";

export interface SeparatorProps extends HTMLAttributes<HTMLSpanElement> {
  /** The mark between items; a middle dot unless given. */
  glyph?: string;
}

const StyledSeparator = styled.span.withConfig({ componentId: "bs-separator" })`
  .c-separator__glyph {
    color: var(--bs-color-text-muted);
  }
`;

/**
 * A decorative mark between inline items. The mark is hidden from screen readers; the spaces around it are
 * not, so the items are still read as separate words.
 */
export function Separator({ glyph = "·", className, ...rest }: SeparatorProps) {
  return (
    <StyledSeparator {...rest} className={classNames("c-separator", className)}>
      {" "}
      <span className="c-separator__glyph" aria-hidden="true">
        {glyph}
      </span>{" "}
    </StyledSeparator>
  );
}
