import type { PhraseKey } from "@broadsheet/arc-client";

/*
 * arc-client's error catalogue (catalogue.ts) loads when first needed, once a call failed or the SDK could not be
 * configured, not with the form: a reader who has not pressed submit needs none of it. One import serves all.
 */
export const catalogue = () => import("./catalogue");

type Catalogue = Awaited<ReturnType<typeof catalogue>>;

/** The catalogue decision of each form's call. */
export type FailureDecision = {
  [Name in keyof Catalogue]: Catalogue[Name] extends (thrown: unknown) => PhraseKey ? Name : never;
}[keyof Catalogue];

/**
 * The alert's text for a failed call, once the catalogue's code is here: the flow's phrase, or the forms'
 * "unavailable" when that code cannot load (a dropped connection), never an empty alert.
 */
export function failureText(decision: FailureDecision, thrown: unknown, t: (key: string) => string): Promise<string> {
  return catalogue().then(
    (code) => t(code[decision](thrown)),
    () => t("account-recovery-blocks.unavailable"),
  );
}
