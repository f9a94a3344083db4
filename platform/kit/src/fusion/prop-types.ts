import PropTypes, { type TaggablePropType, type TaggedPropType } from "@arc-fusion/prop-types";
import type { Field } from "../fields/field";
import { SCHEMA_VERSION_FIELD, type FieldSchema } from "../fields/schema";

function basePropType(field: Field): TaggablePropType {
  switch (field.kind) {
    case "text":
    case "image":
      return PropTypes.string;
    case "richText":
      return PropTypes.richtext;
    case "number":
      return PropTypes.number;
    case "boolean":
      return PropTypes.bool;
    case "select":
      return PropTypes.oneOf(field.settings.options);
    case "url":
      return PropTypes.url;
    case "contentConfig":
      return PropTypes.contentConfig(...field.settings.schemas);
    case "kvp":
      return PropTypes.kvp;
    case "json":
      return PropTypes.json;
  }
}

/** The tags only some kinds have; `integer` has no PageBuilder tag, so parse enforces it alone. */
function kindTags(field: Field): Record<string, unknown> {
  switch (field.kind) {
    case "number":
      return { min: field.settings.min, max: field.settings.max };
    case "select":
      return { labels: field.settings.labels };
    case "image":
      return { searchable: field.settings.searchable };
    default:
      return {};
  }
}

/** The editor tags PageBuilder reads: only those that are set, so the stringified form stays small. */
function fieldTags(field: Field): Record<string, unknown> {
  const tags: Record<string, unknown> = {
    label: field.label,
    description: field.description,
    group: field.group,
    defaultValue: field.defaultValue,
    hidden: field.hidden,
    ...kindTags(field),
  };
  return Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined));
}

function fieldPropType(field: Field): TaggedPropType {
  const tagged = basePropType(field).tag(fieldTags(field));
  return field.required ? tagged.isRequired : tagged;
}

/** `customFields` as Fusion's PageBuilder reads it: a shape of tagged prop types. */
export function fieldsToPropTypes(schema: FieldSchema): { customFields: TaggedPropType } {
  const shape: Record<string, TaggedPropType> = {};
  for (const [key, field] of Object.entries(schema.fields)) shape[key] = fieldPropType(field);
  if (schema.version > 1) {
    shape[SCHEMA_VERSION_FIELD] = PropTypes.number.tag({
      label: "Field schema version",
      hidden: true,
      defaultValue: schema.version,
    });
  }
  return { customFields: PropTypes.shape(shape) };
}
