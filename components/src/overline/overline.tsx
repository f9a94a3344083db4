import type { HTMLAttributes, ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { usePhrases } from "@broadsheet/kit";
import { token } from "@broadsheet/themes";
import { hasContent } from "../join/has-content";
import { Link } from "../link/link";
import { classNames } from "../utils/class-names";

export interface OverlineProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The label, usually the section name. With `sponsored` and no label, the sponsored-content phrase. */
  children?: ReactNode;
  /** Links the label (through Link, so an unsafe href leaves plain text). */
  href?: string;
  /** Passed to Link: unset, http(s) links open in a new tab. */
  openInNewTab?: boolean;
  /** Marks sponsored stories, labelled `global.sponsored-content` unless children say otherwise. */
  sponsored?: boolean;
}

// The interface face, small and spaced: a label, read before the headline, never as part of it.
const StyledOverline = styled.p.withConfig({ componentId: "bs-overline" })`
  margin: 0;
  font-family: ${token("font", "ui")};
  font-size: ${token("fontSize", "meta")};
  font-weight: ${token("fontWeight", "bold")};
  line-height: ${token("lineHeight", "tight")};
  letter-spacing: 0.04em;
  color: ${token("color", "text")};
  text-transform: uppercase;

  /* A target a finger can take apart from the headline below it: at least 24 px tall (WCAG 2.5.8), the text
     centred in it, without moving the overline's own line. */
  .c-overline__link {
    display: inline-flex;
    align-items: center;
    min-block-size: 24px;
    color: inherit;
    text-decoration: none;
  }

  .c-overline__link:hover {
    color: var(--bs-color-link-hover);
    text-decoration: underline;
  }

  &.c-overline--sponsored {
    color: var(--bs-color-text-muted);
  }
`;

/** The small label above a headline: a section, a kicker, or the sponsored-content notice. */
export function Overline({ href, openInNewTab, sponsored, className, children, ...rest }: OverlineProps) {
  const phrases = usePhrases();
  const label = hasContent(children) ? children : sponsored ? phrases.t("global.sponsored-content") : null;
  if (!hasContent(label)) return null;
  return (
    <StyledOverline {...rest} className={classNames("c-overline", sponsored && "c-overline--sponsored", className)}>
      {href === undefined ? (
        label
      ) : (
        <Link className="c-overline__link" href={href} openInNewTab={openInNewTab}>
          {label}
        </Link>
      )}
    </StyledOverline>
  );
}
