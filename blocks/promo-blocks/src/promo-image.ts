import { useContent } from "fusion:content";
import { isRecord } from "@broadsheet/kit";
import type { AnsImage } from "@broadsheet/components";
import type { PromoImage } from "./promo-item";

/** The override image an editor set: its address, id, token and focal point, as saved. */
export interface ImageOverride {
  imageOverrideURL?: string;
  imageOverrideId?: string;
  imageOverrideAuth?: string;
  imageFocalPoint?: unknown;
}

function trimmed(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function coordinate(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** A focal point saved as `{x, y}` (numbers or numeric text); undefined for anything else. */
export function focalPointOf(value: unknown): { x: number; y: number } | undefined {
  if (!isRecord(value)) return undefined;
  const x = coordinate(value.x);
  const y = coordinate(value.y);
  return x === undefined || y === undefined ? undefined : { x, y };
}

/**
 * The signing-service query for an override image without a saved token: by its id when the editor's image
 * search gave one, else by its address (spec §7: override images are signed). Undefined when nothing to sign.
 */
export function signingQuery(override: ImageOverride): { id: string } | undefined {
  const url = trimmed(override.imageOverrideURL);
  if (url === "" || trimmed(override.imageOverrideAuth) !== "") return undefined;
  const id = trimmed(override.imageOverrideId);
  return { id: id !== "" ? id : url };
}

/**
 * The image a promo shows: the editor's override, signed through the `signing-service` source unless a
 * token was saved with it, else the story's own (which content sources sign). Null for neither.
 */
export function usePromoImage(override: ImageOverride, storyImage: AnsImage | null): PromoImage | null {
  const query = signingQuery(override);
  // The hook runs every render, with an empty request when there is nothing to sign.
  const signed = useContent<{ hash?: unknown }>(query ? { source: "signing-service", query } : {});
  const url = trimmed(override.imageOverrideURL);
  if (url !== "") {
    const saved = trimmed(override.imageOverrideAuth);
    const hash = isRecord(signed) ? trimmed(signed.hash) : "";
    return {
      kind: "override",
      url,
      auth: saved || hash || undefined,
      focalPoint: focalPointOf(override.imageFocalPoint),
    };
  }
  return storyImage ? { kind: "ans", image: storyImage } : null;
}
