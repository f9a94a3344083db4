import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePageDefinition, PageDefinitionError, type PageDefinition } from "../page/page-definition";

export interface PageFile {
  /** The file's name in the pages folder, which starts every error's path. */
  name: string;
  text: string;
}

/** Every broken page file at once, so one start of the preview shows all there is to fix. */
export class PageFilesError extends Error {
  override name = "PageFilesError";

  constructor(
    readonly problems: readonly PageDefinitionError[],
    where: string,
  ) {
    super(`Broken page files in ${where}:\n${problems.map((problem) => `  ${problem.message}`).join("\n")}`);
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseFile(file: PageFile): PageDefinition {
  let data: unknown;
  try {
    // Some editors start a file with a byte order mark, which JSON.parse refuses.
    data = JSON.parse(file.text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new PageDefinitionError(file.name, `is not valid JSON (${reason(error)})`);
  }
  return parsePageDefinition(data, file.name);
}

function byName(a: PageFile, b: PageFile): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * The pages of a folder's files, in name order. Two files answering one path would leave one of
 * them unreachable, so that is an error too.
 */
export function parsePageFiles(files: readonly PageFile[], where = "the pages folder"): PageDefinition[] {
  return parseAll(files, where, []);
}

function parseAll(files: readonly PageFile[], where: string, problems: PageDefinitionError[]): PageDefinition[] {
  const pages: PageDefinition[] = [];
  const byPath = new Map<string, string>();
  for (const file of [...files].sort(byName)) {
    let page: PageDefinition;
    try {
      page = parseFile(file);
    } catch (error) {
      if (!(error instanceof PageDefinitionError)) throw error;
      problems.push(error);
      continue;
    }
    // The router answers "/politics" with the page at "/politics/", so the two spellings are one path.
    const path = page.uri.length > 1 ? page.uri.replace(/\/$/, "") : page.uri;
    const first = byPath.get(path);
    if (first !== undefined) {
      problems.push(new PageDefinitionError(`${file.name}.uri`, `answers the same path as ${first}.uri`));
      continue;
    }
    byPath.set(path, file.name);
    pages.push(page);
  }
  if (problems.length) throw new PageFilesError(problems, where);
  return pages;
}

/** Reads every *.json file of a folder as a page definition. */
export function loadPageFiles(dir: string): PageDefinition[] {
  const files: PageFile[] = [];
  const problems: PageDefinitionError[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".json"))) {
    try {
      files.push({ name, text: readFileSync(join(dir, name), "utf8") });
    } catch (error) {
      problems.push(new PageDefinitionError(name, `could not be read (${reason(error)})`));
    }
  }
  return parseAll(files, dir, problems);
}
