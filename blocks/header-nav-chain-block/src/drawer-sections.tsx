import { useState } from "react";
import { usePhrases } from "@broadsheet/kit";
import { ChevronDownIcon } from "@broadsheet/components";
import { readDrawerSections, type DrawerSection } from "./hierarchy";

export interface DrawerSectionsProps {
  /** The drawer's id, which the subsection lists' ids start with. */
  drawerId: string;
  /** The hierarchy as the content source answered (null while there is none): its sections are read here. */
  hierarchy: unknown;
  /** Subsections fold behind expand buttons; until then (and without JavaScript) they show. */
  interactive: boolean;
}

function Section({
  section,
  index,
  drawerId,
  interactive,
}: {
  section: DrawerSection;
  index: number;
  drawerId: string;
  interactive: boolean;
}) {
  const phrases = usePhrases();
  const [expanded, setExpanded] = useState(false);
  const listId = `${drawerId}-sub-${index}`;
  const hasSubsections = section.subsections.length > 0;
  return (
    <li className="b-header-nav-chain__section">
      <div className="b-header-nav-chain__section-row">
        <a href={section.url} className="b-header-nav-chain__section-link">
          {section.name}
        </a>
        {hasSubsections && interactive && (
          <button
            type="button"
            className="b-header-nav-chain__icon-button b-header-nav-chain__expand"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={phrases.t("header-nav-chain-block.subsections", { name: section.name })}
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronDownIcon size="1.25em" />
          </button>
        )}
      </div>
      {hasSubsections && (
        <ul id={listId} className="b-header-nav-chain__subsections" hidden={interactive && !expanded}>
          {section.subsections.map((subsection, position) => (
            <li key={`${subsection.url}-${position}`}>
              <a href={subsection.url} className="b-header-nav-chain__subsection-link">
                {subsection.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The hierarchy's sections, each with its subsections behind an expand button. The chain keeps the server's
 * list (every subsection showing, as a reader without JavaScript needs) and loads this code only when a reader
 * is about to open the drawer.
 */
export function DrawerSections({ drawerId, hierarchy, interactive }: DrawerSectionsProps) {
  const sections = readDrawerSections(hierarchy);
  if (sections.length === 0) return null;
  return (
    <ul className="b-header-nav-chain__sections">
      {sections.map((section, index) => (
        <Section
          key={`${section.url}-${index}`}
          section={section}
          index={index}
          drawerId={drawerId}
          interactive={interactive}
        />
      ))}
    </ul>
  );
}
