import { scopedStyles } from "@broadsheet/style";
import { media } from "@broadsheet/themes";
import { spaceVar } from "../stack/stack";

const ROW_GAP = spaceVar("md");
const COLUMN_GAP = spaceVar("lg");

const column = `
  display: flex;
  flex-direction: column;
  gap: ${ROW_GAP};
  min-inline-size: 0;
`;

/**
 * The rail must be an <aside> outside <main> (a complementary landmark inside main is not top level), yet sit
 * beside the main column, between the full-width parts that <main> holds. So on wide screens <main> spans the whole
 * grid as a subgrid and the aside is placed into the area main leaves empty; the grid has rows only for the parts
 * that are there (the root's `--with-*` classes). Without subgrid, and on small screens, everything stacks in
 * source order. The parts' selectors sit in `:where()` so that each rule weighs what it did when every part had a
 * class of its own, and a site's `.c-rail-layout__rail` rule still wins by coming later. Its own module: the
 * layout renders it as a server part, so the page's code never carries the text.
 */
export const RailLayoutStyles = scopedStyles({ componentId: "bs-rail-layout", scope: ".c-rail-layout" })`
  ${column}

  :where(.c-rail-layout__main, .c-rail-layout__top, .c-rail-layout__content, .c-rail-layout__bottom, .c-rail-layout__rail) {
    ${column}
  }
  :where(.c-rail-layout__top) {
    grid-area: top;
  }
  :where(.c-rail-layout__content) {
    grid-area: content;
  }
  :where(.c-rail-layout__bottom) {
    grid-area: bottom;
  }
  :where(.c-rail-layout__rail) {
    grid-area: rail;
  }

  ${media.desktop} {
    @supports (grid-template-rows: subgrid) {
      &:where(.c-rail-layout--with-rail) {
        display: grid;
        grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
        grid-template-areas: "content rail";
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
      &:where(.c-rail-layout--with-rail.c-rail-layout--with-top) {
        grid-template-areas: "top top" "content rail";
      }
      &:where(.c-rail-layout--with-rail.c-rail-layout--with-bottom) {
        grid-template-areas: "content rail" "bottom bottom";
      }
      &:where(.c-rail-layout--with-rail.c-rail-layout--with-top.c-rail-layout--with-bottom) {
        grid-template-areas: "top top" "content rail" "bottom bottom";
      }
    }
  }
`;
