export { Offer } from "./offer";
export type { OfferFields } from "./offer";
