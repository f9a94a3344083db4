import type { HTMLAttributes } from "react";
import { css, styled } from "@broadsheet/style";
import { classNames } from "../utils/class-names";

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * The rules that take text off the screen and leave it to screen readers, for a stylesheet whose markup does not
 * render this component (the carousel's, kept in the page by the server). The clip technique needs literal 1px
 * boxes: `display: none` or a zero size would hide the text from screen readers too.
 */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

const StyledVisuallyHidden = styled.span.withConfig({ componentId: "bs-visually-hidden" })`
  ${visuallyHidden}
`;

/** Text for screen readers only: present in the accessibility tree, not on screen. */
export function VisuallyHidden({ className, children, ...rest }: VisuallyHiddenProps) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <StyledVisuallyHidden className={classNames("c-visually-hidden", className)} {...rest}>
      {children}
    </StyledVisuallyHidden>
  );
}
