import { join } from "node:path";
import type { DiscoveredBlock } from "../src/node/discover";
import { repoRoot } from "../src/node/repo";
import { pagePhrases, workspaceDependencyDirs } from "../src/server/page-phrases";

const root = repoRoot();
const block = (name: string, packageDir: string) =>
  ({ block: { definition: { name } }, packageDir }) as unknown as DiscoveredBlock;

describe("the phrases a page sends the browser", () => {
  it("names the workspace packages a block package depends on", () => {
    const dirs = workspaceDependencyDirs(join(root, "blocks/social-sign-on-block"));
    expect(dirs).toContain(join(root, "node_modules/@broadsheet/arc-client"));
    expect(dirs).toContain(join(root, "node_modules/@broadsheet/kit"));
    expect(workspaceDependencyDirs(join(root, "no/such/package"))).toEqual([]);
  });

  it("holds the hydrated blocks' phrases and those of the packages they use (arc-client's), in the page's locale", () => {
    const phrasesFor = pagePhrases([block("social-sign-on", join(root, "blocks/social-sign-on-block"))]);
    const phrases = phrasesFor(
      { layout: "right-rail", chains: new Set(), islands: new Map([["social-sign-on", "idle"]]) },
      "fr",
    );
    expect(phrases["social-sign-on-block.apple"]).toEqual({ fr: "Se connecter avec Apple", en: "Sign in with Apple" });
    expect(phrases["arc-client.login-form-error"]?.en).toBe("We could not sign you in. Please try again.");
    expect(Object.keys(phrases["arc-client.login-form-error"] ?? {}).sort()).toEqual(["en", "fr"]);
  });

  it("sends no package's phrases for a page without islands but the design system's", () => {
    const phrasesFor = pagePhrases([block("social-sign-on", join(root, "blocks/social-sign-on-block"))]);
    const phrases = phrasesFor({ layout: "right-rail", chains: new Set(), islands: new Map() }, "en");
    expect(Object.keys(phrases).some((key) => key.startsWith("arc-client."))).toBe(false);
    expect(Object.keys(phrases).some((key) => key.startsWith("global."))).toBe(true);
  });
});
