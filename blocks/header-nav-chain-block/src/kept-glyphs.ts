import { serverPart } from "@broadsheet/kit";

/*
 * The header's icons never change once drawn: the browser keeps the server's svg (kit's serverPart), and the
 * chain's code does not carry the icons to hydrate them. Their controls stay the same element before and after
 * hydration, so the kept icons are never thrown away.
 */

export const KeptMenuIcon = serverPart(() => import("./glyphs").then((module) => module.MenuGlyph));
export const KeptCloseIcon = serverPart(() => import("./glyphs").then((module) => module.CloseGlyph));
