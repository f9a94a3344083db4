import { boolean, defineFields, number, select, text } from "@broadsheet/kit";

/** What a top-bar slot holds: the menu button, the search form, nothing, or one of the chain's own blocks. */
export const SLOT_KINDS = ["menu", "search", "none", "custom"] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** What the top of the drawer holds: the search form, nothing, or one of the chain's own blocks. */
export const MENU_SLOT_KINDS = ["search", "none", "custom"] as const;
export type MenuSlotKind = (typeof MENU_SLOT_KINDS)[number];

const SLOT_LABELS = { menu: "Menu button", search: "Search", none: "Nothing", custom: "One of the chain's blocks" };
const MENU_SLOT_LABELS = { search: "Search", none: "Nothing", custom: "One of the chain's blocks" };

function slot<const D extends SlotKind>(label: string, defaultValue: D) {
  return select({
    label,
    description: "What this place in the top bar holds",
    group: "Top bar",
    options: SLOT_KINDS,
    labels: SLOT_LABELS,
    defaultValue,
  });
}

function menuSlot(label: string) {
  return select({
    label,
    description: "What the top of the sections menu holds",
    group: "Sections menu",
    options: MENU_SLOT_KINDS,
    labels: MENU_SLOT_LABELS,
    defaultValue: "none",
  });
}

function customIndex(label: string, group: string) {
  return number({
    label: `${label}: block number`,
    description: "Which of the chain's blocks (from 1) the place above holds, when it holds one",
    group,
    integer: true,
    min: 1,
  });
}

type IndexField = ReturnType<typeof customIndex>;

/** A top-bar place and the number of the chain's block it may hold (`<key>CustomIndex`). */
function place<const K extends string, const D extends SlotKind>(key: K, label: string, defaultValue: D) {
  return { [key]: slot(label, defaultValue), [`${key}CustomIndex`]: customIndex(label, "Top bar") } as Record<
    K,
    ReturnType<typeof slot<D>>
  > &
    Record<`${K}CustomIndex`, IndexField>;
}

/** A place at the top of the drawer and the number of the chain's block it may hold. */
function menuPlace<const K extends string>(key: K, label: string) {
  return { [key]: menuSlot(label), [`${key}CustomIndex`]: customIndex(label, "Sections menu") } as Record<
    K,
    ReturnType<typeof menuSlot>
  > &
    Record<`${K}CustomIndex`, IndexField>;
}

export const fields = defineFields({
  hierarchy: text({
    label: "Sections hierarchy",
    description: "The site hierarchy the sections menu lists; empty for the site's default hierarchy",
    group: "Sections menu",
  }),
  logoAlignment: select({
    label: "Logo alignment",
    description: "Where the site's logo sits in the top bar",
    group: "Logo",
    options: ["center", "left", "right"],
    labels: { center: "Centre", left: "Left", right: "Right" },
    defaultValue: "center",
  }),
  ariaLabelLink: text({
    label: "Logo link label",
    description: "What screen readers call the logo's link home; the logo's alt text when empty",
    group: "Logo",
  }),
  horizontalLinksHierarchy: text({
    label: "Horizontal links hierarchy",
    description: "A site hierarchy whose links show in the top bar on desktop; empty for none",
    group: "Horizontal links",
  }),
  showHorizontalSeperatorDots: boolean({
    label: "Dots between the horizontal links",
    description: "Separate the horizontal links with dots",
    group: "Horizontal links",
    defaultValue: false,
  }),
  ariaLabel: text({
    label: "Navigation label",
    description: "What screen readers call the header's navigation; a phrase in the site's language when empty",
  }),
  ...place("leftComponentMobile1", "Left, mobile", "menu"),
  ...place("leftComponentDesktop1", "Left 1, desktop", "menu"),
  ...place("leftComponentDesktop2", "Left 2, desktop", "none"),
  ...place("rightComponentMobile1", "Right, mobile", "none"),
  ...place("rightComponentDesktop1", "Right 1, desktop", "search"),
  ...place("rightComponentDesktop2", "Right 2, desktop", "none"),
  ...menuPlace("menuComponentMobile1", "Menu top 1, mobile"),
  ...menuPlace("menuComponentMobile2", "Menu top 2, mobile"),
  ...menuPlace("menuComponentDesktop1", "Menu top 1, desktop"),
  ...menuPlace("menuComponentDesktop2", "Menu top 2, desktop"),
});
