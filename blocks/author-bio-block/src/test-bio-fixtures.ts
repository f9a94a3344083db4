import { corpus, theLongRead } from "@broadsheet/fake-arc/fixtures";
import type { AnsAuthor } from "@broadsheet/kit/ans";

/** A corpus author by slug, its portrait signed as author-api signs it. */
export function authorFromCorpus(slug: string): AnsAuthor {
  const author = corpus.authors.find((candidate) => candidate.slug === slug);
  if (!author) throw new Error(`no author ${slug} in the corpus`);
  return author.image ? { ...author, image: { ...author.image, auth: { "2": "test-token" } } } : author;
}

/** The long read, with its credits' portraits signed as content-api signs them. */
export const signedLongRead = {
  ...theLongRead,
  credits: {
    ...theLongRead.credits,
    by: (theLongRead.credits?.by ?? []).map((credit) =>
      credit.image ? { ...credit, image: { ...credit.image, auth: { "2": "test-token" } } } : credit,
    ),
  },
};
