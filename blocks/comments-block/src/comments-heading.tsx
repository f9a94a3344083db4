import { Heading } from "@broadsheet/components";
import { CommentsStyles } from "./comments.styles";

export interface CommentsHeadingProps {
  /** The heading's id, which the block's section is labelled by. */
  id: string;
  text: string;
}

/**
 * The block's heading and its look: what the comments show that never changes once rendered. The island renders
 * it as a server part, so the browser keeps the server's HTML and loads neither the heading nor the styles.
 */
export function CommentsHeading({ id, text }: CommentsHeadingProps) {
  return (
    <>
      <Heading id={id} className="b-comments__heading">
        {text}
      </Heading>
      <CommentsStyles />
    </>
  );
}
