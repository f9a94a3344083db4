import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { media } from "@broadsheet/themes";
import { spaceVar, type Space } from "../stack/stack";
import { classNames } from "../utils/class-names";

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns from the desktop breakpoint (48rem) up; below it the grid is one column. */
  columns?: number;
  gap?: Space;
}

const StyledGrid = styled.div.withConfig({ componentId: "bs-grid" })<{ $columns: number; $gap: Space }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap }) => spaceVar($gap)};

  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

/** Equal columns on desktop, one column on small screens. */
export function Grid({ columns = 2, gap = "md", className, ...rest }: GridProps) {
  return (
    <StyledGrid
      $columns={Math.max(1, Math.floor(columns))}
      $gap={gap}
      className={classNames("c-grid", className)}
      {...rest}
    />
  );
}
