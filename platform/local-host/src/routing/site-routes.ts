import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { PageDefinitionError, parsePageTemplate, type PageTemplate } from "../page/page-definition";
import { PageFilesError } from "../server/page-files";
import { parseResolvers, type ResolverDefinition } from "./resolver-definition";

/** The preview's PageBuilder configuration: resolvers in order, and the templates they name. */
export interface SiteRoutes {
  resolvers: ResolverDefinition[];
  templates: ReadonlyMap<string, PageTemplate>;
}

function readJson(file: string, name: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new PageDefinitionError(name, `could not be read as JSON (${(error as Error).message})`);
  }
}

function collect<T>(problems: PageDefinitionError[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof PageDefinitionError)) throw error;
    problems.push(error);
    return undefined;
  }
}

/**
 * Reads `resolvers.json` and `templates/*.json` from a folder, checking each and that every template a
 * resolver names exists (and, given `sources`, every content source). Every problem is reported at once, as
 * for page files, so one start of the preview shows all there is to fix.
 */
export function loadSiteRoutes(dir: string, sources?: ReadonlySet<string>): SiteRoutes {
  const problems: PageDefinitionError[] = [];
  const templates = new Map<string, PageTemplate>();
  const templatesDir = join(dir, "templates");
  const files = existsSync(templatesDir) ? readdirSync(templatesDir) : [];
  for (const file of files.filter((name) => name.endsWith(".json")).sort()) {
    const name = `templates/${file}`;
    const template = collect(problems, () => parsePageTemplate(readJson(join(templatesDir, file), name), name));
    if (template) templates.set(basename(file, ".json"), template);
  }
  const resolvers =
    collect(problems, () =>
      parseResolvers(readJson(join(dir, "resolvers.json"), "resolvers.json"), "resolvers.json"),
    ) ?? [];
  resolvers.forEach((resolver, index) => {
    const where = `resolvers.json[${index}]`;
    const named = typeof resolver.template === "string" ? [resolver.template] : Object.values(resolver.template);
    for (const template of named.filter((name) => !templates.has(name))) {
      problems.push(new PageDefinitionError(`${where}.template`, `names "${template}", which templates/ lacks`));
    }
    if (sources && resolver.contentSource && !sources.has(resolver.contentSource)) {
      problems.push(
        new PageDefinitionError(
          `${where}.contentSource`,
          `names "${resolver.contentSource}", which no package installs`,
        ),
      );
    }
  });
  if (problems.length) throw new PageFilesError(problems, dir);
  return { resolvers, templates };
}
