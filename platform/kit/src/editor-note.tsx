import { createContext, useContext } from "react";
import { useFusionContext } from "fusion:context";
import { AdminNote } from "./admin-note";
import type { FieldKind, FieldMap } from "./fields/field";
import type { FieldSchema } from "./fields/schema";

/** What a note needs of the block it is in: the label PageBuilder lists it by and its field schema. */
export interface NotedBlock {
  label: string;
  fields: FieldSchema<FieldMap>;
}

/**
 * The block an EditorNote is rendered in. defineBlock provides it in admin mode only, so every block's notes
 * name it and its fields from its own declaration, and readers' renders carry nothing extra.
 */
export const NotedBlockContext = createContext<NotedBlock | null>(null);

/** Outside any block (a component's own story) a note still reads, without field labels to give. */
const NO_SCHEMA: FieldSchema<FieldMap> = { version: 1, fields: {}, migrations: {} };

/** What the editor does in PageBuilder's panel to fix a field of each kind. */
const ACTION: Record<FieldKind, string> = {
  text: "fill",
  richText: "fill",
  url: "fill",
  number: "fill",
  kvp: "fill",
  json: "fill",
  select: "choose",
  boolean: "set",
  image: "choose",
  contentConfig: "choose",
};

/** A note's two parts: who it is about (the block's label) and what is wrong with which field, where to fix it. */
export interface EditorNoteText {
  block: string;
  advice: string;
}

/**
 * The note for a field of a block, from the block's declaration: e.g. for a promo's empty headline override,
 * "Promo (large): the headline override is empty — fill 'Headline' in the Display group". A key the schema does
 * not have is named as it is, so a typo shows on the page rather than hiding the note.
 */
export function editorNoteText(block: NotedBlock, field: string, problem: string): EditorNoteText {
  const declared = Object.hasOwn(block.fields.fields, field) ? block.fields.fields[field] : undefined;
  const label = declared?.label ?? field;
  const action = declared ? ACTION[declared.kind] : "fill";
  const where = declared?.group ? `in the ${declared.group} group` : "in the block's settings";
  return { block: block.label, advice: `${problem} — ${action} '${label}' ${where}` };
}

export interface EditorNoteProps {
  /** The key of the field to fix, as the block's `defineFields` declares it. */
  field: string;
  /** What is wrong, in the editor's words: "the headline override is empty". */
  children: string;
}

/**
 * Tells an editor, in admin mode only, which field of this block to fix and where it is in the panel; the
 * block's and the field's labels come from the block's declaration. Renders nothing for readers.
 */
export function EditorNote({ field, children }: EditorNoteProps) {
  const { isAdmin } = useFusionContext();
  const block = useContext(NotedBlockContext);
  if (!isAdmin) return null;
  const text = editorNoteText(block ?? { label: "This block", fields: NO_SCHEMA }, field, children);
  return (
    <AdminNote className="bs-editor-note" title={`${text.block}:`}>
      {` ${text.advice}`}
    </AdminNote>
  );
}
