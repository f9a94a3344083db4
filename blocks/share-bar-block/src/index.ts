export { ShareBar } from "./share-bar";
export type { ShareBarFields } from "./share-bar";
export { POPUP_SIZES, SHARE_NETWORKS, openSharePopup, popupFeatures, sharedStory, shareURL } from "./share-links";
export type { PopupSize, SharedStory, ShareNetwork } from "./share-links";
