// A module of its own so that the forms load arc-client's error catalogue once a call failed, not with the form
// (catalogue-later.ts): the codes of a failed call, their phrases, and the site property at fault.
export {
  configProblemOf,
  forgotPasswordErrorPhrase,
  oneTimeLinkErrorPhrase,
  reportConfigProblem,
  resetPasswordErrorPhrase,
} from "@broadsheet/arc-client";
