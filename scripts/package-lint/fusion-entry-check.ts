import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import PropTypes from "@arc-fusion/prop-types";
import { isRecord } from "@broadsheet/kit";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { FUSION_MODULES, PACKAGE_SOURCES, resolveSource } from "../module-map";
import { FUSION_FOLDERS } from "./fusion-folders";
import type { WorkspacePackage } from "./package-json";

/** Fusion supplies its own fusion:* modules when it bundles a block; local-host's stand in for them here. */
function fusionModules(root: string): Plugin {
  return {
    name: "fusion-modules",
    setup(plugin) {
      plugin.onResolve({ filter: /^fusion:/ }, ({ path }) => {
        const file = resolveSource(path, root, FUSION_MODULES);
        return file ? { path: file } : { errors: [{ text: `Fusion has no module ${path}` }] };
      });
      // The stand-in fusion:* modules are local-host's sources, not a bundle's: their own imports of the repo's
      // packages resolve to sources too (Fusion supplies these modules itself in a real bundle).
      plugin.onResolve({ filter: /^@broadsheet\// }, ({ path, importer }) => {
        if (!importer.startsWith(join(root, "platform/local-host/"))) return undefined;
        const file = resolveSource(path, root, PACKAGE_SOURCES);
        return file ? { path: file } : undefined;
      });
    },
  };
}

/** Fusion finds output types as files (output-types/default.js), other blocks as folders (features/<name>/default.js). */
function entryFiles(pkg: WorkspacePackage): string[] {
  return FUSION_FOLDERS.filter((folder) => folder !== "sources" && existsSync(join(pkg.path, folder))).flatMap(
    (folder) =>
      readdirSync(join(pkg.path, folder))
        .map((name) =>
          folder === "output-types" ? join(pkg.path, folder, name) : join(pkg.path, folder, name, "default.js"),
        )
        .filter((file) => file.endsWith(".js") && existsSync(file)),
  );
}

/**
 * What PageBuilder reads off a block: a component with a label, tagged propTypes (and sections), `static` on
 * features only, true exactly when the feature is server HTML only. Chains and layouts never carry it: Fusion
 * always rehydrates them, and a `static` chain would freeze the islands inside it.
 */
function blockProblems(value: unknown, folder: string, name: string): string[] {
  if (typeof value !== "function") return ["its default export is not a component"];
  const block = value as unknown as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof block.label !== "string" || block.label === "") problems.push("has no label");
  const definition = isRecord(block.definition) ? block.definition : {};
  if (folder === "features") {
    if (typeof block.static !== "boolean") problems.push("has no static flag");
    else if (block.static !== (definition.hydration === "static")) {
      problems.push(`says static is ${String(block.static)} for hydration "${String(definition.hydration)}"`);
    }
  } else if ("static" in block) {
    problems.push("sets static, which Fusion reads only on features");
  }
  if (definition.name !== name) problems.push(`is named "${String(definition.name)}", not "${name}" like its folder`);
  if (folder === "layouts" && !Array.isArray(block.sections)) problems.push("is a layout without sections");
  const propTypes: unknown = JSON.parse(PropTypes.stringify(block.propTypes ?? null) || "null");
  if (!isRecord(propTypes) || !isRecord(propTypes.customFields) || propTypes.customFields.type !== "shape") {
    problems.push("has no customFields propTypes shape");
  }
  return problems;
}

/**
 * Whether a Fusion entry bundled for browsers, as webpack's web target bundles it (honouring kit's `browser` field),
 * carries @arc-fusion/prop-types: PageBuilder reads propTypes on the server, so a reader's bundle must not.
 */
async function browserPropTypesProblems(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    tsconfigRaw: {},
    external: ["fusion:*", "react", "react-dom", "react/jsx-runtime"],
    logLevel: "silent",
  });
  return Object.keys(metafile.inputs).some((input) => input.includes("@arc-fusion/prop-types/"))
    ? ["carries @arc-fusion/prop-types into the browser bundle"]
    : [];
}

/**
 * Loads each built Fusion entry (features/<name>/default.js …) as a Fusion bundle would: bundled
 * with the package's published files and fusion:* supplied, then imported, then checked.
 */
export async function fusionEntryProblems(pkg: WorkspacePackage): Promise<string[]> {
  const root = repoRoot();
  const problems: string[] = [];
  // Inside the repo, so the bundle's externals (react, prop-types) resolve from its node_modules.
  const scratch = join(pkg.path, ".fusion-entry-check");
  mkdirSync(scratch, { recursive: true });
  try {
    for (const entry of entryFiles(pkg)) {
      const where = relative(pkg.path, entry);
      const [folder = "", entryName = ""] = where.split("/");
      const name = entryName.replace(/\.js$/, "");
      const out = join(scratch, `${folder}-${name}.mjs`);
      try {
        await build({
          entryPoints: [entry],
          outfile: out,
          bundle: true,
          format: "esm",
          platform: "node",
          // Resolve @broadsheet/* through node_modules to their dist, as a site's bundle would.
          tsconfigRaw: {},
          external: ["react", "react-dom", "react/jsx-runtime", "@arc-fusion/prop-types", "prop-types"],
          plugins: [fusionModules(root)],
          logLevel: "silent",
        });
        const loaded = (await import(pathToFileURL(out).href)) as { default?: unknown };
        problems.push(
          ...[...blockProblems(loaded.default, folder, name), ...(await browserPropTypesProblems(entry))].map(
            (problem) => `${where} ${problem}`,
          ),
        );
      } catch (error) {
        problems.push(
          `${where} does not load: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
        );
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return problems;
}
