import type { BlockComponent, BlockKind } from "./block-types";
import { isBlockComponent } from "./guards";
import type { Hydration } from "./hydration/trigger";
import type { FieldMap } from "./fields/field";
import { fieldsToJsonSchema, type JsonSchema } from "./fields/json-schema";

/** A block described as data, for any host that is not Fusion (and for docs and tooling). */
export interface BlockManifest {
  name: string;
  kind: BlockKind;
  label: string;
  icon?: string;
  description?: string;
  /** The version of the field schema; saved data of older versions is migrated on read. */
  version: number;
  fields: JsonSchema;
  /** Content sources the block asks for by name. */
  contentSources: string[];
  /** Content schemas its contentConfig fields accept (e.g. "ans-feed"). */
  contentSchemas: string[];
  /**
   * Features: `static` (server HTML only) or the trigger that hydrates the island. Chains, layouts and output
   * types: `eager`, since Fusion always renders them with the page.
   */
  hydration: Hydration;
  /**
   * True when each placement decides from its saved fields whether it is an island (`hydration` then) or static
   * (the block's `hydrationFor`): a promo is static unless an editor set it to play video.
   */
  hydrationByPlacement?: true;
  /** Whether the block is server HTML only; false for every chain, layout and output type. */
  static: boolean;
  sections?: string[];
}

export function blockManifest<M extends FieldMap>(block: BlockComponent<M>): BlockManifest {
  const { definition } = block;
  const contentSchemas = new Set<string>();
  for (const field of Object.values(definition.fields.fields)) {
    if (field.kind === "contentConfig") for (const schema of field.settings.schemas) contentSchemas.add(schema);
  }
  const manifest: BlockManifest = {
    name: definition.name,
    kind: definition.kind,
    label: definition.label,
    icon: definition.icon,
    description: definition.description,
    version: definition.fields.version,
    fields: fieldsToJsonSchema(definition.fields),
    contentSources: [...(definition.contentSources ?? [])],
    contentSchemas: [...contentSchemas],
    hydration: definition.hydration,
    ...(definition.hydrationFor ? { hydrationByPlacement: true as const } : {}),
    static: definition.static,
    sections: definition.sections ? [...definition.sections] : undefined,
  };
  return JSON.parse(JSON.stringify(manifest)) as BlockManifest;
}

/**
 * The manifests of every block a package exports, in export order: what the package tells hosts about its blocks
 * (each block package snapshots them, so a change every site would see is a reviewed change).
 */
export function packageManifests(exports: Record<string, unknown>): BlockManifest[] {
  return Object.values(exports).filter(isBlockComponent).map(blockManifest);
}
