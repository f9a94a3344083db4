import { inlineText } from "@broadsheet/components";
import { shareableStory, type ShareableStory, type SharedStory } from "./share-links";

/*
 * Apart from share-links.ts, which the island reads: the inline-HTML parser these need goes with the share links'
 * server part, so a reader's bundle carries it only for a render that starts in the browser.
 */

/** The story as its share links carry it: a post's or email's text takes no markup, so the headline's plain text. */
export function withTitle({ url, headline, image }: ShareableStory): SharedStory {
  return { url, title: inlineText(headline), image };
}

/**
 * The story to share, read from the page's global content: its canonical address (else its website_url) made
 * absolute on the site's domain, its headline, and its promo image. null when it has no usable address.
 */
export function sharedStory(globalContent: unknown, websiteDomain: unknown): SharedStory | null {
  const story = shareableStory(globalContent, websiteDomain);
  return story && withTitle(story);
}
