import type { FieldMap, FieldValues } from "./field";

/** Saved custom fields as a page holds them: whatever an earlier version of the block wrote. */
export type RawFields = Record<string, unknown>;

/**
 * Moves saved fields from the previous schema version to this one. Migrations must leave
 * data that is already in the new shape alone: a block saved without a version is read as
 * version 1, even when an editor filled in the newer fields.
 */
export type Migration = (saved: RawFields) => RawFields;

export interface FieldSchema<M extends FieldMap = FieldMap> {
  readonly version: number;
  readonly fields: M;
  /** `migrations[n]` upgrades data saved at version n - 1 to version n. */
  readonly migrations: Readonly<Record<number, Migration>>;
}

/** The saved key that records which schema version wrote a block's fields. */
export const SCHEMA_VERSION_FIELD = "schemaVersion";

export interface SchemaOptions {
  version?: number;
  migrations?: Record<number, Migration>;
}

export function defineFields<const M extends FieldMap>(fields: M, options: SchemaOptions = {}): FieldSchema<M> {
  const version = options.version ?? 1;
  const migrations = options.migrations ?? {};
  if (!Number.isInteger(version) || version < 1) {
    throw new Error(`defineFields: version must be a whole number from 1, got ${version}`);
  }
  for (let v = 2; v <= version; v += 1) {
    if (!migrations[v]) throw new Error(`defineFields: version ${version} needs a migration to version ${v}`);
  }
  if (SCHEMA_VERSION_FIELD in fields) {
    throw new Error(`defineFields: "${SCHEMA_VERSION_FIELD}" is reserved for the schema version`);
  }
  return Object.freeze({ version, fields, migrations: Object.freeze({ ...migrations }) });
}

/** A rename that keeps what editors saved: the old value moves over unless the new key is already set. */
export function renameField(from: string, to: string): Migration {
  return (saved) => {
    if (!(from in saved)) return saved;
    const { [from]: value, ...rest } = saved;
    return to in rest && rest[to] !== undefined ? rest : { ...rest, [to]: value };
  };
}

/** Converts one saved value to the field's new type; values already converted are passed in too. */
export function retypeField(key: string, convert: (value: unknown) => unknown): Migration {
  return (saved) => (saved[key] === undefined ? saved : { ...saved, [key]: convert(saved[key]) });
}

export type { FieldValues };
