import { RESIZER_TOKEN_VERSION } from "fusion:environment";
import { findImages, signingService, signingValue } from "@broadsheet/content-sources-block";
import { signImage } from "@broadsheet/fake-arc";
import { corpus, type Motif } from "@broadsheet/fake-arc/fixtures";
import { isRecord } from "@broadsheet/kit";
import type { ContentResolver } from "@broadsheet/local-host/host/content-cache";
import {
  sourceResolver,
  type SourceResolverOptions,
  type SourceTable,
} from "@broadsheet/local-host/host/source-resolver";

/**
 * On a page, content reaches a block through a content source, which has every image signed for the resizer.
 * A story hands its content to the block directly (`parameters.host.globalContent`, a function in
 * `parameters.host.content`), so the harness signs it here the same way, with the token the fake's signing
 * service gives and its resizer checks: otherwise every picture of such a story answers 403 in Storybook.
 * Content is copied first: stories share their fixtures, and a story's own tokens are replaced, not trusted.
 */
export function signedAsASource<T>(content: T): T {
  if (content === null || typeof content !== "object") return content;
  const copy = structuredClone(content);
  const version = String(RESIZER_TOKEN_VERSION);
  for (const image of findImages(copy)) {
    image.auth = { ...(isRecord(image.auth) ? image.auth : {}), [version]: signImage(signingValue(image)) };
  }
  return copy;
}

/**
 * The story's content sources, with what a plain function answers signed (a defined source, like the real ones
 * of content-sources-block, signs its own through the fake).
 */
function signedSources(table: SourceTable): SourceTable {
  return Object.fromEntries(
    Object.entries(table).map(([name, source]) => [
      name,
      typeof source === "function"
        ? async (...args: Parameters<typeof source>) => signedAsASource(await source(...args))
        : source,
    ]),
  );
}

/**
 * How a story's blocks get content: its own sources (`parameters.host.content`), signed, beside the signing
 * service every site has (blocks sign the images an editor sets with it). A story without sources of its own
 * gets no content from any other name, as before.
 */
export function storyResolver(content: SourceTable | undefined, options: SourceResolverOptions): ContentResolver {
  const resolve = sourceResolver({ "signing-service": signingService, ...signedSources(content ?? {}) }, options);
  if (content) return resolve;
  return async (name, query) => (name === "signing-service" ? resolve(name, query) : null);
}

/** An Arc image as ANS has it, for stories that show one outside any content. */
export interface StoryPhoto {
  type: "image";
  _id: string;
  url: string;
  width: number;
  height: number;
  auth: Record<string, string>;
}

/**
 * A photo of the fixture newspaper's Photo Center (the first of its motif), signed: what the fake's resizer draws
 * for any size and crop a story asks of it. A made-up id or token would answer 404 or 403 in Storybook.
 */
export function fixturePhoto(motif: Motif): StoryPhoto {
  const photo = corpus.images.find((image) => image.motif === motif) ?? corpus.images[0];
  if (!photo) throw new Error("the fixture corpus has no photos");
  return signedAsASource({
    type: "image",
    _id: photo._id,
    // Where the fixture newspaper's stories keep their photos (the resizer reads the id, not the host).
    url: `https://images.fake-arc.test/${photo._id}.jpg`,
    width: photo.width,
    height: photo.height,
    auth: {},
  });
}
