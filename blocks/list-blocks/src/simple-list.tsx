import { defineBlock, type CustomFieldsOf } from "@broadsheet/kit";
import { BARE_LAYOUT, ListItem, type ListItemLayout } from "./list-item";
import { rowListFields, StoryList, useListStories } from "./story-list";

/** Spec §9: simple list images at 274 px; headlines truncate at 3 lines. */
export const SIMPLE_LIST_IMAGE_WIDTH = 274;
export const SIMPLE_LIST_HEADLINE_LINES = 3;

/** A simple list: each story's headline (at most 3 lines) beside its image. Static: server HTML only. */
export const SimpleList = defineBlock({
  name: "simple-list",
  kind: "feature",
  label: "Simple List",
  icon: "list",
  description: "Stories from a feed as headlines beside small images.",
  fields: rowListFields,
  render: function SimpleListView({ customFields }) {
    const { showHeadline, showImage } = customFields;
    const result = useListStories(
      "simple-list",
      customFields.listContentConfig,
      { image: showImage },
      {},
      customFields.followPageSection,
    );
    const layout: ListItemLayout = {
      ...BARE_LAYOUT,
      image: showImage ? { width: SIMPLE_LIST_IMAGE_WIDTH, position: "end" } : null,
      headlineLines: SIMPLE_LIST_HEADLINE_LINES,
      showHeadline,
    };
    return (
      <StoryList
        block="simple-list"
        label="Simple List"
        title={customFields.title}
        lazyLoad={customFields.lazyLoad}
        result={result}
      >
        {(stories) =>
          stories.map((story, index) => (
            <ListItem key={`${story.id}-${index}`} story={story} layout={layout} className="b-simple-list__item" />
          ))
        }
      </StoryList>
    );
  },
});

export type SimpleListFields = CustomFieldsOf<typeof SimpleList>;
