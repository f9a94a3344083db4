import { scopedStyles } from "@broadsheet/style";

/**
 * The bar's look, under its root. Alone in its module so that the island renders it as a server part: the server
 * writes it into the page, and the island's code never carries it.
 */
export const ShareBarStyles = scopedStyles({ componentId: "bs-share-bar", scope: ".b-share-bar" })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--bs-space-sm);
  /* The page region's gap spaces the article header's parts; a margin of its own would double it. */
  margin: 0;
  padding: 0;
  list-style: none;

  .b-share-bar__link {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    color: var(--bs-color-text);
    background: var(--bs-color-surface);
    border: thin solid var(--bs-color-border);
    border-radius: var(--bs-radius-pill);
  }

  .b-share-bar__link:hover {
    color: var(--bs-color-link-hover);
    border-color: currentColor;
  }

  .b-share-bar__link:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
`;
