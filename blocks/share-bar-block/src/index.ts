export { ShareBar } from "./share-bar";
export type { ShareBarFields } from "./share-bar";
export { POPUP_SIZES, SHARE_NETWORKS, openSharePopup, popupFeatures } from "./share-links";
export { shareURL } from "./share-url";
export { sharedStory } from "./shared-story";
export type { PopupSize, SharedStory, ShareNetwork } from "./share-links";
