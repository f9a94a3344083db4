/**
 * What the builder's server answers and its browser app sends: plain JSON shapes, shared by both sides (this
 * file imports nothing, so the browser bundle takes no server code with it).
 */
import type { BlockManifest } from "@broadsheet/kit";

/** Where the builder lives on the preview; everything under it is the builder's. */
export const BUILDER_BASE = "/builder/";
export const BUILDER_API = `${BUILDER_BASE}api/`;

export type PageFileKind = "page" | "template";

export interface PageFileSummary {
  /** The file's name in its folder (`about.json`), which also names it in the API. */
  file: string;
  kind: PageFileKind;
  title: string;
  /** Pages only: the address it answers. */
  uri?: string;
  layout: string;
}

export interface PageList {
  pages: PageFileSummary[];
  templates: PageFileSummary[];
}

/** A page or template file as saved, for the builder to open. */
export interface OpenedFile {
  file: string;
  kind: PageFileKind;
  /** The file's JSON as written (a template has no `uri`). */
  definition: Record<string, unknown>;
}

export interface SourceParamInfo {
  name: string;
  label: string;
  type: "text" | "number";
  default?: string;
}

export interface SourceInfo {
  name: string;
  /** The content schema contentConfig fields choose sources by (e.g. "ans-item"); absent for untyped sources. */
  schema?: string;
  params: SourceParamInfo[];
}

export interface PhotoInfo {
  id: string;
  /** The value an image field saves: the original's address, as ANS has it. */
  url: string;
  /** A small signed rendition from the fake resizer, for the picker. */
  thumbnail: string;
  width: number;
  height: number;
  motif: string;
}

export interface Catalog {
  blocks: BlockManifest[];
  sources: SourceInfo[];
  photos: PhotoInfo[];
  /** The sites a page can belong to. */
  sites: string[];
}

/** One problem with a draft: where (a path into the page, as the strict loader names it) and what. */
export interface DraftProblem {
  /** e.g. `page.sections.main[2].customFields`; for a block's field, the block's path. */
  path: string;
  message: string;
  /** A block's field: its key, and the whole sentence an editor sees in admin mode (`Link "x" is not…`). */
  field?: string;
}

export interface DraftCheck {
  ok: boolean;
  problems: DraftProblem[];
}

export interface SaveRequest {
  /** The file being edited; absent for a new page (its name then comes from its address). */
  file?: string;
  definition: unknown;
  /** Only review: answer the diff and the file name, write nothing. */
  dryRun?: boolean;
}

export interface DiffLine {
  op: " " | "+" | "-";
  text: string;
}

export type SaveAnswer =
  | { ok: true; file: string; created: boolean; written: boolean; diff: DiffLine[]; uri: string }
  | { ok: false; problems: DraftProblem[] };

/** A page kept as a template: its layout and blocks, under a name of the editor's. */
export interface TemplateSaveRequest {
  /** What the editor calls it; the file is named after it (`Election night` → `election-night.json`). */
  name: string;
  definition: unknown;
  dryRun?: boolean;
}

export type TemplateSaveAnswer =
  { ok: true; file: string; written: boolean; diff: DiffLine[] } | { ok: false; problems: DraftProblem[] };

export interface ContentPreview {
  ok: boolean;
  /** What the query returned, in a few lines an editor can read (headline, item count, first items). */
  summary: string[];
  /** The answer itself, cut to a readable length. */
  json?: string;
  error?: string;
}

export interface DraftPreviewAnswer {
  /** Where the draft renders in admin mode, for the builder's iframe. */
  url: string;
  /**
   * Each feature's place in the draft (`page.sections.body[0]`), by the id its admin render marks it with
   * (`data-feature-id`): how an edit made in the frame finds its block.
   */
  features: Record<string, string>;
}
