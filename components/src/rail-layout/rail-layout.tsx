import type { ReactNode } from "react";
import { serverPart, usePhrases } from "@broadsheet/kit";
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

/** The layout's look never changes once rendered: the server writes it into the page, and the page's code does not carry it. */
const KeptStyles = serverPart(() => import("./rail-layout.styles").then((module) => module.RailLayoutStyles));

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

  return (
    <div
      className={classNames(
        "c-rail-layout",
        hasRail && "c-rail-layout--with-rail",
        hasRail && hasTop && "c-rail-layout--with-top",
        hasRail && hasBottom && "c-rail-layout--with-bottom",
        className,
      )}
    >
      <main id={mainId} className={classNames("c-rail-layout__main", partClassNames.main)}>
        {hasTop && <div className={classNames("c-rail-layout__top", partClassNames.top)}>{top}</div>}
        {hasContent && <div className={classNames("c-rail-layout__content", partClassNames.content)}>{content}</div>}
        {hasBottom && <div className={classNames("c-rail-layout__bottom", partClassNames.bottom)}>{bottom}</div>}
      </main>
      {hasRail && (
        <aside
          aria-label={railLabel?.trim() || t("global.rail-label")}
          className={classNames("c-rail-layout__rail", partClassNames.rail)}
        >
          {rail}
        </aside>
      )}
      <KeptStyles />
    </div>
  );
}
