/**
 * The readable names the preview's admin mode labels in-place editing with ("Headline — click to edit"): the host's
 * editableContent and searchableField put them in an attribute, and editing-styles.ts shows it. Kept apart from
 * the rules so the browser's copy of the host carries the names only.
 */

/** The attribute holding the readable name of what an element edits; the label's text comes from it. */
export const EDIT_LABEL_ATTRIBUTE = "data-bs-edit-label";

/** ANS paths blocks make editable in place, by the names PageBuilder's editors know them by. */
const PATH_LABELS: Readonly<Record<string, string>> = {
  "headlines.basic": "Headline",
  "subheadlines.basic": "Subheadline",
  "description.basic": "Description",
  "label.basic.text": "Overline",
  caption: "Caption",
  "credits.by": "Byline",
};

/** Path segments that say which variant of a field, not what it is. */
const VARIANT_SEGMENTS = new Set(["basic", "text", "web", "native"]);

/** The readable name of an ANS path: its known name, else its last meaningful segment in words. */
export function editLabel(path: string): string {
  const known = PATH_LABELS[path];
  if (known) return known;
  const segment = path
    .split(".")
    .filter((part) => part !== "" && !VARIANT_SEGMENTS.has(part) && !/^\d+$/.test(part))
    .pop();
  if (!segment) return "Content";
  const words = segment
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What searchableField marks in the blocks: the image an editor replaces through PageBuilder's image search. */
export const SEARCHABLE_LABEL = "Image";
