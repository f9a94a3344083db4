import { useId, useState, type FormEvent } from "react";
import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import {
  contentConfig,
  defineBlock,
  defineFields,
  isRecord,
  text as textField,
  useContentState,
  usePhrases,
  type CustomFieldsOf,
} from "@broadsheet/kit";
import { Heading } from "@broadsheet/components";
import { fetchPage, paramOf, withParam } from "./fetch-page";
import { navigateTo } from "./navigate";
import { readInteger, readPage } from "./paging";
import { ResultsView } from "./results-view";
import { searchReducer, searchTarget } from "./search-paging";
import { SEARCH_FILTER } from "./story-card-filter";
import { useSeeMore } from "./use-see-more";

/** Spec §9: the default page size, the search source's too. */
const PAGE_SIZE = 10;
export const PAGE_PARAM = "page";

const fields = defineFields({
  searchContentConfig: contentConfig({
    label: "Search content",
    description: "The search to list when the page's own (the search page's global content) is not wanted",
    schemas: ["search-results"],
  }),
  customSearchAction: textField({
    label: "Custom search action",
    description: "Where the search field sends readers (with ?q=); /search/{words} when empty",
  }),
});

const Form = styled.form.withConfig({ componentId: "bs-search-results-form" })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--bs-space-sm);
  align-items: end;
  margin-block-end: var(--bs-space-lg);

  label {
    flex-basis: 100%;
    font-weight: var(--bs-font-weight-bold);
  }
  input {
    flex: 1;
    min-inline-size: 0;
    padding: var(--bs-space-sm);
    border: thin solid var(--bs-color-border);
    border-radius: var(--bs-radius-sm);
    font: inherit;
  }
  button {
    padding: var(--bs-space-sm) var(--bs-space-lg);
    border: 0;
    border-radius: var(--bs-radius-sm);
    background-color: var(--bs-color-primary);
    color: var(--bs-color-primary-contrast);
    font: inherit;
    cursor: pointer;
  }
  input:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
`;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Search results, the words searched for and the total, when `value` looks like a search answer. */
function isSearchAnswer(value: unknown): boolean {
  return isRecord(value) && Array.isArray(value.data);
}

function SearchField({ q, customAction }: { q: string; customAction: string }) {
  const phrases = usePhrases();
  const [words, setWords] = useState(q);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = searchTarget(words, customAction);
    if (target !== null) navigateTo(target);
  };
  const label = phrases.t("results-blocks.search-label");
  const id = useId();
  return (
    <Form
      role="search"
      aria-label={label}
      className="b-search-results-list__form"
      action={customAction.trim() || "/search/"}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" name="q" required value={words} onChange={(event) => setWords(event.target.value)} />
      <button type="submit">{phrases.t("results-blocks.search-submit")}</button>
    </Form>
  );
}

/**
 * Search results: a search field, "N results for “q”", story cards with 16:9 images, and See more, which
 * fetches the next page and appends it (an island, hydrated on interaction). Without JavaScript the field is
 * a GET form and See more a link to the next page.
 */
export const SearchResultsList = defineBlock({
  name: "search-results-list",
  kind: "feature",
  label: "Search Results List",
  icon: "magnifying-glass",
  description: "A search field and the results of the page's search, with See more.",
  hydration: "interaction",
  fields,
  render: function SearchResultsListView({ customFields }) {
    const phrases = usePhrases();
    const { globalContent, requestUri, contextPath, arcSite } = useFusionContext();
    const configured = customFields.searchContentConfig;
    const page = readInteger(paramOf(requestUri, PAGE_PARAM), 1, 1);
    const own = configured === undefined && page === 1 && isSearchAnswer(globalContent) ? globalContent : null;
    const configQ = configured ? text(configured.contentConfigValues.q) : "";
    const pageQ = isRecord(globalContent) && isRecord(globalContent.metadata) ? text(globalContent.metadata.q) : "";
    const askedQ = configQ || pageQ || paramOf(requestUri, "q").trim();
    const source = configured?.contentService ?? "search-api";
    const state = useContentState(
      own === null && askedQ !== ""
        ? { contentService: source, contentConfigValues: { ...configured?.contentConfigValues, q: askedQ, page } }
        : undefined,
      SEARCH_FILTER,
    );
    const answer = own ?? (state.status === "ready" ? state.content : null);
    const first = readPage(answer);
    const metadata: Record<string, unknown> = isRecord(answer) && isRecord(answer.metadata) ? answer.metadata : {};
    const q = text(metadata.q) || askedQ;
    const more = useSeeMore({
      firstAnswer: answer,
      pageSize: readInteger(metadata.page_size, PAGE_SIZE, 1),
      offset: (page - 1) * PAGE_SIZE,
      fetchNext: (n) =>
        fetchPage(contextPath, arcSite, source, {
          ...configured?.contentConfigValues,
          q,
          page: Array.from({ length: n }).reduce<{ q: string; page: number }>(
            (prior) => searchReducer(prior, { type: "more" }),
            { q, page },
          ).page,
        }),
    });
    const total = first.total ?? first.items.length;

    return (
      <div className="b-search-results-list">
        <SearchField q={q} customAction={customFields.customSearchAction ?? ""} />
        {q !== "" && answer !== null ? (
          <ResultsView
            className="b-search-results-list__results"
            nested
            more={more}
            moreHref={withParam(requestUri, PAGE_PARAM, String(page + 1))}
            before={
              <>
                <Heading className="b-search-results-list__count" aria-live="polite">
                  {phrases.t(total === 1 ? "results-blocks.result-for" : "results-blocks.results-for", {
                    count: total,
                    q,
                  })}
                </Heading>
                {/* The source cut an over-long search: the reader is told, or the missing words would go unexplained. */}
                {metadata.shortened === true ? (
                  <p className="b-search-results-list__shortened">{phrases.t("results-blocks.search-shortened")}</p>
                ) : null}
              </>
            }
            options={{
              showOverline: false,
              showHeadline: true,
              showImage: true,
              showDescription: true,
              showByline: true,
              showDate: true,
              imageRatio: "16:9",
            }}
          />
        ) : null}
      </div>
    );
  },
});

export type SearchResultsListFields = CustomFieldsOf<typeof SearchResultsList>;
