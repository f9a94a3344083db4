import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { token } from "@broadsheet/themes";
import { classNames } from "../utils/class-names";

export type Space = "none" | "xs" | "sm" | "md" | "lg" | "xl" | "2xl";

export interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: "vertical" | "horizontal";
  gap?: Space;
  align?: "start" | "center" | "end" | "stretch";
  justify?: "start" | "center" | "end" | "space-between";
  wrap?: boolean;
  as?: "div" | "section" | "ul" | "ol" | "nav" | "header" | "footer" | "aside" | "main" | "article";
}

export const spaceVar = (space: Space): string => (space === "none" ? "0" : token("space", space));

const StyledStack = styled.div.withConfig({ componentId: "bs-stack" })<{
  $direction: string;
  $gap: Space;
  $align: string;
  $justify: string;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === "horizontal" ? "row" : "column")};
  gap: ${({ $gap }) => spaceVar($gap)};
  align-items: ${({ $align }) => ($align === "start" || $align === "end" ? `flex-${$align}` : $align)};
  justify-content: ${({ $justify }) => ($justify === "start" || $justify === "end" ? `flex-${$justify}` : $justify)};
  flex-wrap: ${({ $wrap }) => ($wrap ? "wrap" : "nowrap")};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Lays children out in a line with even gaps from the spacing tokens. */
export function Stack({
  direction = "vertical",
  gap = "md",
  align = "stretch",
  justify = "start",
  wrap = false,
  className,
  ...rest
}: StackProps) {
  return (
    <StyledStack
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      className={classNames("c-stack", className)}
      {...rest}
    />
  );
}
