import type { BlockManifest } from "@broadsheet/kit";
import { isLocalEditPath, MAX_LOCAL_EDIT_LENGTH } from "../../host/local-edits";
import { FEATURE_ID_ATTRIBUTE } from "../../host/feature-marker-attribute";
import { allNodes, setNodeFields, setNodeLocalEdits, type EditorNode, type EditorPage } from "./draft-model";
import { fieldSpecs } from "./field-schema";

/** What an editor changed in the preview frame: which feature, which of its content's texts, and the new text. */
export interface InlineEdit {
  featureId: string;
  path: string;
  text: string;
}

/** An image an editor clicked in the frame: which feature, and the fields its image search fills. */
export interface ImagePick {
  featureId: string;
  fields: string[];
}

/**
 * What an edit made of a feature's text, in words for the builder's note: written to a field, kept as the
 * feature's own text over the story's, or refused with the reason.
 */
export type EditOutcome =
  | { kind: "field"; page: EditorPage; field: string; label: string }
  | { kind: "local"; page: EditorPage; label: string; cleared: boolean }
  | { kind: "refused"; reason: string };

/**
 * The fields a block may keep its own text of a content path in: a manual promo's headline, description and
 * overline. A block with such a field (visible, text) takes the edit there, where its form shows it.
 */
const OVERRIDE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "headlines.basic": ["headline"],
  "description.basic": ["description"],
  "subheadlines.basic": ["subheadline", "description"],
  "label.basic.text": ["overline"],
};

/** The block's own field for the text at `path`, if it has one an editor can type into. */
export function overrideField(
  manifest: BlockManifest | undefined,
  path: string,
): { key: string; label: string } | undefined {
  if (!manifest) return undefined;
  const specs = fieldSpecs(manifest);
  for (const key of OVERRIDE_FIELDS[path] ?? []) {
    const spec = specs.find((candidate) => candidate.key === key);
    if (spec && (spec.control === "text" || spec.control === "richText")) return { key, label: spec.label };
  }
  return undefined;
}

/** The text an editor left in an element: its characters only (never its markup), on one line, trimmed. */
export function plainText(element: Element): string {
  return (element.textContent ?? "").replace(/\s+/g, " ").trim();
}

function featureOf(element: Element): Element | null {
  return element.closest(`[${FEATURE_ID_ATTRIBUTE}]`);
}

/** Whether the feature draws this path more than once: a list's stories, each its own, which one path cannot tell apart. */
function isRepeated(feature: Element, path: string): boolean {
  let count = 0;
  for (const element of feature.querySelectorAll("[data-content-path]")) {
    if (element.getAttribute("data-content-path") === path && featureOf(element) === feature) count += 1;
  }
  return count > 1;
}

export type ReadEdit = { ok: true; edit: InlineEdit } | { ok: false; reason: string };

/** Reads the edit an element holds (an element a block marked with editableContent, in a marked feature). */
export function readInlineEdit(element: Element): ReadEdit | undefined {
  const editable = element.closest("[data-content-path]");
  const path = editable?.getAttribute("data-content-path");
  if (!editable || !path) return undefined;
  const feature = featureOf(editable);
  const featureId = feature?.getAttribute(FEATURE_ID_ATTRIBUTE);
  if (!feature || !featureId) return { ok: false, reason: "This text belongs to no block of the page." };
  if (isRepeated(feature, path)) {
    return {
      ok: false,
      reason: "This text belongs to one of the block's list of stories; change it in the story itself.",
    };
  }
  if (!isLocalEditPath(path)) return { ok: false, reason: `The block's text “${path}” cannot be kept on the page.` };
  const text = plainText(editable);
  if (text.length > MAX_LOCAL_EDIT_LENGTH) {
    return { ok: false, reason: `The text is longer than ${MAX_LOCAL_EDIT_LENGTH} characters; it was not kept.` };
  }
  return { ok: true, edit: { featureId, path, text } };
}

/**
 * Writes an edit back to its block: to the block's own field for that text when it has one (the form shows it
 * at once), else to the feature's in-place edits, which the renderer lays over the story for this block only.
 * An emptied text clears the block's own text, so the story's shows again.
 */
