import getTranslatedPhrases from "../src/fusion/intl";
import { registerPhrases } from "../src/host/phrase-registry";

describe("getTranslatedPhrases", () => {
  beforeAll(() =>
    registerPhrases({
      "test.welcome": { en: "Welcome, %{name}. You have %{count} messages.", fr: "Bienvenue, %{name}." },
      "test.english-only": { en: "Only in English" },
    }),
  );

  it("substitutes %{var} values", () => {
    expect(getTranslatedPhrases("en").t("test.welcome", { name: "Ada", count: 3 })).toBe(
      "Welcome, Ada. You have 3 messages.",
    );
  });

  it("uses the locale, its language, then English, then the key", () => {
    expect(getTranslatedPhrases("fr").t("test.welcome", { name: "Ada" })).toBe("Bienvenue, Ada.");
    expect(getTranslatedPhrases("fr-FR").t("test.welcome", { name: "Ada" })).toBe("Bienvenue, Ada.");
    expect(getTranslatedPhrases("fr").t("test.english-only")).toBe("Only in English");
    expect(getTranslatedPhrases("de").t("test.no-such-key")).toBe("test.no-such-key");
  });

  it("leaves a placeholder it has no value for", () => {
    expect(getTranslatedPhrases("en").t("test.welcome", { name: "Ada" })).toBe(
      "Welcome, Ada. You have %{count} messages.",
    );
  });

  it("has every package's phrase file loaded", () => {
    expect(getTranslatedPhrases("en").t("hello-world-block.greeting", { name: "Ada" })).toBe("Hello, Ada!");
  });
});
