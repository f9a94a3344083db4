import { styled } from "@broadsheet/style";
import { defineBlock, type CustomFieldsOf } from "@broadsheet/kit";
import { BARE_LAYOUT, ListItem, type ListItemLayout } from "./list-item";
import { rowListFields, StoryList, useListStories } from "./story-list";

/** Spec §9: numbered list images at 274 px. */
export const NUMBERED_LIST_IMAGE_WIDTH = 274;

// The numbers are the list's own (an <ol>, counted in CSS), so they follow the items shown, whatever the feed.
const Numbers = styled(StoryList).withConfig({ componentId: "bs-numbered-list" })`
  .b-numbered-list__items {
    counter-reset: bs-numbered-list;
  }
  .b-numbered-list__item {
    counter-increment: bs-numbered-list;
  }
  .b-numbered-list__item::before {
    content: counter(bs-numbered-list);
    flex: 0 0 1.5em;
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-2xl);
    font-weight: var(--bs-font-weight-bold);
    line-height: var(--bs-line-height-tight);
    color: var(--bs-color-primary);
  }
`;

/** A numbered list: each story's number, headline and image, in the feed's order. Static: server HTML only. */
export const NumberedList = defineBlock({
  name: "numbered-list",
  kind: "feature",
  label: "Numbered List",
  icon: "list-ordered",
  description: "Stories from a feed, numbered, with headlines and small images.",
  fields: rowListFields,
  render: function NumberedListView({ customFields }) {
    const { showHeadline, showImage } = customFields;
    const result = useListStories(
      "numbered-list",
      customFields.listContentConfig,
      { image: showImage },
      {},
      customFields.followPageSection,
    );
    const layout: ListItemLayout = {
      ...BARE_LAYOUT,
      image: showImage ? { width: NUMBERED_LIST_IMAGE_WIDTH, position: "end" } : null,
      showHeadline,
    };
    return (
      <Numbers
        block="numbered-list"
        label="Numbered List"
        title={customFields.title}
        lazyLoad={customFields.lazyLoad}
        result={result}
        ordered
      >
        {(stories) =>
          stories.map((story, index) => (
            <ListItem key={`${story.id}-${index}`} story={story} layout={layout} className="b-numbered-list__item" />
          ))
        }
      </Numbers>
    );
  },
});

export type NumberedListFields = CustomFieldsOf<typeof NumberedList>;
