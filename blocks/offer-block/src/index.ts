export { Offer } from "./offer";
export type { OfferFields } from "./offer";
export type { SubscribeWithGoogleProperty } from "./swg/swg-site";
