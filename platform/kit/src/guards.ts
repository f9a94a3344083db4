import type { BlockComponent } from "./block-types";
import type { ContentSource } from "./define-content-source";

/** True for a plain object (not null, not an array): the shape saved settings and ANS data must have. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True for what defineBlock made; hosts use it to find blocks among a package's exports. */
export function isBlockComponent(value: unknown): value is BlockComponent {
  return typeof value === "function" && "definition" in value && isRecord(value.definition);
}

/** True for what defineContentSource made (or anything of its shape). */
export function isContentSource(value: unknown): value is ContentSource {
  return (
    isRecord(value) &&
    typeof value.fetch === "function" &&
    Array.isArray(value.params) &&
    typeof value.name === "string"
  );
}
