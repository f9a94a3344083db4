import { scopedStyles } from "@broadsheet/style";

/**
 * The heading, a line when comments are off, and the thread's box, which keeps Disqus's room while it loads. Alone in
 * its module, under the block's root class, so that the island renders it as a server part (comments-heading.tsx):
 * the server writes it into the page, and the island's code never carries it.
 */
export const CommentsStyles = scopedStyles({ componentId: "bs-comments", scope: ".b-comments" })`
  display: grid;
  gap: var(--bs-space-md);
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);
  padding-block-start: var(--bs-space-lg);
  border-block-start: 1px solid var(--bs-color-border);
  .b-comments__heading,
  .b-comments__message {
    margin: 0;
  }
  .b-comments__heading {
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-xl);
  }
  .b-comments__message {
    color: var(--bs-color-text-muted);
  }
  .b-comments__thread {
    min-block-size: 22rem;
  }
`;
