import { scopedStyles } from "@broadsheet/style";

/**
 * The slot's look (its label, its reserved space per breakpoint, the editor's view), under its root. Alone in its
 * module so that the island renders it as a server part: the server writes it into the page, and the island's code
 * never carries it.
 */
export const AdsStyles = scopedStyles({ componentId: "bs-ads", scope: ".b-ads" })`
  margin-block: var(--bs-space-md);
  text-align: center;

  .b-ads__label {
    margin: 0;
    line-height: 1.5rem;
    color: var(--bs-color-text-muted);
    font-size: var(--bs-font-size-xs);
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }

  .b-ads__slot {
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
    min-block-size: var(--b-ads-mobile, 0);
    background: var(--bs-color-surface);
  }

  @media (min-width: 768px) {
    &.b-ads--mobile {
      display: none;
    }
    .b-ads__slot {
      min-block-size: var(--b-ads-tablet, 0);
    }
  }
  @media (min-width: 992px) {
    .b-ads__slot {
      min-block-size: var(--b-ads-desktop, 0);
    }
  }
  @media (max-width: 767.98px) {
    &.b-ads--desktop {
      display: none;
    }
  }

  &.b-ads--oop {
    margin: 0;
  }

  .b-ads__admin {
    padding: var(--bs-space-sm);
    border: 1px dashed var(--bs-color-border);
    font-size: var(--bs-font-size-sm);
  }
`;
