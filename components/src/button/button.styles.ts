import { scopedStyles } from "@broadsheet/style";

/*
 * The button's look, every rule under its stable `c-button` classes (what sites override). Its own module: a
 * button renders it as a server part, so the islands that hold buttons (every form) never carry the text.
 * Each variant only sets the three custom properties, so hover and the shared rules below serve all of them.
 */
export const ButtonStyles = scopedStyles({ componentId: "bs-button", scope: ".c-button" })`
  --c-button-bg: var(--bs-color-background);
  --c-button-fg: var(--bs-color-text);
  --c-button-border: var(--bs-color-border);

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--bs-space-xs);
  box-sizing: border-box;
  margin: 0;
  padding-block: var(--bs-space-sm);
  padding-inline: var(--bs-space-md);
  border: thin solid var(--c-button-border);
  border-radius: var(--bs-radius-md);
  background-color: var(--c-button-bg);
  color: var(--c-button-fg);
  font-family: var(--bs-font-ui);
  font-size: var(--bs-font-size-md);
  font-weight: var(--bs-font-weight-bold);
  line-height: var(--bs-line-height-tight);
  text-align: center;
  text-decoration: none;
  cursor: pointer;

  &:hover:not(:disabled, [aria-disabled="true"]) {
    background-color: color-mix(in srgb, var(--c-button-bg) 85%, var(--c-button-fg));
  }

  &:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }

  &.c-button--small {
    padding-block: var(--bs-space-xs);
    padding-inline: var(--bs-space-sm);
    font-size: var(--bs-font-size-sm);
  }
  &.c-button--large {
    padding-block: var(--bs-space-md);
    padding-inline: var(--bs-space-lg);
    font-size: var(--bs-font-size-lg);
  }
  &.c-button--icon-only {
    padding-inline: var(--bs-space-sm);
  }
  &.c-button--small.c-button--icon-only {
    padding-inline: var(--bs-space-xs);
  }
  &.c-button--large.c-button--icon-only {
    padding-inline: var(--bs-space-md);
  }

  &.c-button--primary {
    --c-button-bg: var(--bs-color-primary);
    --c-button-fg: var(--bs-color-primary-contrast);
    --c-button-border: var(--bs-color-primary);
  }
  &.c-button--primary-reverse {
    --c-button-bg: var(--bs-color-primary-contrast);
    --c-button-fg: var(--bs-color-primary);
    --c-button-border: var(--bs-color-primary);
  }
  &.c-button--secondary {
    --c-button-bg: var(--bs-color-secondary);
    --c-button-fg: var(--bs-color-secondary-contrast);
    --c-button-border: var(--bs-color-secondary);
  }
  &.c-button--secondary-reverse {
    --c-button-bg: var(--bs-color-secondary-contrast);
    --c-button-fg: var(--bs-color-secondary);
    --c-button-border: var(--bs-color-secondary);
  }

  &.c-button--full-width {
    display: flex;
    inline-size: 100%;
  }

  &:disabled,
  &[aria-disabled="true"] {
    --c-button-bg: var(--bs-color-surface);
    --c-button-fg: var(--bs-color-text-muted);
    --c-button-border: var(--bs-color-border);
    cursor: not-allowed;
  }

  .c-button__icon {
    display: inline-flex;
    flex-shrink: 0;
  }
`;
