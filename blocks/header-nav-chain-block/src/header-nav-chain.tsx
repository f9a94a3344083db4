import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useFusionContext } from "fusion:context";
import { defineBlock, serverPart, useContentState, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { Drawer, preloadDrawer } from "./drawer";
import { fields, type MenuSlotKind, type SlotKind } from "./fields";
import { DEFAULT_HIERARCHY, DRAWER_FILTER, LINKS_FILTER } from "./hierarchy-queries";
import { searchHandlers } from "./search-handlers";
import { KeptMenuIcon } from "./kept-glyphs";
import { linkAsButton } from "./link-button";
import { useHeaderScroll } from "./use-header-scroll";
import { useHydrated } from "./use-hydrated";

/** On `document.body` while the drawer is open (the page behind it does not scroll). */
export const DRAWER_OPEN_CLASS = "b-header-nav-chain--drawer-open";

/** What the site service's hierarchy source is asked for, and by which block. */
export const FEATURE = "header-nav-chain";

/** The chain's look never changes once rendered: the server writes it into the page, and this code does not carry it. */
const KeptStyles = serverPart(() => import("./header-styles").then((module) => module.HeaderNavChainStyles));

/** The logo, the horizontal links and the editor's notice about them never change once drawn: kept likewise. */
const KeptLogo = serverPart(() => import("./bar-parts").then((module) => module.BarLogo));
const KeptLinks = serverPart(() => import("./bar-parts").then((module) => module.BarLinks));
const KeptNotice = serverPart(() => import("./bar-parts").then((module) => module.CentredLogoNotice));
/** The search form is kept too: its handlers sit on the slot around it. */
const KeptSearch = serverPart(() => import("./search-form").then((module) => module.SearchForm));

export type HeaderNavChainFields = CustomFieldsOf<typeof HeaderNavChain>;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The chain's child at a 1-based position, or nothing. */
function childAt(blocks: readonly ReactNode[], position: number | undefined): ReactNode {
  return typeof position === "number" && Number.isInteger(position) && position >= 1
    ? (blocks[position - 1] ?? null)
    : null;
}

interface MenuControlProps {
  drawerId: string;
  open: boolean;
  hydrated: boolean;
  onOpen: (opener: HTMLElement) => void;
  /** A reader is about to use the menu (pointer over it, focus, touch): its drawer's code starts loading. */
  onIntent: () => void;
}

/**
 * The menu control: without JavaScript a link that opens the drawer as its target, with it a button. One element
 * throughout, so its kept icon stays.
 */
function MenuControl({ drawerId, open, hydrated, onOpen, onIntent }: MenuControlProps) {
  const phrases = usePhrases();
  return (
    <a
      href={`#${drawerId}`}
      className="b-header-nav-chain__icon-button b-header-nav-chain__menu"
      aria-label={phrases.t("header-nav-chain-block.menu")}
      {...(hydrated
        ? {
            ...linkAsButton(onOpen),
            "aria-expanded": open,
            "aria-controls": drawerId,
            onPointerEnter: onIntent,
            onFocus: onIntent,
            onTouchStart: onIntent,
          }
        : {})}
    >
      <KeptMenuIcon />
    </a>
  );
}

/**
 * The site's header (spec §2 "Navigation chain", §4 "Header"): a top bar with the editor's left and right
 * components (one a side on mobile, two on desktop), the site's logo and an optional line of horizontal links,
 * and a flyout drawer of the sections hierarchy. The chain's blocks show in the places set to hold them.
 */
export const HeaderNavChain = defineBlock({
  name: "header-nav-chain",
  kind: "chain",
  label: "Header Nav Chain",
  icon: "navigation-menu",
  description: "The site header: top bar with menu, search, logo and links, and a flyout sections drawer.",
  fields,
  contentSources: ["site-service-hierarchy"],
  render: function HeaderNavChainView({ customFields, children }) {
    const { isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const hydrated = useHydrated();
    const { scrolled, logoShown } = useHeaderScroll();
    const [open, setOpen] = useState(false);
    const [interactive, setInteractive] = useState(false);
    const opener = useRef<HTMLElement | null>(null);
    const drawerId = `header-nav-${useId().replace(/[^\w-]/g, "")}`;

    const hierarchy = text(customFields.hierarchy);
    const sectionsState = useContentState(
      {
        contentService: "site-service-hierarchy",
        contentConfigValues: { hierarchy: hierarchy || DEFAULT_HIERARCHY, feature: FEATURE },
      },
      DRAWER_FILTER,
    );
    const linksHierarchy = text(customFields.horizontalLinksHierarchy);
    const linksState = useContentState(
      linksHierarchy === ""
        ? undefined
        : {
            contentService: "site-service-hierarchy",
            contentConfigValues: { hierarchy: linksHierarchy, feature: FEATURE },
          },
      LINKS_FILTER,
    );
    // The hierarchies as they came: the kept parts read them (their code is not the chain's).
    const sections = sectionsState.status === "ready" ? sectionsState.content : null;
    const links = linksState.status === "ready" ? linksState.content : null;

    // The sections' code, once it has arrived, makes their subsections fold; a failed load leaves the server's
    // list, on which every subsection shows.
    const onIntent = useCallback(() => {
      preloadDrawer().then(
        () => setInteractive(true),
        () => undefined,
      );
    }, []);
    const onOpen = useCallback(
      (element: HTMLElement) => {
        opener.current = element;
        onIntent();
        setOpen(true);
      },
      [onIntent],
    );
    const onClose = useCallback(() => {
      setOpen(false);
      opener.current?.focus();
    }, []);

    useEffect(() => {
      if (!open) return undefined;
      const { body } = document;
      const overflow = body.style.overflow;
      body.classList.add(DRAWER_OPEN_CLASS);
      body.style.overflow = "hidden";
      return () => {
        body.classList.remove(DRAWER_OPEN_CLASS);
        body.style.overflow = overflow;
      };
    }, [open]);

    const blocks = Children.toArray(children);
    const slot = (kind: SlotKind | MenuSlotKind, position: number | undefined): ReactNode => {
      if (kind === "menu") {
        return <MenuControl drawerId={drawerId} open={open} hydrated={hydrated} onOpen={onOpen} onIntent={onIntent} />;
      }
      if (kind === "search") return <KeptSearch />;
      if (kind === "custom") return childAt(blocks, position);
      return null;
    };
    const place = (
      kind: SlotKind | MenuSlotKind,
      position: number | undefined,
      breakpoint: "mobile" | "desktop",
      key: string,
    ) => {
      const content = slot(kind, position);
      return content === null ? null : (
        <div
          key={key}
          className={`b-header-nav-chain__slot b-header-nav-chain__slot--${breakpoint}`}
          {...(kind === "search" ? searchHandlers : {})}
        >
          {content}
        </div>
      );
    };

    const f = customFields;
    const alignment = f.logoAlignment;

    const classes = [
      "b-header-nav-chain",
      `b-header-nav-chain--logo-${alignment}`,
      scrolled ? "b-header-nav-chain--scrolled" : "",
      logoShown ? "b-header-nav-chain--logo-shown" : "",
    ].filter(Boolean);

    const menuTop = [
      place(f.menuComponentMobile1, f.menuComponentMobile1CustomIndex, "mobile", "m1"),
      place(f.menuComponentMobile2, f.menuComponentMobile2CustomIndex, "mobile", "m2"),
      place(f.menuComponentDesktop1, f.menuComponentDesktop1CustomIndex, "desktop", "d1"),
      place(f.menuComponentDesktop2, f.menuComponentDesktop2CustomIndex, "desktop", "d2"),
    ];

    return (
      <div className={classes.join(" ")}>
        <nav id={`${drawerId}-nav`} aria-label={text(f.ariaLabel) || phrases.t("header-nav-chain-block.label")}>
          <div className="b-header-nav-chain__bar">
            <div className="b-header-nav-chain__side b-header-nav-chain__side--left">
              {place(f.leftComponentMobile1, f.leftComponentMobile1CustomIndex, "mobile", "m1")}
              {place(f.leftComponentDesktop1, f.leftComponentDesktop1CustomIndex, "desktop", "d1")}
              {place(f.leftComponentDesktop2, f.leftComponentDesktop2CustomIndex, "desktop", "d2")}
            </div>
            <KeptLogo ariaLabelLink={text(f.ariaLabelLink)} />
            <KeptLinks hierarchy={links} dots={f.showHorizontalSeperatorDots} />
            <div className="b-header-nav-chain__side b-header-nav-chain__side--right">
              {place(f.rightComponentMobile1, f.rightComponentMobile1CustomIndex, "mobile", "m1")}
              {place(f.rightComponentDesktop1, f.rightComponentDesktop1CustomIndex, "desktop", "d1")}
              {place(f.rightComponentDesktop2, f.rightComponentDesktop2CustomIndex, "desktop", "d2")}
            </div>
          </div>
          {isAdmin && alignment === "center" && <KeptNotice hierarchy={links} />}
          <Drawer
            id={drawerId}
            open={open}
            hydrated={hydrated}
            interactive={interactive}
            hierarchy={sections}
            closeTarget={`${drawerId}-nav`}
            top={menuTop.some((part) => part !== null) ? menuTop : null}
            onClose={onClose}
          />
        </nav>
        <KeptStyles />
      </div>
    );
  },
});
