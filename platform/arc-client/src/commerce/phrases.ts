/**
 * The commerce phrase keys. They join the package's PHRASES (src/phrases.ts), so intl.json holds their texts in
 * the nine locales beside the identity side's.
 */
export const COMMERCE_PHRASES = {
  // §5 billing address validation
  address1Validation: "arc-client.address1-validation",
  countryValidation: "arc-client.country-validation",
  cityValidation: "arc-client.city-validation",
  stateValidation: "arc-client.state-validation",
  zipCodeValidation: "arc-client.zip-code-validation",
} as const;
