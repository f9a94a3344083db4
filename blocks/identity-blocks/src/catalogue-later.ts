import type { PhraseKey } from "@broadsheet/arc-client";

/*
 * arc-client's error catalogue (catalogue.ts) loads when first needed, as a reader submits or once something
 * failed, not with the form: a reader who has not pressed submit needs none of it. One import serves every call.
 */
export const catalogue = () => import("./catalogue");

/** arc-client's loginErrorPhrase, once its code is here. */
export const loginErrorPhraseLater = (thrown: unknown): Promise<PhraseKey> =>
  catalogue().then(({ loginErrorPhrase }) => loginErrorPhrase(thrown));

/** arc-client's signUpErrorPhrase, once its code is here. */
export const signUpErrorPhraseLater = (thrown: unknown): Promise<PhraseKey> =>
  catalogue().then(({ signUpErrorPhrase }) => signUpErrorPhrase(thrown));

/** Whether a failed login was refused as unverified (unverified-email.ts); no when the code cannot load. */
export const isUnverifiedEmailLater = (thrown: unknown): Promise<boolean> =>
  catalogue().then(
    ({ isUnverifiedEmail }) => isUnverifiedEmail(thrown),
    () => false,
  );
