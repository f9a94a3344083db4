import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatPageFile } from "./page-file-format";
import { parsePageDefinition, parsePageTemplate } from "../page/page-definition";
import { loadPageFiles, parsePageFiles, PageFilesError, type PageFile } from "../server/page-files";
import type { PageDefinition } from "../page/page-definition";
import type { DraftProblem, OpenedFile, PageFileKind, PageFileSummary, PageList } from "./builder-api";

export interface PageFolders {
  /** Where pages are read from and saved to (tests pass a temporary copy). */
  pagesDir: string;
  templatesDir: string;
}

/** A name the builder reads or writes: one plain file in the folder, never a path out of it. */
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,79}\.json$/;

export function isPageFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** A new page's file, named after its address as the repo's pages are (`/about/` → `about.json`, `/` → `home.json`). */
export function fileNameFor(uri: string): string {
  const slug = uri
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 75);
  return `${slug || "home"}.json`;
}

function folderOf(folders: PageFolders, kind: PageFileKind): string {
  return kind === "page" ? folders.pagesDir : folders.templatesDir;
}

function jsonFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter(isPageFileName).sort() : [];
}

function summary(dir: string, file: string, kind: PageFileKind): PageFileSummary {
  try {
    const data: unknown = JSON.parse(readFileSync(join(dir, file), "utf8"));
    if (kind === "page") {
      const page = parsePageDefinition(data, file);
      return { file, kind, title: page.title, uri: page.uri, layout: page.layout };
    }
    const template = parsePageTemplate(data, file);
    return { file, kind, title: template.title || file.replace(/\.json$/, ""), layout: template.layout };
  } catch {
    // A broken file is still listed, so the editor can open it and see what the loader says.
    return { file, kind, title: file, layout: "" };
  }
}

export function listPageFiles(folders: PageFolders): PageList {
  return {
    pages: jsonFiles(folders.pagesDir).map((file) => summary(folders.pagesDir, file, "page")),
    templates: jsonFiles(folders.templatesDir).map((file) => summary(folders.templatesDir, file, "template")),
  };
}

export function openPageFile(folders: PageFolders, kind: PageFileKind, file: string): OpenedFile | undefined {
  if (!isPageFileName(file)) return undefined;
  const path = join(folderOf(folders, kind), file);
  if (!existsSync(path)) return undefined;
  try {
    const definition: unknown = JSON.parse(readFileSync(path, "utf8").replace(/^\uFEFF/, ""));
    if (typeof definition !== "object" || definition === null || Array.isArray(definition)) return undefined;
    return { file, kind, definition: definition as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/** The text `definition` is saved as in `file`, laid out as that file already is (see formatPageFile). */
export function pageFileText(folders: PageFolders, file: string, definition: unknown): Promise<string> {
  return formatPageFile(definition, readPageText(folders, file));
}

export function readPageText(folders: PageFolders, file: string): string | undefined {
  const path = join(folders.pagesDir, file);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

/**
 * Whether the folder still loads with `text` as `file`: the loader the server starts with, so two pages
 * answering one address are refused here as they would be at the next start.
 */
export function folderProblems(folders: PageFolders, file: string, text: string): DraftProblem[] {
  const files: PageFile[] = jsonFiles(folders.pagesDir)
    .filter((name) => name !== file)
    .map((name) => ({ name, text: readFileSync(join(folders.pagesDir, name), "utf8") }));
  try {
    parsePageFiles([...files, { name: file, text }], folders.pagesDir);
    return [];
  } catch (error) {
    if (!(error instanceof PageFilesError)) throw error;
    // Other files' own faults are not this draft's to fix; only the ones naming it are.
    return error.problems
      .filter((problem) => problem.field.startsWith(`${file}.`) || problem.message.includes(`${file}.`))
      .map((problem) => ({ path: problem.field, message: problem.problem }));
  }
}

/**
 * A page as a template: its layout, blocks and metadata, without what the resolver using it supplies (the
 * address, the site, the global content) or a title, which each page then takes from its content or site.
 */
export function pageAsTemplate(definition: Record<string, unknown>): Record<string, unknown> {
  const { uri: _uri, arcSite: _site, globalContentConfig: _content, title: _title, ...template } = definition;
  return template;
}

export function templateExists(folders: PageFolders, file: string): boolean {
  return existsSync(join(folders.templatesDir, file));
}

/** Writes a new template whole or not at all; the preview reads templates when it starts. */
export function writeTemplateFile(folders: PageFolders, file: string, text: string): void {
  const path = join(folders.templatesDir, file);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * Writes the file whole or not at all (a temporary file renamed over it), then reloads the folder into `pages`,
 * the list the server answers addresses from, so the page is served at its address at once.
 */
export function writePageFile(folders: PageFolders, file: string, text: string, pages: PageDefinition[]): void {
  const path = join(folders.pagesDir, file);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
  pages.splice(0, pages.length, ...loadPageFiles(folders.pagesDir));
}
