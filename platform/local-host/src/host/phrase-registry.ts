import type { PhraseVariables, Phrases } from "@broadsheet/kit";

/** A package's phrase file: key → { locale → text }, the shape of a Fusion block's intl.json. */
export type PhraseFile = Record<string, Record<string, string>>;

const phrases = new Map<string, Record<string, string>>();
const FALLBACK_LOCALE = "en";

export function registerPhrases(file: PhraseFile): void {
  for (const [key, translations] of Object.entries(file)) {
    phrases.set(key, { ...phrases.get(key), ...translations });
  }
}

export function resetPhrases(): void {
  phrases.clear();
}

function interpolate(text: string, variables: PhraseVariables | undefined): string {
  if (!variables) return text;
  return text.replace(/%\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(variables, name) ? String(variables[name]) : match,
  );
}

/** Looks a key up in the locale ("fr-FR" tries "fr-FR", then "fr"), then English, then gives the key. */
export function translate(locale: string, key: string, variables?: PhraseVariables): string {
  const entry = phrases.get(key);
  const language = locale.split(/[-_]/)[0] ?? locale;
  const text = entry?.[locale] ?? entry?.[language] ?? entry?.[FALLBACK_LOCALE] ?? key;
  return interpolate(text, variables);
}

export function phrasesFor(locale: string = FALLBACK_LOCALE): Phrases {
  return { t: (key, variables) => translate(locale, key, variables) };
}
