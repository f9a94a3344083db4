import { serverPart } from "@broadsheet/kit";

/*
 * The design system's pieces where a media block shows something that never changes once rendered: the browser
 * keeps the server's HTML, so the island does not carry their code to hydrate them (kit's serverPart). A render
 * that starts in the browser loads them. Each comes from a module of its own, so that its import() reaches it and
 * nothing else of the design system.
 */

/** The lead image or a video's poster, with its srcset (the resizer's code stays on the server). */
export const KeptPicture = serverPart(() => import("./picture").then((module) => module.Image));
/** A video's alert badge. */
export const KeptBadge = serverPart(() => import("./badge").then((module) => module.Badge));
/** A gallery's slide: its captioned image. */
export const KeptSlide = serverPart(() => import("./slide").then((module) => module.GallerySlide));
/** The gallery's look (its layout, frame, caption and ad slot), which never changes once rendered. */
export const KeptGalleryStyles = serverPart(() => import("./gallery.styles").then((module) => module.GalleryStyles));