export function applyInlineEdit(
  page: EditorPage,
  node: EditorNode,
  manifest: BlockManifest | undefined,
  edit: InlineEdit,
  label: string,
): EditOutcome {
  if (node.type !== "feature") return { kind: "refused", reason: "Only a feature's text is edited in place." };
  const field = overrideField(manifest, edit.path);
  if (field) {
    const customFields = { ...node.customFields };
    if (edit.text === "") delete customFields[field.key];
    else customFields[field.key] = edit.text;
    return { kind: "field", page: setNodeFields(page, node.key, customFields), field: field.key, label: field.label };
  }
  const localEdits = { ...node.localEdits };
  if (edit.text === "") delete localEdits[edit.path];
  else localEdits[edit.path] = edit.text;
  return { kind: "local", page: setNodeLocalEdits(page, node.key, localEdits), label, cleared: edit.text === "" };
}

/** An event's target as an element of the frame's document (its own realm: `instanceof Element` would fail). */
function asElement(target: EventTarget | null): Element | null {
  return target !== null && typeof (target as Element).closest === "function" ? (target as Element) : null;
}

export interface PreviewListeners {
  onEdit(edit: ReadEdit): void;
  onImage(pick: ImagePick): void;
}

/**
 * Listens to the preview frame's document (same origin) for what an editor does in place: leaving an edited
 * text (blur, or Enter, which would otherwise start a new line a headline cannot have), Escape to put the text
 * back, and a click on an image the block lets editors replace. Pasted text goes in as plain text. Returns the
 * way to stop listening.
 */
export function watchPreview(document: Document, listeners: PreviewListeners): () => void {
  const before = new WeakMap<Element, string>();
  const editableOf = (target: EventTarget | null) => asElement(target)?.closest("[data-content-path]") ?? null;

  const onFocusIn = (event: FocusEvent) => {
    const editable = editableOf(event.target);
    if (editable && !before.has(editable)) before.set(editable, plainText(editable));
  };
  const onFocusOut = (event: FocusEvent) => {
    const editable = editableOf(event.target);
    if (!editable || !before.has(editable)) return;
    const was = before.get(editable);
    before.delete(editable);
    if (was === plainText(editable)) return;
    const read = readInlineEdit(editable);
    if (read) listeners.onEdit(read);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const editable = editableOf(event.target);
    if (!editable) return;
    if (event.key === "Enter") {
      event.preventDefault();
      (editable as HTMLElement).blur();
    } else if (event.key === "Escape") {
      const was = before.get(editable);
      if (was !== undefined) editable.textContent = was;
      (editable as HTMLElement).blur();
    }
  };
  const onPaste = (event: ClipboardEvent) => {
    if (!editableOf(event.target)) return;
    event.preventDefault();
    const text = (event.clipboardData?.getData("text/plain") ?? "").replace(/\s+/g, " ");
    // insertText keeps the browser's own undo for the paste; where it is missing the text is simply not pasted.
    if (typeof document.execCommand === "function") document.execCommand("insertText", false, text);
  };
  const onClick = (event: MouseEvent) => {
    const image = asElement(event.target)?.closest("[data-searchable-field]");
    const featureId = image ? featureOf(image)?.getAttribute(FEATURE_ID_ATTRIBUTE) : undefined;
    if (!image || !featureId) return;
    // The image's link would leave the preview; the builder shows the block's image field instead.
    event.preventDefault();
    const fields = (image.getAttribute("data-searchable-field") ?? "").split(/\s+/).filter(Boolean);
    listeners.onImage({ featureId, fields });
  };

  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("paste", onPaste);
  document.addEventListener("click", onClick);
  return () => {
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("paste", onPaste);
    document.removeEventListener("click", onClick);
  };
}

/** The builder's key of each feature the server placed (`features` of a draft preview), read in the page it drew. */
export function featureNodes(page: EditorPage, features: Readonly<Record<string, string>>): Record<string, string> {
  const byPath = new Map(allNodes(page).map(({ node, path }) => [path, node.key]));
  const keys: Record<string, string> = {};
  for (const [id, path] of Object.entries(features)) {
    const key = byPath.get(path);
    if (key !== undefined) keys[id] = key;
  }
  return keys;
}
