import type { ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import {
  boolean,
  contentConfig,
  defineFields,
  text,
  useContentState,
  withFeature,
  usePhrases,
  type ContentConfigValue,
  type ContentState,
} from "@broadsheet/kit";
import { classNames, Heading, HeadingSection } from "@broadsheet/components";
import { listFilter, readListStories, type ListFilterParts, type ListStory, type ListWindow } from "./list-content";
import { readPageSection, sectionFeed, withoutStory, type PageSection } from "./page-section";

/** The fields every list has: its feed, an optional title, and lazy loading. */
export const commonListFields = {
  listContentConfig: contentConfig({
    label: "Stories",
    description: "The feed or collection the list shows",
    schemas: ["ans-feed"],
  }),
  title: text({
    label: "Title",
    description: "A heading above the list; leave empty for none",
  }),
  followPageSection: boolean({
    label: "Stories from the page's section",
    description:
      "List the newest stories of the section of the story the page shows (not the story itself), titled " +
      "'More in <section>' unless a title is given; the Stories field is then not used",
    defaultValue: false,
  }),
  lazyLoad: boolean({
    label: "Lazy load",
    description: "Let the browser skip rendering the list until it nears the screen (never in the editor)",
    defaultValue: false,
  }),
} as const;

/** A show-flag field, on by default. */
export function showField(label: string) {
  return boolean({ label: `Show ${label}`, group: "Show", defaultValue: true });
}

/** The fields of the lists whose items are a headline and an image (simple and numbered). */
export const rowListFields = defineFields({
  ...commonListFields,
  showHeadline: showField("headline"),
  showImage: showField("image"),
});

export interface ListStoriesResult {
  state: ContentState["status"];
  stories: ListStory[];
  /** The page's section, when the list follows it. */
  section: PageSection | null;
  /** The list follows the page's section (which the page may not have). */
  followsPageSection: boolean;
}

/** As many stories as a list shows when it follows the page's section and no amount is set. */
const FOLLOWED_SECTION_STORIES = 5;

/**
 * The stories of the editor's feed, or of the page's section when the list follows it, fetched with the block's
 * name as `feature` in the query and a filter that asks for only the parts the block renders (spec §7), then read
 * for this site (spec §5). A followed section's list leaves the page's own story out.
 */
export function useListStories(
  feature: string,
  config: ContentConfigValue | undefined,
  parts: ListFilterParts,
  window: ListWindow = {},
  followPageSection = false,
): ListStoriesResult {
  const { arcSite, globalContent } = useFusionContext();
  const section = followPageSection ? readPageSection(globalContent) : null;
  const feed = followPageSection
    ? section && sectionFeed(section, (window.offset ?? 0) + (window.amount ?? FOLLOWED_SECTION_STORIES))
    : config;
  const state = useContentState(withFeature(feed ?? undefined, feature), listFilter(arcSite, parts));
  const followedWindow =
    section && window.amount === undefined ? { ...window, amount: FOLLOWED_SECTION_STORIES } : window;
  const stories =
    state.status === "ready"
      ? readListStories(section ? withoutStory(state.content, section.storyId) : state.content, arcSite, followedWindow)
      : [];
  return { state: state.status, stories, section, followsPageSection: followPageSection };
}

const Frame = styled.div.withConfig({ componentId: "bs-story-list" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-sm);

  .b-story-list__title.c-heading {
    font-size: var(--bs-font-size-lg);
    padding-block-end: var(--bs-space-xs);
    border-block-end: 2px solid var(--bs-color-primary);
  }

  .b-story-list__items {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .b-story-list__items > li + li {
    border-block-start: thin solid var(--bs-color-border);
  }

  &.b-story-list--lazy {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 30rem;
  }
`;

const Note = styled.p.withConfig({ componentId: "bs-story-list-note" })`
  margin: 0;
  padding: var(--bs-space-sm) var(--bs-space-md);
  border: thin dashed var(--bs-color-border);
  color: var(--bs-color-text);
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-sm);
`;

export interface StoryListProps {
  /** The block's name, for its class names (`b-<block>`). */
  block: string;
  /** The block's label, named in the editor's notes. */
  label: string;
  title: string | undefined;
  lazyLoad: boolean;
  result: ListStoriesResult;
  /** Numbers the items (an `<ol>`, for the numbered list). */
  ordered?: boolean;
  /** One `<li>` per story. */
  children: (stories: ListStory[], lazy: boolean) => ReactNode;
  /** Merged into the root's class names (so a block can style the list with `styled(StoryList)`). */
  className?: string;
}

/**
 * The frame every list shares: the optional title as a heading, then the items, one level below it in the
 * outline. Readers see nothing without stories; editors see why.
 */
export function StoryList({
  block,
  label,
  title,
  lazyLoad,
  result,
  ordered = false,
  children,
  className,
}: StoryListProps) {
  const { isAdmin } = useFusionContext();
  const phrases = usePhrases();
  if (result.stories.length === 0) {
    if (!isAdmin) return null;
    const key =
      result.state !== "unset"
        ? "list-blocks.no-stories"
        : result.followsPageSection
          ? "list-blocks.no-page-section"
          : "list-blocks.choose-feed";
    return (
      <Note role="note" className={classNames(`b-${block}`, "b-story-list__note", className)}>
        <strong>{label}:</strong> {phrases.t(key)}
      </Note>
    );
  }
  // The spec: editors never get lazy blocks.
  const lazy = lazyLoad && !isAdmin;
  const heading =
    title?.trim() || (result.section ? phrases.t("list-blocks.more-in-section", { section: result.section.name }) : "");
  const List = ordered ? "ol" : "ul";
  const items = (
    <List className={classNames("b-story-list__items", `b-${block}__items`)}>{children(result.stories, lazy)}</List>
  );
  return (
    <Frame className={classNames("b-story-list", `b-${block}`, lazy && "b-story-list--lazy", className)}>
      {heading !== "" ? (
        <>
          <Heading className={classNames("b-story-list__title", `b-${block}__title`)}>{heading}</Heading>
          <HeadingSection>{items}</HeadingSection>
        </>
      ) : (
        items
      )}
    </Frame>
  );
}
