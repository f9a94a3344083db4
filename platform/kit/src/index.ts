/// <reference path="../fusion-modules.d.ts" />
export * from "./fields/builders";
export type {
  BooleanField,
  ContentConfigField,
  ContentConfigSettings,
  ContentConfigValue,
  Field,
  FieldBase,
  FieldKind,
  FieldMap,
  FieldOptions,
  FieldValues,
  ImageField,
  ImageSettings,
  JsonField,
  JsonValue,
  KvpField,
  NonEmptyList,
  NumberField,
  NumberSettings,
  ParseResult,
  RichTextField,
  SavedFields,
  SelectField,
  SelectSettings,
  TextField,
  UrlField,
} from "./fields/field";
export { defineFields, renameField, retypeField, SCHEMA_VERSION_FIELD } from "./fields/schema";
export type { FieldSchema, Migration, RawFields, SchemaOptions } from "./fields/schema";
export { migrateFields, resolveFields } from "./fields/resolve";
export type { FieldIssue, ResolvedFields } from "./fields/resolve";
export { fieldsToJsonSchema } from "./fields/json-schema";
export type { JsonSchema } from "./fields/json-schema";
export { customFieldsFromArgs, fieldArgs, fieldArgTypes } from "./fields/storybook-arg-types";
export type {
  FieldArgs,
  FieldArgType,
  FieldArgTypes,
  FieldArgValueType,
  FieldControl,
} from "./fields/storybook-arg-types";
export { defineBlock } from "./define-block";
export type {
  BlockComponent,
  BlockDefinition,
  BlockKind,
  BlockMetadata,
  BlockProps,
  BlockStatics,
  ChainDefinition,
  ChainRenderProps,
  CustomFieldsOf,
  FeatureDefinition,
  FeatureRenderProps,
  LayoutDefinition,
  LayoutRenderProps,
  OutputTypeDefinition,
  OutputTypeParts,
  OutputTypeRenderProps,
} from "./block-types";
export { isPageType, PAGE_TYPES } from "./page-types";
export type { PageType } from "./page-types";
export { layoutSections } from "./layout-sections";
export type { LayoutSections, SectionContent } from "./layout-sections";
export { IslandBoundary } from "./hydration/island-boundary";
export type { IslandBoundaryProps } from "./hydration/island-boundary";
export { ISLAND_TRIGGERS, watchTrigger } from "./hydration/trigger";
export { lazyPart, preloadLazyParts } from "./hydration/lazy-part";
export type { LazyPart } from "./hydration/lazy-part";
export { loadedPart } from "./hydration/loaded-part";
export type { LoadedPart } from "./hydration/loaded-part";
export { serverPart, type ServerPart, type ServerPartOptions } from "./hydration/server-part";
export type { Hydration, IslandTrigger } from "./hydration/trigger";
export { blockManifest, packageManifests } from "./manifest";
export type { BlockManifest } from "./manifest";
export { EditorNote, editorNoteText } from "./editor-note";
export type { EditorNoteProps, EditorNoteText, NotedBlock } from "./editor-note";
export { BlockErrorBoundary } from "./error-boundary";
export type { BlockErrorBoundaryProps } from "./error-boundary";
export { usePhrases } from "./use-phrases";
export { CONTENT_WAIT_MS, useContentState, withFeature } from "./content-state";
export type { ContentState } from "./content-state";
export type * from "./host-types";
export { isBlockComponent, isContentSource, isRecord } from "./guards";
export { isSafeHref, isWebHref } from "./safe-href";
