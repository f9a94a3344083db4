import { bundleState } from "./host.mjs";

/** Fusion's phrases: the intl.json files of the packages the bundle lists, merged; locale, language, English, key. */
export default function getTranslatedPhrases(locale = "en") {
  const { phrases } = bundleState();
  const language = locale.split(/[-_]/)[0];
  return {
    t(key, variables) {
      const entry = phrases[key];
      const text = entry?.[locale] ?? entry?.[language] ?? entry?.en ?? key;
      if (text === key) bundleState().missingPhrases?.add(key);
      return variables
        ? text.replace(/%\{(\w+)\}/g, (match, name) => (name in variables ? String(variables[name]) : match))
        : text;
    },
  };
}
