/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type {
  Catalog,
  DraftCheck,
  DraftPreviewAnswer,
  OpenedFile,
  PageList,
  SaveAnswer,
  TemplateSaveAnswer,
} from "../src/builder/builder-api";
import { builderCodeInReaderScripts } from "../src/builder/reader-bundles";
import { fromThisMachine } from "../src/builder/local-only";
import { LONG_READ } from "../src/demo/pages";
import { repoRoot } from "../src/node/repo";
import { parsePageDefinition, parsePageTemplate } from "../src/page/page-definition";
import { createPreview, listen, type Preview } from "../src/server/preview-server";

/**
 * The page builder's server: its catalog, checks, previews and saves, against a copy of the preview's pages
 * (a save never writes into the repo).
 */
let pagesDir: string;
let siteDir: string;
let preview: Preview;
let server: Server;
let origin: string;

const STORY_HEADLINE = "Inside the quiet fight to fix the county's ballot machines";

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), "builder-pages-"));
  cpSync(join(repoRoot(), "platform/local-host/pages"), pagesDir, { recursive: true });
  // Templates are saved too: into a copy of the site's folder, never the repo's.
  siteDir = mkdtempSync(join(tmpdir(), "builder-site-"));
  cpSync(join(repoRoot(), "platform/local-host/templates"), join(siteDir, "templates"), { recursive: true });
  cpSync(join(repoRoot(), "platform/local-host/resolvers.json"), join(siteDir, "resolvers.json"));
  preview = await createPreview({ pagesDir, siteDir });
  server = await listen(preview, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(pagesDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

function post(route: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/builder/api/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** A new page of the single-column layout: a headline of the page's story, a promo of it, and an ad. */
function newPage(overrides: Record<string, unknown> = {}, promoFields: Record<string, unknown> = {}) {
  return {
    uri: "/built/",
    title: "Built in the builder",
    arcSite: "the-daily",
    globalContentConfig: { source: "content-api", query: { website_url: LONG_READ } },
    layout: "single-column",
    sections: {
      body: [
        { type: "feature", name: "headline" },
        {
          type: "chain",
          name: "single-chain",
          children: [
            {
              type: "feature",
              name: "medium-promo",
              customFields: {
                itemContentConfig: { contentService: "content-api", contentConfigValues: { website_url: LONG_READ } },
                ...promoFields,
              },
            },
            { type: "feature", name: "ads", customFields: { adType: "300x250" } },
          ],
        },
      ],
    },
    ...overrides,
  };
}

describe("the page builder's server", () => {
  it("serves its app under /builder/ with its own script, built apart from the reader pages'", async () => {
    const page = await fetch(`${origin}/builder/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'nonce-");
    const html = await page.text();
    const script = /<script type="module" src="(\/builder\/assets\/builder\.js)" nonce="[^"]+">/.exec(html)?.[1];
    expect(script).toBeDefined();
    const code = await fetch(`${origin}${script ?? ""}`);
    expect(code.status).toBe(200);
    expect(code.headers.get("content-type")).toContain("text/javascript");
    expect((await code.text()).length).toBeGreaterThan(1000);
  }, 60000);

  it("never puts a builder module into a reader page's scripts", () => {
    const { scripts, found } = builderCodeInReaderScripts(preview.bundles);
    expect(scripts).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it("answers the catalog: every block's manifest, the content sources with their params, the fake's photos", async () => {
    const catalog = await getJson<Catalog>("/builder/api/catalog");
    const promo = catalog.blocks.find((block) => block.name === "medium-promo");
    expect(promo).toMatchObject({ kind: "feature", label: "Medium Promo" });
    expect(promo?.fields.properties).toHaveProperty("itemContentConfig");
    expect(catalog.blocks.find((block) => block.name === "single-column")?.sections).toContain("body");
    expect(catalog.blocks.some((block) => block.kind === "output-type")).toBe(false);
    const content = catalog.sources.find((source) => source.name === "content-api");
    expect(content).toMatchObject({ schema: "ans-item" });
    expect(content?.params.map((param) => param.name)).toContain("website_url");
    expect(catalog.sources.some((source) => source.name === "signing-service")).toBe(false);
    expect(catalog.photos.length).toBeGreaterThan(10);
    const [photo] = catalog.photos;
    const thumbnail = await fetch(`${origin}${photo?.thumbnail ?? ""}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toMatch(/^image\//);
  });

  it("lists the pages and templates and opens one as saved", async () => {
    const list = await getJson<PageList>("/builder/api/pages");
    expect(list.pages).toContainEqual(expect.objectContaining({ file: "about.json", uri: "/about/" }));
    expect(list.templates.map((template) => template.file)).toContain("article.json");
    const about = await getJson<OpenedFile>("/builder/api/pages/about.json");
    expect(about.definition).toMatchObject({ uri: "/about/", layout: "single-column" });
    expect((await fetch(`${origin}/builder/api/pages/..%2Fpackage.json`)).status).toBe(400);
    expect((await fetch(`${origin}/builder/api/pages/Package.json`)).status).toBe(404);
  });

  it("reports the strict loader's error by field, and each field as the kit tells editors", async () => {
    const noTitle = (await (await post("check", { definition: newPage({ title: "" }) })).json()) as DraftCheck;
    expect(noTitle).toEqual({ ok: false, problems: [{ path: "page.title", message: "must be a non-empty string" }] });

    const badSection = (await (
      await post("check", { definition: newPage({ sections: { sidebar: [] } }) })
    ).json()) as DraftCheck;
    expect(badSection.problems[0]?.path).toBe("page.sections.sidebar");

    const fields = (await (
      await post("check", {
        definition: newPage({}, { viewportPercentage: 500, linkURL: "nope", imageOverrideURL: "javascript:alert(1)" }),
      })
    ).json()) as DraftCheck;
    expect(fields.ok).toBe(false);
    const promoPath = "page.sections.body[1].children[0]";
    expect(fields.problems.every((problem) => problem.path === promoPath)).toBe(true);
    const byField = Object.fromEntries(fields.problems.map((problem) => [problem.field, problem.message]));
    expect(byField.imageOverrideURL).toMatch(/^Image "javascript:alert\(1\)" /);
    // A value the schema does not read, as admin mode words it.
    expect(byField.linkURL).toBe('"linkURL" is not a setting of this block; its value "nope" is ignored');

    expect(((await (await post("check", { definition: newPage() })).json()) as DraftCheck).ok).toBe(true);
  });

  it("previews what a content source returns for a query", async () => {
    const answer = (await (
      await post("content", { source: "content-api", query: { website_url: LONG_READ } })
    ).json()) as { ok: boolean; summary: string[] };
    expect(answer.ok).toBe(true);
    expect(answer.summary.join("\n")).toContain(STORY_HEADLINE);
    const missing = (await (
      await post("content", { source: "content-api", query: { website_url: "/no/such/story/" } })
    ).json()) as { ok: boolean };
    expect(missing.ok).toBe(false);
  });

  it("renders an unsaved draft in admin mode for the preview frame", async () => {
    const answer = (await (await post("drafts", { definition: newPage() })).json()) as DraftPreviewAnswer;
    expect(answer.url).toMatch(/^\/builder\/draft\/[0-9a-f-]{36}\/\?_admin=true$/);
    const page = await fetch(`${origin}${answer.url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(STORY_HEADLINE);
    expect(html).toContain('"isAdmin":true');
    // Each feature is marked in admin mode by the id the answer places it by, so an edit in place finds its block.
    expect(answer.features).toEqual({
      "body-2-0": "page.sections.body[0]",
      "body-2-1-0": "page.sections.body[1].children[0]",
      "body-2-1-1": "page.sections.body[1].children[1]",
    });
    for (const id of Object.keys(answer.features)) expect(html).toContain(`data-feature-id="${id}"`);
    const refused = await post("drafts", { definition: newPage({ layout: "no-such-layout" }) });
    expect(refused.status).toBe(422);
  });

  it("renders a feature's in-place edits over its story, for that feature only, and never marks readers' pages", async () => {
    const edited = newPage();
    const promo = edited.sections.body[1]?.children?.[0] as Record<string, unknown>;
    promo.localEdits = { "headlines.basic": "Typed over the story" };
    const answer = (await (await post("drafts", { definition: edited })).json()) as DraftPreviewAnswer;
    const html = await (await fetch(`${origin}${answer.url}`)).text();
    expect(html).toContain("Typed over the story");
    // The headline block reads the same story, untouched by the promo's edit.
    expect(html).toContain(STORY_HEADLINE);
    const reader = await (await fetch(`${origin}/`)).text();
    expect(reader).not.toContain("data-feature-id");
  });

  it("saves a valid page into the pages folder, with the diff, and serves it at its address at once", async () => {
    expect((await fetch(`${origin}/built/`)).status).toBe(404);
    const review = (await (await post("save", { definition: newPage(), dryRun: true })).json()) as SaveAnswer;
    expect(review).toMatchObject({ ok: true, file: "built.json", created: true, written: false });
    expect(existsSync(join(pagesDir, "built.json"))).toBe(false);
    if (!review.ok) throw new Error("refused");
    expect(review.diff.every((line) => line.op === "+")).toBe(true);

    const saved = (await (await post("save", { definition: newPage() })).json()) as SaveAnswer;
    expect(saved).toMatchObject({ ok: true, file: "built.json", written: true, uri: "/built/" });
    const text = readFileSync(join(pagesDir, "built.json"), "utf8");
    expect(parsePageDefinition(JSON.parse(text))).toMatchObject({ uri: "/built/", layout: "single-column" });
    expect(text).toContain('"query": { "website_url": "/politics/2026/11/20/the-long-read/" }');

    const live = await fetch(`${origin}/built/`);
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain("<title>Built in the builder");
    expect(html).toContain(STORY_HEADLINE);

    // A change to the saved file: the diff holds the changed line and no unrelated ones.
    const retitled = (await (
      await post("save", { file: "built.json", definition: newPage({ title: "Built again" }), dryRun: true })
    ).json()) as SaveAnswer;
    if (!retitled.ok) throw new Error("refused");
    expect(retitled.created).toBe(false);
    expect(retitled.diff.filter((line) => line.op !== " ")).toEqual([
      { op: "-", text: '  "title": "Built in the builder",' },
      { op: "+", text: '  "title": "Built again",' },
    ]);
  });

  it("re-saves every page of the repo as it is: the layout of each file is kept, so the diff is empty", async () => {
    for (const file of readdirSync(join(repoRoot(), "platform/local-host/pages"))) {
      const definition: unknown = JSON.parse(readFileSync(join(pagesDir, file), "utf8"));
      const answer = (await (await post("save", { file, definition, dryRun: true })).json()) as SaveAnswer;
      expect({
        file,
        ok: answer.ok,
        changed: answer.ok ? answer.diff.filter((line) => line.op !== " ") : answer.problems,
      }).toEqual({ file, ok: true, changed: [] });
    }
  });

  it("saves nothing when the draft has a problem, another page's address, or another page's file", async () => {
    const before = readdirSync(pagesDir).sort();
    const invalid = await post("save", { definition: newPage({ uri: "/invalid/" }, { viewportPercentage: 500 }) });
    expect(invalid.status).toBe(422);
    const answer = (await invalid.json()) as SaveAnswer;
    expect(answer.ok).toBe(false);

    const clash = (await (
      await post("save", { definition: newPage({ uri: "/about/" }), file: "another-about.json" })
    ).json()) as SaveAnswer;
    expect(clash).toEqual({
      ok: false,
      problems: [{ path: "page.uri", message: "answers the same path as about.json.uri" }],
    });

    const taken = (await (await post("save", { definition: newPage({ uri: "/about" }) })).json()) as SaveAnswer;
    expect(taken.ok).toBe(false);
    expect(readdirSync(pagesDir).sort()).toEqual(before);
  });

  it("saves a page as a new template: its layout and blocks, not its address, site, title or content", async () => {
    const saved = (await (
      await post("save-template", { name: "Election night", definition: newPage() })
    ).json()) as TemplateSaveAnswer;
    expect(saved).toMatchObject({ ok: true, file: "election-night.json", written: true });
    const template = JSON.parse(readFileSync(join(siteDir, "templates/election-night.json"), "utf8")) as object;
    expect(parsePageTemplate(template)).toMatchObject({ layout: "single-column", title: "" });
    expect(Object.keys(template)).toEqual(["layout", "sections"]);
    const listed = await getJson<PageList>("/builder/api/pages");
    expect(listed.templates.map((file) => file.file)).toContain("election-night.json");

    const again = await post("save-template", { name: "election night", definition: newPage() });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      ok: false,
      problems: [{ path: "template", message: "election-night.json exists already; choose another name" }],
    });
    const unnamed = (await (await post("save-template", { name: " ", definition: newPage() })).json()) as {
      problems: { message: string }[];
    };
    expect(unnamed.problems[0]?.message).toMatch(/^needs a name/);
    // A page with a problem is no template either.
    const broken = await post("save-template", { name: "Broken", definition: newPage({}, { imageRatio: "1:9" }) });
    expect(broken.status).toBe(422);
    expect(existsSync(join(siteDir, "templates/broken.json"))).toBe(false);
  });

  it("takes writes only as JSON from its own origin", async () => {
    expect(
      (await post("save", { definition: newPage({ uri: "/x/" }) }, { origin: "https://elsewhere.example" })).status,
    ).toBe(403);
    const plain = await fetch(`${origin}/builder/api/save`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ definition: newPage({ uri: "/x/" }) }),
    });
    expect(plain.status).toBe(403);
    expect(existsSync(join(pagesDir, "x.json"))).toBe(false);
  });

  it("answers only this machine: a name re-pointed at it (DNS rebinding) and a peer on the network get 403", async () => {
    const { port } = server.address() as AddressInfo;
    const rebound = await new Promise<number>((resolve, reject) =>
      request({ host: "127.0.0.1", port, path: "/builder/api/pages", headers: { host: `attacker.example:${port}` } })
        .on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on("error", reject)
        .end(),
    );
    expect(rebound).toBe(403);
    const asked = (remoteAddress: string, host: string) =>
      fromThisMachine({ socket: { remoteAddress }, headers: { host } } as unknown as IncomingMessage);
    expect(asked("192.168.1.20", "192.168.1.5:3000")).toBe(false);
    expect(asked("192.168.1.20", "localhost:3000")).toBe(false);
    expect(asked("127.0.0.1", "localhost:3000")).toBe(true);
    expect(asked("::ffff:127.0.0.1", "le-quotidien.localhost:3000")).toBe(true);
    expect(asked("::1", "[::1]:3000")).toBe(true);
  });

  it("links the builder from the home page in development", async () => {
    const home = await (await fetch(`${origin}/`)).text();
    expect(home).toContain('<nav aria-label="Preview tools"');
    expect(home).toContain('href="/builder/"');
    const admin = await (await fetch(`${origin}/?_admin=true`)).text();
    expect(admin).not.toContain("Preview tools");
  });
});
