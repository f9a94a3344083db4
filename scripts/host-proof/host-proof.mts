/**
 * `npm run host-proof` (after `npm run build`): Broadsheet as a site team meets it. Publishes every public
 * package to a local registry, installs a feature pack from it as README.md's guide says, builds it with
 * webpack 5 at its defaults (and with `exports` ignored), renders the long read and the home page cold in a
 * fresh Node process, hydrates them in Chromium, and type-checks what was installed. Prints figures; any
 * failure ends it with the reason and exit code 1.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { DEMO_SITE } from "@broadsheet/local-host/demo/sites";
import { CHROMIUM_ARGS, provideChromium } from "@broadsheet/local-host/testing/browser";
import { TESTED_REACT_FLOOR } from "../package-lint/tested-react.ts";
import { blockRows } from "./block-table.mts";
import { bundle, bundledPackages, gzipBytes } from "./bundles.mts";
import {
  duplicatePackages,
  folderBytes,
  installFeaturePack,
  listedPackages,
  writeComponentMap,
  writeFeaturePack,
} from "./feature-pack.mts";
import { readGuide } from "./guide.mts";
import { hydratePage } from "./hydrate.mts";
import { startPageServer } from "./page-server.mts";
import { missingReactApis } from "./react-floor.mts";
import { publicPackages, publishAll, startRegistry, unpublishedDependencies } from "./registry.mts";
import { timed } from "./run.mts";
import { typeCheck, type TypeResolution } from "./type-check.ts";

const STYLED_COMPONENTS = "6.6.0";
const TYPES_REACT = "^19.2.0";
const WARM_RENDERS = 20;
/**
 * Fusion's propTypes exist for PageBuilder's editor, on the server: a reader's browser must never download them.
 * (`prop-types` itself does reach it, through react-google-recaptcha, a dependency of the sign-in forms.)
 */
const NEVER_IN_BROWSER = ["@arc-fusion/prop-types"];

