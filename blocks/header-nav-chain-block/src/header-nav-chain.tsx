import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useFusionContext } from "fusion:context";
import { defineBlock, isRecord, serverPart, useContentState, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { logoWidth, navigationLinks, safeURL, type NavigationLink } from "@broadsheet/components";
import { Drawer, KeptSections } from "./drawer";
import { fields, type MenuSlotKind, type SlotKind } from "./fields";
import { DEFAULT_HIERARCHY, DRAWER_FILTER, LINKS_FILTER, readDrawerSections } from "./hierarchy";
import { SearchForm } from "./search-form";
import { KeptMenuIcon } from "./kept-glyphs";
import { linkAsButton } from "./link-button";
import { LOGO_HEIGHT } from "./logo-visibility";
import { useHeaderScroll } from "./use-header-scroll";
import { useHydrated } from "./use-hydrated";

/** On `document.body` while the drawer is open (the page behind it does not scroll). */
export const DRAWER_OPEN_CLASS = "b-header-nav-chain--drawer-open";

/** What the site service's hierarchy source is asked for, and by which block. */
export const FEATURE = "header-nav-chain";

/** The chain's look never changes once rendered: the server writes it into the page, and this code does not carry it. */
const KeptStyles = serverPart(() => import("./header-styles").then((module) => module.HeaderNavChainStyles));

export type HeaderNavChainFields = CustomFieldsOf<typeof HeaderNavChain>;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

// A scheme, or an address from the site's root: used as it is; anything else is a file of the bundle.
const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/)/i;

/** The site's primary logo: "" when it has none; a relative address resolved against the bundle's deployment. */
export function logoAddress(logo: unknown, deployment: (path: string) => string): string {
  const safe = safeURL(logo);
  if (safe === "" || ABSOLUTE.test(safe)) return safe;
  return deployment(safe);
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
    const { arcSite, isAdmin, siteProperties, deployment } = useFusionContext();
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
    const sections = sectionsState.status === "ready" ? readDrawerSections(sectionsState.content) : [];
    const links: NavigationLink[] = linksState.status === "ready" ? navigationLinks(linksState.content) : [];

    // The sections' code, once it has arrived, makes their subsections fold; a failed load leaves the server's
    // list, on which every subsection shows.
    const onIntent = useCallback(() => {
      KeptSections.preload().then(
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
      if (kind === "search") return <SearchForm />;
      if (kind === "custom") return childAt(blocks, position);
      return null;
    };
    const place = (content: ReactNode, breakpoint: "mobile" | "desktop", key: string) =>
      content === null ? null : (
        <div key={key} className={`b-header-nav-chain__slot b-header-nav-chain__slot--${breakpoint}`}>
          {content}
        </div>
      );

    const f = customFields;
    const site: Record<string, unknown> = isRecord(siteProperties) ? siteProperties : {};
    const logo = logoAddress(site.primaryLogo, deployment);
    const logoAlt = text(site.primaryLogoAlt) || text(site.websiteName) || arcSite;
    const alignment = f.logoAlignment;
    const centredWithLinks = alignment === "center" && links.length > 0;

    const classes = [
      "b-header-nav-chain",
      `b-header-nav-chain--logo-${alignment}`,
      scrolled ? "b-header-nav-chain--scrolled" : "",
      logoShown ? "b-header-nav-chain--logo-shown" : "",
    ].filter(Boolean);

    const menuTop = [
      place(slot(f.menuComponentMobile1, f.menuComponentMobile1CustomIndex), "mobile", "m1"),
      place(slot(f.menuComponentMobile2, f.menuComponentMobile2CustomIndex), "mobile", "m2"),
      place(slot(f.menuComponentDesktop1, f.menuComponentDesktop1CustomIndex), "desktop", "d1"),
      place(slot(f.menuComponentDesktop2, f.menuComponentDesktop2CustomIndex), "desktop", "d2"),
    ];

    return (
      <div className={classes.join(" ")}>
        <nav id={`${drawerId}-nav`} aria-label={text(f.ariaLabel) || phrases.t("header-nav-chain-block.label")}>
          <div className="b-header-nav-chain__bar">
            <div className="b-header-nav-chain__side b-header-nav-chain__side--left">
              {place(slot(f.leftComponentMobile1, f.leftComponentMobile1CustomIndex), "mobile", "m1")}
              {place(slot(f.leftComponentDesktop1, f.leftComponentDesktop1CustomIndex), "desktop", "d1")}
              {place(slot(f.leftComponentDesktop2, f.leftComponentDesktop2CustomIndex), "desktop", "d2")}
            </div>
            {logo !== "" && (
              <a href="/" className="b-header-nav-chain__logo-link" aria-label={text(f.ariaLabelLink) || undefined}>
                <img
                  src={logo}
                  alt={logoAlt}
                  height={LOGO_HEIGHT}
                  width={logoWidth(LOGO_HEIGHT, site.primaryLogoWidth, site.primaryLogoHeight)}
                  className="b-header-nav-chain__logo"
                />
              </a>
            )}
            {links.length > 0 && (
              <ul
                className={`b-header-nav-chain__links${f.showHorizontalSeperatorDots ? " b-header-nav-chain__links--dots" : ""}`}
              >
                {links.map((link, index) => (
                  <li key={`${link.url}-${index}`}>
                    <a href={link.url} className="b-header-nav-chain__link">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <div className="b-header-nav-chain__side b-header-nav-chain__side--right">
              {place(slot(f.rightComponentMobile1, f.rightComponentMobile1CustomIndex), "mobile", "m1")}
              {place(slot(f.rightComponentDesktop1, f.rightComponentDesktop1CustomIndex), "desktop", "d1")}
              {place(slot(f.rightComponentDesktop2, f.rightComponentDesktop2CustomIndex), "desktop", "d2")}
            </div>
          </div>
          {centredWithLinks && isAdmin && (
            <p role="note" className="b-header-nav-chain__notice">
              {phrases.t("header-nav-chain-block.centred-logo-notice")}
            </p>
          )}
          <Drawer
            id={drawerId}
            open={open}
            hydrated={hydrated}
            interactive={interactive}
            sections={sections}
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
