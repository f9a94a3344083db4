import { CloseIcon, MenuIcon, SearchIcon } from "@broadsheet/components";

/*
 * The header's icons at their sizes, in a module of their own: the chain keeps them as the server drew them
 * (kept-glyphs.ts), so the design system's icon code loads only for a header rendered in the browser.
 */

export const MenuGlyph = () => <MenuIcon size="1.5em" />;
export const CloseGlyph = () => <CloseIcon size="1.25em" />;
export const SearchGlyph = () => <SearchIcon size="1.25em" />;
