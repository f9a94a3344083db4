import type { HTMLAttributes, ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { token } from "@broadsheet/themes";
import { displayCredits } from "../utils/format-credits";
import { classNames } from "../utils/class-names";

export interface MediaItemProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** The image or video the caption belongs to. */
  children?: ReactNode;
  /** A short title shown first in the caption (ANS `subtitle`). */
  title?: string;
  /** The caption text (ANS `caption`), shown as text: markup in it is not interpreted. */
  caption?: string;
  /** ANS `credits` (`by[]` and `affiliation[]` names), or a credit line. */
  credits?: unknown;
  /** ANS `vanity_credits`: when they credit anyone, shown instead of `credits`. */
  vanityCredits?: unknown;
  /** Text before the credit line, e.g. the phrase `global.photo-credit` ("Photo"). None by default. */
  creditsLabel?: string;
  hideTitle?: boolean;
  hideCaption?: boolean;
  hideCredits?: boolean;
}

const StyledFigure = styled.figure.withConfig({ componentId: "bs-media-item" })`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${token("space", "xs")};

  .c-media-item__caption {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${token("space", "xs")};
    font-family: ${token("font", "ui")};
    font-size: ${token("fontSize", "caption")};
    line-height: ${token("lineHeight", "body")};
    color: ${token("color", "text-muted")};
  }

  .c-media-item__title {
    font-weight: ${token("fontWeight", "bold")};
    color: ${token("color", "text")};
  }

  /* The caption's size: at xs a credit fell under 13 px, too small to read on a phone. */
  .c-media-item__credits {
    font-size: ${token("fontSize", "caption")};
  }
`;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function hasContent(children: ReactNode): boolean {
  if (Array.isArray(children)) return children.some(hasContent);
  return children !== null && children !== undefined && children !== false && children !== true && children !== "";
}

/**
 * A figure: the media, then a caption of title, caption text and credit line, each of which can be hidden.
 * The caption is left out when it would be empty; nothing renders without media.
 */
export function MediaItem({
  children,
  title,
  caption,
  credits,
  vanityCredits,
  creditsLabel,
  hideTitle = false,
  hideCaption = false,
  hideCredits = false,
  className,
  ...rest
}: MediaItemProps) {
  if (!hasContent(children)) return null;
  const shownTitle = hideTitle ? "" : text(title);
  const shownCaption = hideCaption ? "" : text(caption);
  const shownCredits = hideCredits ? "" : displayCredits(credits, vanityCredits);
  const label = text(creditsLabel);
  const hasCaption = shownTitle !== "" || shownCaption !== "" || shownCredits !== "";

  return (
    <StyledFigure className={classNames("c-media-item", className)} {...rest}>
      {children}
      {hasCaption ? (
        <figcaption className="c-media-item__caption">
          {/* The spaces keep the pieces apart in the text screen readers and copy-paste get; flex hides them. */}
          {shownTitle ? <span className="c-media-item__title">{shownTitle}</span> : null}{" "}
          {shownCaption ? <span className="c-media-item__description">{shownCaption}</span> : null}{" "}
          {shownCredits ? (
            <span className="c-media-item__credits">{label ? `${label}: ${shownCredits}` : shownCredits}</span>
          ) : null}
        </figcaption>
      ) : null}
    </StyledFigure>
  );
}
