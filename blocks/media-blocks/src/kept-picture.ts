import { serverPart } from "@broadsheet/kit";

/**
 * The design system's Image where a media block shows one picture that never changes (the lead image, a video's
 * poster): the browser keeps the server's `<img>` and its srcset, so the island does not carry the resizer's
 * code to hydrate it (kit's serverPart). A render that starts in the browser loads it.
 */
export const KeptPicture = serverPart(() => import("./picture").then((module) => module.Image));
