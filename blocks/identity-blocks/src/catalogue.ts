// A module of its own so that the forms load arc-client's error catalogue when a reader submits, not with the
// form (catalogue-later.ts): the codes of a failed call, their phrases, and the site property at fault.
export { configProblemOf, loginErrorPhrase, reportConfigProblem, signUpErrorPhrase } from "@broadsheet/arc-client";
export { isUnverifiedEmail } from "./unverified-email";
