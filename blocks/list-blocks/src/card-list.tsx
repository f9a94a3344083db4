import { styled } from "@broadsheet/style";
import { defineBlock, defineFields, number, type CustomFieldsOf } from "@broadsheet/kit";
import { ListItem, type ListItemLayout } from "./list-item";
import { commonListFields, showField, StoryList, useListStories } from "./story-list";

/** Spec §9: the card list's first story at 377 px (srcset 377/754/1508), the others at 105 px. */
export const CARD_LIST_MAIN_WIDTH = 377;
export const CARD_LIST_MAIN_WIDTHS = [377, 754, 1508] as const;
export const CARD_LIST_SECONDARY_WIDTH = 105;
/** How many stories a card list shows unless the editor says otherwise. */
export const CARD_LIST_DEFAULT_AMOUNT = 5;

const fields = defineFields({
  ...commonListFields,
  offsetOverride: number({
    label: "Offset",
    description: "How many of the feed's stories to skip before the first card",
    min: 0,
    defaultValue: 0,
  }),
  displayAmount: number({
    label: "Number of stories",
    description: "The most stories the list shows",
    min: 1,
    max: 20,
    defaultValue: CARD_LIST_DEFAULT_AMOUNT,
  }),
  showOverline: showField("overline"),
  showImage: showField("image"),
  showByline: showField("byline"),
  showDate: showField("date"),
});

const Cards = styled(StoryList).withConfig({ componentId: "bs-card-list" })`
  .b-card-list__item--main .b-list-item__headline.c-heading {
    font-size: var(--bs-font-size-headline-m);
  }
`;

/**
 * A card list: the feed's first story as a large card (overline, headline, byline and date under a 377 px
 * image), the next ones as compact rows with a 105 px image. displayAmount caps the stories, offsetOverride
 * starts the list later in the feed. Static: server HTML only.
 */
export const CardList = defineBlock({
  name: "card-list",
  kind: "feature",
  label: "Card List",
  icon: "list",
  description: "Stories from a feed: the first as a large card, the rest as compact rows.",
  fields,
  render: function CardListView({ customFields }) {
    const { showOverline, showImage, showByline, showDate } = customFields;
    const result = useListStories(
      "card-list",
      customFields.listContentConfig,
      { overline: showOverline, image: showImage, byline: showByline, date: showDate },
      { offset: customFields.offsetOverride, amount: customFields.displayAmount },
      customFields.followPageSection,
    );
    const main: ListItemLayout = {
      image: showImage ? { width: CARD_LIST_MAIN_WIDTH, responsive: CARD_LIST_MAIN_WIDTHS, position: "above" } : null,
      headlineHeading: true,
      headlineLines: 0,
      showHeadline: true,
      showOverline,
      showDescription: false,
      showByline,
      showDate,
    };
    const secondary: ListItemLayout = {
      ...main,
      image: showImage ? { width: CARD_LIST_SECONDARY_WIDTH, position: "end" } : null,
      headlineHeading: false,
      showOverline: false,
      showByline: false,
      showDate: false,
    };
    return (
      <Cards
        block="card-list"
        label="Card List"
        title={customFields.title}
        lazyLoad={customFields.lazyLoad}
        result={result}
      >
        {(stories, lazy) =>
          stories.map((story, index) => (
            <ListItem
              key={`${story.id}-${index}`}
              story={story}
              layout={index === 0 ? main : secondary}
              className={index === 0 ? "b-card-list__item b-card-list__item--main" : "b-card-list__item"}
              loading={index === 0 && !lazy ? "eager" : "lazy"}
            />
          ))
        }
      </Cards>
    );
  },
});

export type CardListFields = CustomFieldsOf<typeof CardList>;
