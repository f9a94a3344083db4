import { blockManifest } from "@broadsheet/kit";
import type { ContentSource } from "@broadsheet/kit/content-source";
import { corpus, signImage } from "@broadsheet/fake-arc";
import type { DiscoveredBlock } from "../node/discover";
import { configuredSites } from "../host/site-registry";
import type { Catalog, PhotoInfo, SourceInfo } from "./builder-api";

/**
 * Where the fake Photo Center keeps its originals: the address an ANS image (and so an image field) holds.
 * The fake serves renditions of it through its resizer, by the id.
 */
const PHOTO_ORIGIN = "https://images.fake-arc.test/";
const THUMBNAIL = { width: 160, height: 107 };

export function photoCatalog(): PhotoInfo[] {
  return corpus.images.map(({ _id, width, height, motif }) => ({
    id: _id,
    url: `${PHOTO_ORIGIN}${_id}.jpg`,
    thumbnail: `/resizer/v2/${_id}.jpg?auth=${signImage(_id)}&width=${THUMBNAIL.width}&height=${THUMBNAIL.height}`,
    width,
    height,
    motif,
  }));
}

/** The sources an editor can point a content config at: those readable from a page (not server-only ones). */
export function sourceCatalog(sources: Record<string, ContentSource>): SourceInfo[] {
  return Object.values(sources)
    .filter((source) => source.http !== false)
    .map((source) => ({
      name: source.name,
      ...(source.schemaName ? { schema: source.schemaName } : {}),
      params: source.params.map((param) => ({
        name: param.name,
        label: param.displayName ?? param.name,
        type: param.type,
        ...(param.default !== undefined ? { default: param.default } : {}),
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Everything the builder's palette and forms are made from: the manifests Fusion reads, the sources, the photos. */
export function builderCatalog(blocks: readonly DiscoveredBlock[], sources: Record<string, ContentSource>): Catalog {
  return {
    blocks: blocks
      .map(({ block }) => blockManifest(block))
      .filter((manifest) => manifest.kind !== "output-type")
      .sort((a, b) => a.label.localeCompare(b.label)),
    sources: sourceCatalog(sources),
    photos: photoCatalog(),
    sites: configuredSites(),
  };
}
