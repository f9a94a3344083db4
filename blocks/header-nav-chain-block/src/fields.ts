import { boolean, defineFields, number, select, text } from "@broadsheet/kit";

/** What a top-bar slot holds: the menu button, the search form, nothing, or one of the chain's own blocks. */
export const SLOT_KINDS = ["menu", "search", "none", "custom"] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** What the top of the drawer holds: the search form, nothing, or one of the chain's own blocks. */
export const MENU_SLOT_KINDS = ["search", "none", "custom"] as const;
export type MenuSlotKind = (typeof MENU_SLOT_KINDS)[number];

const SLOT_LABELS = { menu: "Menu button", search: "Search", none: "Nothing", custom: "One of the chain's blocks" };
const MENU_SLOT_LABELS = { search: "Search", none: "Nothing", custom: "One of the chain's blocks" };

function slot(label: string, defaultValue: SlotKind) {
  return select({
    label,
    description: "What this place in the top bar holds; with “One of the chain's blocks”, the block numbered below",
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

function customIndex(label: string) {
  return number({
    label,
    description: "Which of the chain's blocks, counting from 1, when the place above holds one of them",
    integer: true,
    min: 1,
  });
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
  leftComponentMobile1: slot("Left, mobile", "menu"),
  leftComponentMobile1CustomIndex: customIndex("Left, mobile: block number"),
  leftComponentDesktop1: slot("Left 1, desktop", "menu"),
  leftComponentDesktop1CustomIndex: customIndex("Left 1, desktop: block number"),
  leftComponentDesktop2: slot("Left 2, desktop", "none"),
  leftComponentDesktop2CustomIndex: customIndex("Left 2, desktop: block number"),
  rightComponentMobile1: slot("Right, mobile", "none"),
  rightComponentMobile1CustomIndex: customIndex("Right, mobile: block number"),
  rightComponentDesktop1: slot("Right 1, desktop", "search"),
  rightComponentDesktop1CustomIndex: customIndex("Right 1, desktop: block number"),
  rightComponentDesktop2: slot("Right 2, desktop", "none"),
  rightComponentDesktop2CustomIndex: customIndex("Right 2, desktop: block number"),
  menuComponentMobile1: menuSlot("Menu top 1, mobile"),
  menuComponentMobile1CustomIndex: customIndex("Menu top 1, mobile: block number"),
  menuComponentMobile2: menuSlot("Menu top 2, mobile"),
  menuComponentMobile2CustomIndex: customIndex("Menu top 2, mobile: block number"),
  menuComponentDesktop1: menuSlot("Menu top 1, desktop"),
  menuComponentDesktop1CustomIndex: customIndex("Menu top 1, desktop: block number"),
  menuComponentDesktop2: menuSlot("Menu top 2, desktop"),
  menuComponentDesktop2CustomIndex: customIndex("Menu top 2, desktop: block number"),
});
