import { styled } from "@broadsheet/style";

/** The heading, a line when comments are off, and the thread's box, which keeps Disqus's room while it loads. */
export const CommentsRoot = styled.section.withConfig({ componentId: "bs-comments" })`
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
