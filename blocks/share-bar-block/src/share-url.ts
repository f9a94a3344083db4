import type { ShareNetwork, SharedStory } from "./share-links";

/*
 * Apart from share-links.ts, which the island reads: only the share links' server part writes the addresses, so a
 * reader's bundle carries this for a render that starts in the browser only.
 */

// encodeURIComponent throws on a lone surrogate half: such text is left out rather than breaking the link.
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "";
  }
}

/** The network's share address for the story, every value encoded. */
export function shareURL(network: ShareNetwork, story: SharedStory, siteName = ""): string {
  const url = encode(story.url);
  const title = encode(story.title);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${url}${title ? `&text=${title}` : ""}`;
    case "pinterest":
      return (
        `https://www.pinterest.com/pin/create/button/?url=${url}` +
        (story.image ? `&media=${encode(story.image)}` : "") +
        (title ? `&description=${title}` : "")
      );
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case "email": {
      const subject = encode([story.title, siteName.trim()].filter(Boolean).join(" | "));
      const body = encode(story.title ? `${story.title}\n\n${story.url}` : story.url);
      return `mailto:?subject=${subject}&body=${body}`;
    }
  }
}
