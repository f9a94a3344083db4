import { Suspense, useRef, type ReactNode } from "react";
import { lazyPart, serverPart, usePhrases } from "@broadsheet/kit";
import { KeptCloseIcon } from "./kept-glyphs";
import { linkAsButton } from "./link-button";

/** The sections list: kept as the server drew it until a reader is about to open the drawer. */
const KeptSections = serverPart(() => import("./drawer-sections").then((module) => module.DrawerSections));

/** The open drawer's focus trap: a reader who never opens the drawer never loads it. */
const Trap = lazyPart(() => import("./focus-trap").then((module) => module.FocusTrap));

/** Starts loading what an open drawer runs (a reader is about to open it); resolves when the sections' code is here. */
export function preloadDrawer(): Promise<void> {
  Trap.preload().catch(() => undefined);
  return KeptSections.preload();
}

export interface DrawerProps {
  /** The flyout's id: the menu controls point at it. */
  id: string;
  open: boolean;
  /** JavaScript runs: the close link acts as a button. */
  hydrated: boolean;
  /** The sections' code has arrived: their subsections fold behind expand buttons. */
  interactive: boolean;
  /** The sections' hierarchy as the content source answered (null while there is none). */
  hierarchy: unknown;
  /** Where the no-JavaScript close link goes (the header's id), which un-targets the drawer. */
  closeTarget: string;
  /** The editor's menu components, shown above the sections. */
  top?: ReactNode;
  onClose: () => void;
}

/**
 * The flyout sections drawer: an overlay and a panel with a close control, the editor's menu components and the
 * hierarchy's sections, each with its subsections behind an expand button. Open, it keeps focus inside and closes
 * on Escape or a click on the overlay. Before JavaScript runs it opens as the target of the menu link (`:target`).
 * The sections' code and the focus trap's load when a reader is about to open it (preloadDrawer), or with the press
 * that opens it; until then the server's list stays.
 */
export function Drawer({ id, open, hydrated, interactive, hierarchy, closeTarget, top, onClose }: DrawerProps) {
  const phrases = usePhrases();
  const panel = useRef<HTMLDivElement>(null);
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
        {/* One element before and after hydration, so that its kept icon stays: without JavaScript a link that
            un-targets the drawer, with it a button. */}
        <a
          href={`#${closeTarget}`}
          className="b-header-nav-chain__icon-button b-header-nav-chain__close"
          aria-label={closeLabel}
          {...(hydrated ? linkAsButton(onClose) : {})}
        >
          <KeptCloseIcon />
        </a>
        {top}
        <KeptSections drawerId={id} hierarchy={hierarchy} interactive={interactive} />
      </div>
      {/* Its own boundary: the press that opens the drawer before the trap's code is here shows it at once, and focus
          moves in as the code arrives. */}
      {open && (
        <Suspense fallback={null}>
          <Trap root={panel} onEscape={onClose} />
        </Suspense>
      )}
    </div>
  );
}
