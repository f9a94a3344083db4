export { HeaderNavChain, DRAWER_OPEN_CLASS, FEATURE } from "./header-nav-chain";
export { logoAddress } from "./bar-parts";
export type { HeaderNavChainFields } from "./header-nav-chain";
export { DEFAULT_HIERARCHY } from "./hierarchy-queries";
export { readDrawerSections } from "./hierarchy";
export type { DrawerSection } from "./hierarchy";
export {
  DESKTOP_MIN_WIDTH_PX,
  isLogoShown,
  LOGO_FALLBACK_MS,
  LOGO_HIDE_BELOW_PX,
  LOGO_SHOW_ABOVE_PX,
  SCROLL_DEBOUNCE_MS,
} from "./logo-visibility";
export type { LogoInputs } from "./logo-visibility";
export { LOGO_HEIGHT } from "./logo-height";
export { MENU_SLOT_KINDS, SLOT_KINDS } from "./fields";
export type { MenuSlotKind, SlotKind } from "./fields";
