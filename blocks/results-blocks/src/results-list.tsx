import { useFusionContext } from "fusion:context";
import {
  boolean,
  contentConfig,
  defineBlock,
  defineFields,
  select,
  useContentState,
  type CustomFieldsOf,
} from "@broadsheet/kit";
import { pageFeed, withPageSubject } from "@broadsheet/components";
import { fetchPage, paramOf, withParam } from "./fetch-page";
import { firstRequest, nextRequest, readInteger, readWindow } from "./paging";
import { ResultsView } from "./results-view";
import { RESULTS_FILTER } from "./story-card-filter";
import { useSeeMore } from "./use-see-more";

/** The query parameter of the See more link that works without JavaScript: how many pages further to start. */
export const MORE_PARAM = "more";

const fields = defineFields({
  lazyLoad: boolean({
    label: "Lazy load",
    description: "Accepted for compatibility; the first batch is always in the server's HTML",
    defaultValue: false,
  }),
  listContentConfig: contentConfig({
    label: "Stories",
    description: "The feed or collection to list; on section, tag and author pages, their stories when left empty",
    schemas: ["ans-feed"],
  }),
  showItemOverline: boolean({ label: "Show overline", group: "Show", defaultValue: false }),
  showHeadline: boolean({ label: "Show headline", group: "Show", defaultValue: true }),
  showImage: boolean({ label: "Show image", group: "Show", defaultValue: true }),
  showDescription: boolean({ label: "Show description", group: "Show", defaultValue: true }),
  showByline: boolean({ label: "Show byline", group: "Show", defaultValue: true }),
  showDate: boolean({ label: "Show date", group: "Show", defaultValue: true }),
  imageRatio: select({ label: "Image ratio", group: "Art", options: ["3:2", "4:3", "16:9"], defaultValue: "3:2" }),
});

/**
 * Story cards from a feed or collection, with a See more that appends the next page in place (an island,
 * hydrated on interaction). Without JavaScript See more is a link to the same page starting a page further.
 */
export const ResultsList = defineBlock({
  name: "results-list",
  kind: "feature",
  label: "Results List",
  icon: "list-bullets",
  description: "Story cards from a feed or collection, with a See more button that loads the next page.",
  hydration: "interaction",
  fields,
  render: function ResultsListView({ customFields }) {
    const { globalContent, requestUri, contextPath, arcSite } = useFusionContext();
    const config = withPageSubject(customFields.listContentConfig, globalContent) ?? pageFeed(globalContent);
    const source = config?.contentService ?? "";
    const query = config?.contentConfigValues ?? {};
    const configured = readWindow(source, query);
    // Without JavaScript each See more is a page that starts one page size further.
    const skipped = readInteger(paramOf(requestUri, MORE_PARAM), 0);
    const offset = configured.offset + skipped * configured.size;
    const state = useContentState(
      config && {
        contentService: source,
        contentConfigValues: firstRequest(source, query, { offset, size: configured.size }),
      },
      RESULTS_FILTER,
    );
    const more = useSeeMore({
      firstAnswer: state.status === "ready" ? state.content : null,
      pageSize: configured.size,
      offset,
      fetchNext: (n) =>
        fetchPage(
          contextPath,
          arcSite,
          source,
          nextRequest(source, query, offset + (n - 1) * configured.size, configured.size).query,
        ),
    });
    if (state.status !== "ready" || more.items.length === 0) return null;

    return (
      <ResultsView
        className="b-results-list"
        more={more}
        moreHref={withParam(requestUri, MORE_PARAM, String(skipped + 1))}
        options={{
          showOverline: customFields.showItemOverline,
          showHeadline: customFields.showHeadline,
          showImage: customFields.showImage,
          showDescription: customFields.showDescription,
          showByline: customFields.showByline,
          showDate: customFields.showDate,
          imageRatio: customFields.imageRatio,
        }}
      />
    );
  },
});

export type ResultsListFields = CustomFieldsOf<typeof ResultsList>;