const root = repoRoot();
const HERE = import.meta.dirname;
const failures: string[] = [];
const figures: [string, string][] = [];
const fail = (message: string) => failures.push(message);
const figure = (name: string, value: string) => {
  figures.push([name, value]);
  console.log(`  ${name}: ${value}`);
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function step(title: string): void {
  console.log(`\n-- ${title}`);
}

/** A template of the preview site, as the page a site's editors would have built from our blocks. */
function template(name: string): {
  layout: string;
  sections: Record<string, unknown[]>;
  meta?: Record<string, string>;
} {
  return JSON.parse(readFileSync(join(root, "platform/local-host/templates", `${name}.json`), "utf8"));
}

interface ColdRender {
  loadMs: number;
  coldFirstMs: number;
  probeBoundaries: number;
  pages: {
    name: string;
    html: string;
    clientRendered: number[];
    passes: number;
    missing: string[];
    failedContent: string[];
    firstMs: number;
    warmMedianMs?: number;
  }[];
  errors: string[];
  missingPhrases: string[];
}

function renderCold(input: unknown, inputFile: string): Promise<ColdRender> {
  writeFileSync(inputFile, JSON.stringify(input));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(HERE, "render-cold.mjs"), inputFile], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`the cold render failed (${code}):\n${err}`));
      try {
        resolve(JSON.parse(out) as ColdRender);
      } catch {
        reject(new Error(`the cold render printed no result:\n${out}\n${err}`));
      }
    });
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  // `-- --reuse <work dir>` (while working on the proof): the pack a failed run kept, without publishing again.
  const reuse = process.argv.includes("--reuse") ? process.argv[process.argv.indexOf("--reuse") + 1] : undefined;
  const work = reuse ?? mkdtempSync(join(tmpdir(), "broadsheet-host-proof-"));
  const guide = readGuide(root);
  const packages = publicPackages(root);

  step("packages");
  const unpublished = unpublishedDependencies(packages);
  if (unpublished.length) throw new Error(`refusing to publish:\n  ${unpublished.join("\n  ")}`);
  const listed = listedPackages(packages, guide.phrasePackages);
  figure("packages published", String(packages.length));

  const registry = reuse ? undefined : await startRegistry(root, join(work, "registry"));
  try {
    if (registry) {
      step(`registry ${registry.url}`);
      const published = await timed(() => publishAll(root, packages, registry, join(work, "tarballs")));
      figure("publish time", `${(published.ms / 1000).toFixed(1)} s`);
    }

    step("feature pack");
    const pack = writeFeaturePack({
      dir: join(work, "feature-pack"),
      packages,
      listed,
      react: TESTED_REACT_FLOOR,
      styledComponents: STYLED_COMPONENTS,
      typesReact: TYPES_REACT,
      sites: guide.sites,
      siteFeature: join(HERE, "site-feature/site-headline.jsx"),
      siteTheme: join(HERE, "site-feature/site-theme.mjs"),
    });
    figure("blocks.json lists", `${pack.listed.length} packages`);
    if (registry) {
      const installed = await timed(() => installFeaturePack(pack, registry.npmrc, registry.url));
      figure("install time", `${(installed.ms / 1000).toFixed(1)} s`);
    }
    figure("installed size", `${(folderBytes(join(pack.dir, "node_modules")) / 1024 / 1024).toFixed(1)} MB`);
    figure(
      "react",
      `${JSON.parse(readFileSync(join(pack.dir, "node_modules/react/package.json"), "utf8")).version} (the tested floor)`,
    );
    for (const duplicate of duplicatePackages(pack)) fail(`installed twice: ${duplicate}`);
    const missingApis = missingReactApis(pack.dir);
    figure(`React APIs our code imports, missing from ${TESTED_REACT_FLOOR}`, String(missingApis.length));
    for (const api of missingApis)
      fail(`React ${TESTED_REACT_FLOOR} lacks what ${api.split(":")[0]} imports: ${api.split(": ")[1]}`);

    step("types (skipLibCheck: false)");
    const consumer = join(pack.dir, "types-check.ts");
    writeFileSync(
      consumer,
      [
        'import { defineBlock, defineFields, text, type CustomFieldsOf } from "@broadsheet/kit";',
        'import { toFusionBlock } from "@broadsheet/kit/fusion";',
        'import { Headline } from "@broadsheet/headline-block";',
        'import { Button } from "@broadsheet/components";',
        'export const Greeting = defineBlock({ name: "greeting", kind: "feature", label: "Greeting",',
        '  fields: defineFields({ name: text({ label: "Name", defaultValue: "World" }) }),',
        "  render: ({ customFields }) => customFields.name });",
        "// Fields type-check (not any): a number is not a name.",
        "// @ts-expect-error",
        "export const wrong: CustomFieldsOf<typeof Greeting> = { name: 1 };",
        "export const entries = [toFusionBlock(Greeting), toFusionBlock(Headline), Button];",
        "",
      ].join("\n"),
    );
    for (const resolution of ["bundler", "node16", "node10"] as TypeResolution[]) {
      const result = typeCheck(pack.dir, resolution, ["types-check.ts"]);
      figure(`tsc ${resolution}`, result.ok ? "clean" : "errors");
      if (!result.ok)
        fail(`tsc (${resolution}, skipLibCheck false):\n${result.output.split("\n").slice(0, 15).join("\n")}`);
    }

    step("webpack 5");
    const map = writeComponentMap(pack);
    figure(
      "Fusion entries",
      Object.entries(map.counts)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(", "),
    );
    for (const row of blockRows(root)) {
      const listedRow = guide.blocks.get(`${row.pkg}:${row.name}`);
      if (!listedRow) fail(`the guide's block table lacks ${row.name} (${row.pkg})`);
      else if (listedRow.kind !== row.kind || listedRow.hydration !== row.hydration) {
        fail(
          `the guide's block table says ${row.name} is ${listedRow.kind}/${listedRow.hydration}; it is ${row.kind}/${row.hydration}`,
        );
      }
    }
    const out = (name: string) => join(work, "bundles", name);
    const builds = [
      { name: "client", side: "client", exportsFields: true, minimize: true },
      { name: "client-react-external", side: "client", exportsFields: true, minimize: true, reactExternal: true },
      { name: "server", side: "server", exportsFields: true, minimize: false },
      { name: "client-legacy", side: "client", exportsFields: false, minimize: false },
      { name: "server-legacy", side: "server", exportsFields: false, minimize: false },
    ] as const;
    const stats = new Map<string, Awaited<ReturnType<typeof bundle>>>();
    for (const build of builds) {
      try {
        const built = await timed(() =>
          bundle({ ...build, pack: pack.dir, componentMap: map.file, out: out(build.name) }),
        );
        stats.set(build.name, built.value);
        figure(`webpack ${build.name}`, `${(built.ms / 1000).toFixed(1)} s`);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    }
    if (stats.has("client")) figure("client bundle gzip, React included", kb(gzipBytes(out("client"))));
    if (stats.has("client-react-external"))
      figure("client bundle gzip, React external", kb(gzipBytes(out("client-react-external"))));
    const clientStats = stats.get("client");
    if (clientStats) {
      const inBrowser = bundledPackages(clientStats);
      for (const name of NEVER_IN_BROWSER) if (inBrowser.has(name)) fail(`${name} is in the client bundle`);
    }
    if (!stats.has("server") || !stats.has("client")) throw new Error("no bundles to render with");

    step("cold server render (a fresh Node process)");
    // The deployment's ARC_ACCESS_TOKEN: the page server's fake signs images for the bundle's server only with it.
    const accessToken = randomBytes(24).toString("hex");
    const server = await startPageServer(
      {
        "/proof/": out("client"),
        "/pages/": join(work, "pages"),
        "/pf/resources/": join(root, "platform/local-host/resources"),
        // What the README has a site copy into its bundle's resources/fonts/: the themes package's fonts.
        "/pf/resources/fonts/": join(pack.dir, "node_modules/@broadsheet/themes/dist/fonts"),
      },
      accessToken,
    );
    try {
      const phrases: Record<string, Record<string, string>> = {};
      for (const name of pack.listed) {
        try {
          Object.assign(phrases, JSON.parse(readFileSync(join(pack.dir, "node_modules", name, "intl.json"), "utf8")));
        } catch {
          // A listed package without phrases.
        }
      }
      const environment = { ...guide.environment, CONTENT_BASE: server.origin, ARC_ACCESS_TOKEN: accessToken };
      const article = template("article");
      const articleSections = article.sections as Record<string, unknown[]>;
      articleSections["main-1"] = [
        { type: "feature", name: "site-headline", id: "site-headline" },
        ...(articleSections["main-1"] ?? []),
      ];
      const pages = [
        {
          name: "long-read",
          definition: article,
          arcSite: DEMO_SITE,
          requestUri: "/politics/2026/11/20/the-long-read/",
          globalContent: { source: "content-api", query: { website_url: "/politics/2026/11/20/the-long-read/" } },
        },
        {
          name: "home",
          definition: template("homepage"),
          arcSite: DEMO_SITE,
          requestUri: "/",
          globalContent: { source: "content-api-collections", query: { content_alias: "top-stories" } },
        },
      ];
      const bundleState = {
        properties: { global: {}, sites: guide.sites },
        phrases,
        environment,
      };
      const publicEnvironment = { ...environment, ARC_ACCESS_TOKEN: "" };
      const common = { bundleState, publicEnvironment, clientScript: "/proof/client.js", pages };
      const cold = await renderCold(
        { ...common, bundle: join(out("server"), "server.cjs"), warmRenders: WARM_RENDERS },
        join(work, "render-input.json"),
      );
      figure("bundle load", ms(cold.loadMs));
      figure(
        "first render in the bundle's own tick",
        `${ms(cold.coldFirstMs)}, ${cold.probeBoundaries} client-rendered boundaries`,
      );
      if (cold.probeBoundaries > 0)
        fail(`the first render after loading the bundle left ${cold.probeBoundaries} client-rendered boundaries`);
      mkdirSync(join(work, "pages"), { recursive: true });
      for (const page of cold.pages) {
        figure(
          `${page.name}: first render`,
          `${ms(page.firstMs)} (${page.passes} passes); warm median ${ms(page.warmMedianMs ?? NaN)}`,
        );
        const boundaries = page.clientRendered.reduce((sum, n) => sum + n, 0);
        if (boundaries > 0)
          fail(`${page.name}: client-rendered boundaries in its passes: ${page.clientRendered.join(", ")}`);
        for (const missing of page.missing) fail(`${page.name}: the bundle has no ${missing}`);
        for (const failed of page.failedContent) fail(`${page.name}: content failed: ${failed}`);
        if (page.name === "long-read" && !page.html.includes("data-styled"))
          fail(`${page.name}: the site feature's styled-components styles are not in the HTML`);
        if (!page.html.includes("data-precedence")) fail(`${page.name}: no @broadsheet/style styles in the HTML`);
        writeFileSync(join(work, "pages", `${page.name}.html`), page.html);
      }
      for (const error of cold.errors) fail(`server console error: ${error.split("\n").slice(0, 4).join("\n")}`);
      for (const key of cold.missingPhrases) fail(`phrase shown as its key: ${key}`);

      const legacy = stats.has("server-legacy")
        ? await renderCold(
            { ...common, pages: pages.slice(0, 1), bundle: join(out("server-legacy"), "server.cjs"), warmRenders: 0 },
            join(work, "render-input-legacy.json"),
          )
        : undefined;
      if (legacy) {
        const boundaries =
          legacy.probeBoundaries +
          legacy.pages.reduce((sum, page) => sum + page.clientRendered.reduce((a, b) => a + b, 0), 0);
        figure(
          "legacy resolution bundle",
          boundaries === 0 && legacy.errors.length === 0 ? "renders the long read" : "fails",
        );
        if (boundaries > 0 || legacy.errors.length)
          fail(`the exports-ignored server bundle: ${boundaries} boundaries, ${legacy.errors.length} errors`);
      }

      step("hydration in Chromium");
      const executablePath = provideChromium();
      if (!executablePath) throw new Error("no Chromium to hydrate in");
      const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
      try {
        for (const page of cold.pages) {
          const result = await hydratePage(browser, `${server.origin}/pages/${page.name}.html`, page.name);
          figure(`${page.name}: islands live`, `${result.live} of ${result.islands}; ${result.errors.length} errors`);
          for (const error of result.errors) fail(`${page.name} in the browser: ${error}`);
          if (result.live < result.islands)
            fail(`${page.name}: ${result.islands - result.live} islands never went live`);
          if (page.name === "long-read") {
            if (!result.siteHeadline) fail("the site's styled-components feature is not on the long read");
            else {
              figure("site feature", `border ${result.siteHeadline.border}; kicker ${result.siteHeadline.kickerColor}`);
              if (!result.siteHeadline.border.startsWith("4px solid"))
                fail(`styled(Headline) did not restyle our block: ${result.siteHeadline.border}`);
            }
          }
        }
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
    }
  } finally {
    registry?.stop();
  }

  figure("proof time", `${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.error(`\nhost proof FAILED (${failures.length}); work kept in ${work}`);
    for (const failure of failures) console.error(`  ✗ ${failure}`);
    process.exitCode = 1;
  } else {
    rmSync(work, { recursive: true, force: true });
    console.log("\nhost proof passed");
  }
}

main().catch((error: unknown) => {
  console.error(`host proof FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
