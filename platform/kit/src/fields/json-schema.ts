import type { Field } from "./field";
import { SCHEMA_VERSION_FIELD, type FieldSchema } from "./schema";

export type JsonSchema = { [key: string]: unknown };

function kindSchema(field: Field): JsonSchema {
  switch (field.kind) {
    case "text":
      return { type: "string" };
    case "richText":
      return { type: "string", contentMediaType: "text/html" };
    case "number":
      return {
        type: field.settings.integer ? "integer" : "number",
        minimum: field.settings.min,
        maximum: field.settings.max,
      };
    case "boolean":
      return { type: "boolean" };
    case "select": {
      const { options, labels = {} } = field.settings;
      return { oneOf: options.map((value) => ({ const: value, title: labels[value] ?? String(value) })) };
    }
    case "url":
      return { type: "string", format: "uri-reference" };
    case "image":
      return { type: "string", format: "uri-reference", "x-searchable": field.settings.searchable };
    case "contentConfig":
      return {
        type: "object",
        "x-content-schemas": field.settings.schemas,
        properties: { contentService: { type: "string" }, contentConfigValues: { type: "object" } },
        required: ["contentService"],
      };
    case "kvp":
      return { type: "object", additionalProperties: { type: "string" } };
    case "json":
      return { contentMediaType: "application/json" };
  }
}

function withoutUndefined(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

/** The fields as a JSON Schema (2020-12) object, for hosts other than Fusion and for docs. */
export function fieldsToJsonSchema(schema: FieldSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(schema.fields)) {
    properties[key] = withoutUndefined({
      ...kindSchema(field),
      title: field.label,
      description: field.description,
      default: field.defaultValue,
      "x-group": field.group,
      "x-hidden": field.hidden || undefined,
    });
    if (field.required) required.push(key);
  }
  if (schema.version > 1) {
    properties[SCHEMA_VERSION_FIELD] = {
      type: "integer",
      const: schema.version,
      default: schema.version,
      "x-hidden": true,
    };
  }
  return withoutUndefined({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties,
    required: required.length ? required : undefined,
  });
}
