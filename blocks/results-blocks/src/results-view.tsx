import type { ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { serverPart, usePhrases } from "@broadsheet/kit";
import { HeadingSection } from "@broadsheet/components";
import type { CardOptions } from "./story-card";
import type { SeeMore } from "./use-see-more";

/**
 * A card never changes once rendered: the browser keeps the cards the server sent, and loads the card's code (the
 * image, the date, the overline) only for the cards See more adds.
 */
const KeptCard = serverPart(() => import("./story-card").then((module) => module.StoryCard));

const List = styled.div.withConfig({ componentId: "bs-results" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-md);
  font-family: var(--bs-font-body);

  .b-results__list {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .b-results__more {
    align-self: center;
    padding: var(--bs-space-sm) var(--bs-space-lg);
    border: thin solid var(--bs-color-primary);
    border-radius: var(--bs-radius-pill);
    color: var(--bs-color-primary);
    font-weight: var(--bs-font-weight-bold);
    text-decoration: none;
  }
  .b-results__more:hover {
    background-color: var(--bs-color-primary);
    color: var(--bs-color-primary-contrast);
  }
  .b-results__more:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  &[aria-busy="true"] .b-results__more {
    opacity: 0.6;
  }
`;

export interface ResultsViewProps {
  className: string;
  before?: ReactNode;
  more: SeeMore;
  /** The See more link's address without JavaScript: the same page, one page further. */
  moreHref: string;
  options: CardOptions;
  /** The cards' headings sit one level below a heading of the block's own. */
  nested?: boolean;
}

/** The cards of a results list in an ordered list, then See more while there are more to show. */
export function ResultsView({ className, before, more, moreHref, options, nested = false }: ResultsViewProps) {
  const phrases = usePhrases();
  return (
    <List className={`b-results ${className}`} aria-busy={more.loading}>
      {before}
      {more.items.length > 0 ? (
        <HeadingSection level={nested ? 3 : 2}>
          <ol className="b-results__list">
            {more.items.map((item, index) => (
              <li key={index}>
                <KeptCard item={item} options={options} />
              </li>
            ))}
          </ol>
        </HeadingSection>
      ) : null}
      {more.showButton ? (
        <a className="b-results__more" href={moreHref} onClick={(event) => more.onMore(event, KeptCard.preload)}>
          {phrases.t("results-blocks.see-more")}
        </a>
      ) : null}
    </List>
  );
}
