import { useEditableContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import { styled } from "@broadsheet/style";
import { media } from "@broadsheet/themes";
import {
  boolean,
  contentConfig,
  defineBlock,
  defineFields,
  isRecord,
  number,
  select,
  useContentState,
  usePhrases,
  type BooleanField,
  type CustomFieldsOf,
  type SelectField,
} from "@broadsheet/kit";
import { VisuallyHidden, withPageSubject } from "@broadsheet/components";
import { IMAGE_RATIOS, promoVariant, type ImageRatio, type PromoShow, type PromoSize } from "./promo-config";
import { promoFilter, readPromoContent } from "./promo-content";
import { withFeature } from "./promo-blocks";
import { PromoItem, type PromoItemData } from "./promo-item";

export const TOP_TABLE_LIST = "top-table-list";

/** Spec §9: top table images come at these widths. */
export const TOP_TABLE_RESPONSIVE_WIDTHS = [400, 600, 800, 1200] as const;

/** The sizes as the list's field names spell them. */
const SUFFIXES = { "extra-large": "XL", large: "LG", medium: "MD", small: "SM" } as const satisfies Record<
  PromoSize,
  string
>;
type Suffix = (typeof SUFFIXES)[PromoSize];

const SIZE_LABELS: Record<Suffix, string> = { XL: "Extra large", LG: "Large", MD: "Medium", SM: "Small" };

/** Spec §9: top table ratios XL 4:3, LG 4:3, MD 16:9, SM 3:2. */
const RATIOS: Record<Suffix, ImageRatio> = { XL: "4:3", LG: "4:3", MD: "16:9", SM: "3:2" };

const SHOW_KEYS = ["Overline", "Headline", "Image", "Description", "Byline", "Date"] as const;
type ShowKey = (typeof SHOW_KEYS)[number];

type SizeFieldMap<S extends Suffix> = { [K in `show${ShowKey}${S}`]: BooleanField<true> } & {
  [K in `imageRatio${S}`]: SelectField<ImageRatio, true>;
};

/** One size's show flags and ratio: the promo's defaults for the size, in the list's own field names. */
function sizeFields<S extends Suffix>(size: PromoSize, suffix: S): SizeFieldMap<S> {
  const variant = promoVariant(size, "content");
  const group = SIZE_LABELS[suffix];
  const entries: [string, BooleanField<true> | SelectField<ImageRatio, true>][] = SHOW_KEYS.map((key) => [
    `show${key}${suffix}`,
    boolean({
      label: `Show ${key.toLowerCase()}`,
      group,
      defaultValue: variant.show[key.toLowerCase() as keyof PromoShow],
    }),
  ]);
  entries.push([
    `imageRatio${suffix}`,
    select({ label: "Image ratio", group, options: IMAGE_RATIOS, defaultValue: RATIOS[suffix] as ImageRatio }),
  ]);
  return Object.fromEntries(entries) as SizeFieldMap<S>;
}

const count = (label: string, defaultValue: number) =>
  number({ label, group: "Sizes", min: 0, max: 20, integer: true, defaultValue });

const fields = defineFields({
  listContentConfig: contentConfig({
    label: "Stories",
    description: "A feed or collection. story-feed-sections without sections shows the section page's own section.",
    schemas: ["ans-feed"],
  }),
  extraLarge: count("Extra large stories", 0),
  large: count("Large stories", 1),
  medium: count("Medium stories", 2),
  small: count("Small stories", 4),
  offsetOverride: number({
    label: "Offset",
    description: "How many of the feed's first stories to skip",
    min: 0,
    integer: true,
    defaultValue: 0,
  }),
  storiesPerRowSM: number({
    label: "Small stories per row",
    group: "Small",
    min: 1,
    max: 4,
    integer: true,
    defaultValue: 2,
  }),
  lazyLoad: boolean({ label: "Lazy load images", defaultValue: false }),
  leadImage: boolean({
    label: "Lead picture",
    description: "The first story's picture is the page's main one: the browser fetches it first, never lazily",
    defaultValue: false,
  }),
  ...sizeFields("extra-large", "XL"),
  ...sizeFields("large", "LG"),
  ...sizeFields("medium", "MD"),
  ...sizeFields("small", "SM"),
});

type TopTableValues = CustomFieldsOf<typeof TopTableList>;

function showFor(values: TopTableValues, suffix: Suffix): PromoShow {
  const flag = (key: ShowKey) => values[`show${key}${suffix}`];
  return {
    overline: flag("Overline"),
    headline: flag("Headline"),
    image: flag("Image"),
    description: flag("Description"),
    byline: flag("Byline"),
    date: flag("Date"),
  };
}

/** Every part any size shows: the list asks its source for that much and no more. */
function anyShown(shows: readonly PromoShow[]): PromoShow {
  const any = (part: keyof PromoShow) => shows.some((show) => show[part]);
  return {
    overline: any("overline"),
    headline: any("headline"),
    image: any("image"),
    description: any("description"),
    byline: any("byline"),
    date: any("date"),
  };
}

/** The list's filter: the promo filter of every part shown, inside the feed's content_elements. */
export function topTableFilter(show: PromoShow, arcSite: string | undefined): string {
  return `{ content_elements ${promoFilter(show, arcSite)} }`;
}

const List = styled.div.withConfig({ componentId: "bs-top-table-list" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-lg);

  .b-top-table-list__small {
    display: grid;
    gap: var(--bs-space-md);
    grid-template-columns: 1fr;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .b-top-table-list__group {
    display: flex;
    flex-direction: column;
    gap: var(--bs-space-lg);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.desktop} {
    .b-top-table-list__small--2 {
      grid-template-columns: repeat(2, 1fr);
    }
    .b-top-table-list__small--3 {
      grid-template-columns: repeat(3, 1fr);
    }
    .b-top-table-list__small--4 {
      grid-template-columns: repeat(4, 1fr);
    }
  }
`;

function itemData(item: unknown, arcSite: string | undefined): PromoItemData {
  const story = readPromoContent(item, arcSite);
  return {
    overline: story.overline,
    sponsored: story.sponsored,
    headline: story.headline,
    url: story.url,
    description: story.description,
    authors: story.authors,
    displayDate: story.displayDate,
    image: story.image ? { kind: "ans", image: story.image } : null,
    imageAlt: story.image?.alt_text ?? "",
  };
}

const SIZE_ORDER: readonly PromoSize[] = ["extra-large", "large", "medium", "small"];

/**
 * Stories from a feed laid out as a front page: extra-large, large and medium promos one under the other, then
 * small ones in rows. Each item is the promos' own PromoItem. Static: server HTML only.
 */
export const TopTableList = defineBlock({
  name: TOP_TABLE_LIST,
  kind: "feature",
  label: "Top Table List",
  icon: "list",
  description: "Stories from a feed as a front page: large promos on top, small ones in rows.",
  fields,
  render: function TopTableListView({ customFields: values }) {
    const { arcSite, globalContent, isAdmin } = useFusionContext();
    const { editableContent } = useEditableContent();
    const phrases = usePhrases();
    const shows = SIZE_ORDER.map((size) => showFor(values, SUFFIXES[size]));
    const config = withFeature(withPageSubject(values.listContentConfig, globalContent), TOP_TABLE_LIST);
    const state = useContentState(config, topTableFilter(anyShown(shows), arcSite));

    if (state.status === "loading") {
      return (
        <List className="b-top-table-list b-top-table-list--loading" aria-busy="true">
          <VisuallyHidden>{phrases.t("promo-blocks.loading")}</VisuallyHidden>
        </List>
      );
    }
    if (state.status !== "ready") return null;
    const elements = isRecord(state.content) ? state.content.content_elements : undefined;
    const items = (Array.isArray(elements) ? elements : []).filter(isRecord).slice(values.offsetOverride);
    const counts: Record<PromoSize, number> = {
      "extra-large": values.extraLarge,
      large: values.large,
      medium: values.medium,
      small: values.small,
    };
    let next = 0;
    const groups = SIZE_ORDER.map((size, index) => {
      const taken = items.slice(next, next + counts[size]);
      next += taken.length;
      return { size, show: shows[index] as PromoShow, items: taken };
    });
    if (next === 0) return null;

    const rendered = (size: PromoSize, show: PromoShow, item: Record<string, unknown>, position: number) => {
      const suffix = SUFFIXES[size];
      return (
        <li key={`${String(item._id ?? "")}-${position}`}>
          <PromoItem
            size={size}
            data={itemData(item, arcSite)}
            show={show}
            imageRatio={values[`imageRatio${suffix}`]}
            imageWidth={promoVariant(size, "content").imageWidth}
            responsiveImages={TOP_TABLE_RESPONSIVE_WIDTHS}
            imagePosition={size === "small" ? "right" : "above"}
            lazy={values.lazyLoad && !isAdmin}
            lead={values.leadImage && item === items[0]}
            editable={{
              headline: editableContent(item, "headlines.basic"),
              description: editableContent(item, "description.basic"),
            }}
          />
        </li>
      );
    };
    return (
      <List className="b-top-table-list">
        {groups.map(({ size, show, items: group }) =>
          group.length === 0 ? null : (
            <ul
              key={size}
              className={
                size === "small"
                  ? `b-top-table-list__small b-top-table-list__small--${values.storiesPerRowSM}`
                  : `b-top-table-list__group b-top-table-list__group--${size}`
              }
            >
              {group.map((item, position) => rendered(size, show, item, position))}
            </ul>
          ),
        )}
      </List>
    );
  },
});

export type TopTableListFields = CustomFieldsOf<typeof TopTableList>;
