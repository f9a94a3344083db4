export {
  CardList,
  CARD_LIST_DEFAULT_AMOUNT,
  CARD_LIST_MAIN_WIDTH,
  CARD_LIST_MAIN_WIDTHS,
  CARD_LIST_SECONDARY_WIDTH,
} from "./card-list";
export type { CardListFields } from "./card-list";
export { SimpleList, SIMPLE_LIST_HEADLINE_LINES, SIMPLE_LIST_IMAGE_WIDTH } from "./simple-list";
export type { SimpleListFields } from "./simple-list";
export { NumberedList, NUMBERED_LIST_IMAGE_WIDTH } from "./numbered-list";
export type { NumberedListFields } from "./numbered-list";
export { listFilter, readListStories } from "./list-content";
export type { ListFilterParts, ListStory, ListWindow } from "./list-content";
export type { ListImage, ListItemLayout, ListItemProps } from "./list-item";
