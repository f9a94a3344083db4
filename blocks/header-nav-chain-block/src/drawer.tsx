import { useRef, useState, type ReactNode } from "react";
import { usePhrases } from "@broadsheet/kit";
import { ChevronDownIcon, CloseIcon } from "@broadsheet/components";
import type { DrawerSection } from "./hierarchy";
import { useFocusTrap } from "./use-focus-trap";

export interface DrawerProps {
  /** The flyout's id: the menu controls point at it. */
  id: string;
  open: boolean;
  /** JavaScript runs: buttons replace the no-JavaScript links, subsections fold. */
  hydrated: boolean;
  sections: readonly DrawerSection[];
  /** Where the no-JavaScript close link goes (the header's id), which un-targets the drawer. */
  closeTarget: string;
  /** The editor's menu components, shown above the sections. */
  top?: ReactNode;
  onClose: () => void;
}

function Section({
  section,
  index,
  drawerId,
  hydrated,
}: {
  section: DrawerSection;
  index: number;
  drawerId: string;
  hydrated: boolean;
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
        {hasSubsections && hydrated && (
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
        // Without JavaScript nothing could unfold them, so they show.
        <ul id={listId} className="b-header-nav-chain__subsections" hidden={hydrated && !expanded}>
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
 * The flyout sections drawer: an overlay and a panel with a close control, the editor's menu components and the
 * hierarchy's sections, each with its subsections behind an expand button. Open, it keeps focus inside and closes
 * on Escape or a click on the overlay. Before JavaScript runs it opens as the target of the menu link (`:target`).
 */
export function Drawer({ id, open, hydrated, sections, closeTarget, top, onClose }: DrawerProps) {
  const phrases = usePhrases();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  const closeLabel = phrases.t("header-nav-chain-block.close");
  return (
    <div
      id={id}
      hidden={!open}
      className={`b-header-nav-chain__flyout${open ? " b-header-nav-chain__flyout--open" : ""}`}
    >
      {/* The overlay is a pointer shortcut; keyboards close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="b-header-nav-chain__overlay" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal={open ? true : undefined}
        aria-label={phrases.t("header-nav-chain-block.drawer")}
        className="b-header-nav-chain__drawer"
      >
        {hydrated ? (
          <button
            type="button"
            className="b-header-nav-chain__icon-button b-header-nav-chain__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <CloseIcon size="1.25em" />
          </button>
        ) : (
          <a
            href={`#${closeTarget}`}
            className="b-header-nav-chain__icon-button b-header-nav-chain__close"
            aria-label={closeLabel}
          >
            <CloseIcon size="1.25em" />
          </a>
        )}
        {top}
        {sections.length > 0 && (
          <ul className="b-header-nav-chain__sections">
            {sections.map((section, index) => (
              <Section
                key={`${section.url}-${index}`}
                section={section}
                index={index}
                drawerId={id}
                hydrated={hydrated}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
