import type { ReactNode } from "react";
import { usePhrases } from "@broadsheet/kit";
import { css, styled } from "@broadsheet/style";
import { media } from "@broadsheet/themes";
import { spaceVar } from "../stack/stack";
import { classNames } from "../utils/class-names";

export type RailLayoutPart = "main" | "top" | "content" | "bottom" | "rail";

export interface RailLayoutProps {
  /** Full width, above the main column and the rail. */
  top?: ReactNode;
  /** The main column. */
  content?: ReactNode;
  /** Full width, below the main column and the rail. */
  bottom?: ReactNode;
  /** Beside the main column from 48rem up, after everything else below that. Without it the page is one column. */
  rail?: ReactNode;
  className?: string;
  /** Extra class names per part, so a block can give them its own (`b-<block>__<part>`). */
  classNames?: Partial<Record<RailLayoutPart, string>>;
  /** The id of the main landmark: the target of "skip to content" links. */
  mainId?: string;
  /**
   * The rail's accessible name; "Sidebar" in the site's language when absent. Content may hold asides of its
   * own (a story's fact box), and two complementary landmarks with one name cannot be told apart.
   */
  railLabel?: string;
}

const ROW_GAP = spaceVar("md");
const COLUMN_GAP = spaceVar("lg");

const column = css`
  display: flex;
  flex-direction: column;
  gap: ${ROW_GAP};
  min-inline-size: 0;
`;

/*
 * The rail must be an <aside> outside <main> (a complementary landmark inside main is not top level),
 * yet sit beside the main column, between the full-width parts that <main> holds. So on wide screens
 * <main> spans the whole grid as a subgrid and the aside is placed into the area main leaves empty.
 * Without subgrid, and on small screens, everything stacks in source order.
 */
const Root = styled.div.withConfig({ componentId: "bs-rail-layout-root" })<{ $areas: string | null }>`
  ${column}

  ${({ $areas }) =>
    $areas &&
    css`
      ${media.desktop} {
        @supports (grid-template-rows: subgrid) {
          display: grid;
          grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
          grid-template-areas: ${$areas};
          gap: ${ROW_GAP} ${COLUMN_GAP};

          > .c-rail-layout__main {
            display: grid;
            grid-column: 1 / -1;
            grid-row: 1 / -1;
            grid-template-columns: subgrid;
            grid-template-rows: subgrid;
            gap: inherit;
          }
        }
      }
    `}
`;

const Main = styled.main.withConfig({ componentId: "bs-rail-layout-main" })`
  ${column}
`;

const Slot = styled.div.withConfig({ componentId: "bs-rail-layout-slot" })<{ $area: RailLayoutPart }>`
  ${column}
  grid-area: ${({ $area }) => $area};
`;

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && typeof node !== "boolean" && node !== "";
}

/**
 * A page body: an optional full-width top and bottom with a main column between, all inside the
 * main landmark, and an optional rail (an aside) beside the main column. Parts given nothing render
 * no element, and the grid has rows only for the parts that are there, so no empty gaps appear.
 */
export function RailLayout({
  top,
  content,
  bottom,
  rail,
  className,
  classNames: partClassNames = {},
  mainId = "main",
  railLabel,
}: RailLayoutProps) {
  const { t } = usePhrases();
  const hasTop = present(top);
  const hasContent = present(content);
  const hasBottom = present(bottom);
  const hasRail = present(rail);
  const areas = hasRail
    ? [hasTop && `"top top"`, `"content rail"`, hasBottom && `"bottom bottom"`].filter(Boolean).join(" ")
    : null;

  return (
    <Root $areas={areas} className={classNames("c-rail-layout", hasRail && "c-rail-layout--with-rail", className)}>
      <Main id={mainId} className={classNames("c-rail-layout__main", partClassNames.main)}>
        {hasTop && (
          <Slot $area="top" className={classNames("c-rail-layout__top", partClassNames.top)}>
            {top}
          </Slot>
        )}
        {hasContent && (
          <Slot $area="content" className={classNames("c-rail-layout__content", partClassNames.content)}>
            {content}
          </Slot>
        )}
        {hasBottom && (
          <Slot $area="bottom" className={classNames("c-rail-layout__bottom", partClassNames.bottom)}>
            {bottom}
          </Slot>
        )}
      </Main>
      {hasRail && (
        <Slot
          as="aside"
          $area="rail"
          aria-label={railLabel?.trim() || t("global.rail-label")}
          className={classNames("c-rail-layout__rail", partClassNames.rail)}
        >
          {rail}
        </Slot>
      )}
    </Root>
  );
}
