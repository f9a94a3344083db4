import { useMemo, type ReactNode } from "react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import type { OutputType, Renderable, SiteProperties } from "@broadsheet/kit";
import { configureHost } from "@broadsheet/local-host/host/configure";
import { EditingStyles } from "@broadsheet/local-host/host/editing-styles";
import { createHostState, HostRoot } from "@broadsheet/local-host/host/host-context";
import { getDefaultSite, getSiteProperties, setSiteProperties } from "@broadsheet/local-host/host/site-registry";
import type { SourceTable } from "@broadsheet/local-host/host/source-resolver";
import { DEMO_SITE, demoSites } from "@broadsheet/local-host/demo/sites";
import { ThemeStyles } from "@broadsheet/themes";
import { storyCustomFields } from "./block-story";
import { fakeArc } from "./fake-arc";
import { setupMsw } from "./msw-setup.vite";
import { phraseFiles } from "./phrase-files.vite";
import { signedAsASource, storyResolver } from "./story-content";
import { startFresh } from "./story-reset";

/** What a story puts in `parameters.host`: the page context the block is rendered in. */
export interface StoryHostParameters {
  arcSite?: string;
  globalContent?: unknown;
  isAdmin?: boolean;
  requestUri?: string;
  outputType?: OutputType;
  renderables?: Renderable[];
  /** Content sources by name, as renderBlock takes them: a defined source or a function answering its query. */
  content?: SourceTable;
}

const THEMES = ["news", "commerce"] as const;
const LOCALES = ["en", "es", "fr", "de", "ja", "ko", "pt", "sv", "nb"] as const;
/** Locale and direction default to the story site's own, so a French-site story stays French. */
const SITE_DEFAULT = "site";

type Theme = (typeof THEMES)[number];
type Direction = "ltr" | "rtl";

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((item) => item === value);
}

// Configured at module load, once per Storybook page (and once per jest test file).
configureHost({ sites: demoSites, defaultSite: DEMO_SITE, phrases: phraseFiles });

/**
 * The toolbar's locale and direction must reach blocks the way Fusion gives them, i.e. through the
 * site properties (usePhrases reads `locale`), so the story's site is re-registered with them. The
 * original is remembered, so going back to "Site's own" restores it; and a site that someone else
 * re-registered since (a test, a story's beforeEach) becomes the new original.
 */
const siteOverrides = new Map<string, { original: SiteProperties; written: SiteProperties }>();

function applySiteOverrides(
  arcSite: string,
  overrides: Pick<SiteProperties, "locale" | "textDirection">,
): SiteProperties {
  const current = getSiteProperties(arcSite);
  const previous = siteOverrides.get(arcSite);
  const original = previous && previous.written === current ? previous.original : current;
  const changed = Object.entries(overrides).some(
    ([key, value]) => value !== undefined && value !== original[key as keyof SiteProperties],
  );
  const written: SiteProperties = changed
    ? {
        ...original,
        ...(overrides.locale ? { locale: overrides.locale } : {}),
        ...(overrides.textDirection ? { textDirection: overrides.textDirection } : {}),
      }
    : original;
  if (written !== current) setSiteProperties(arcSite, written);
  siteOverrides.set(arcSite, { original, written });
  return written;
}

interface StoryHostProps {
  host: StoryHostParameters;
  arcSite: string;
  isAdmin: boolean;
  storyId: string;
  customFields: Record<string, unknown> | undefined;
  children: ReactNode;
}

function StoryHost({ host, arcSite, isAdmin, storyId, customFields, children }: StoryHostProps) {
  // One content cache per story and host setting: re-rendering for an args change must not refetch.
  const state = useMemo(
    () =>
      createHostState({
        arcSite,
        isAdmin,
        // Signed as a page's content source signs it, so its pictures load (story-content.ts).
        globalContent: signedAsASource(host.globalContent),
        requestUri: host.requestUri,
        outputType: host.outputType,
        renderables: host.renderables,
        // Content sources call the fake Arc's services, which msw-storybook-addon answers (see fake-arc.ts). The
        // signing service is every story's, as it is every site's: blocks sign the images editors set with it.
        resolver: storyResolver(host.content, { arcSite, contentBase: fakeArc.origin }),
      }),
    [host, arcSite, isAdmin],
  );
  return (
    <HostRoot state={state} instance={{ id: storyId, customFields }}>
      {children}
    </HostRoot>
  );
}

// Shared, so a story without parameters.host keeps its content cache across re-renders (see StoryHost).
const NO_HOST_PARAMETERS: StoryHostParameters = {};

const withLocalHost: Decorator = (Story, context) => {
  const host: StoryHostParameters = context.parameters.host ?? NO_HOST_PARAMETERS;
  const arcSite = host.arcSite ?? getDefaultSite();
  const theme: Theme = oneOf(THEMES, context.globals.theme) ?? "news";
  const site = applySiteOverrides(arcSite, {
    locale: oneOf(LOCALES, context.globals.locale),
    textDirection: oneOf<Direction>(["ltr", "rtl"], context.globals.direction),
  });
  const isAdmin = context.globals.admin === "on" || host.isAdmin === true;
  // A block story's args are its custom fields (see block-story.tsx); the host's context holds them too.
  const customFields = storyCustomFields(context.component, context.args);
  return (
    <div
      className="bs-story"
      data-bs-theme={theme}
      dir={site.textDirection === "rtl" ? "rtl" : "ltr"}
      lang={site.locale ?? "en"}
    >
      {/* Every theme's tokens; the toolbar only flips data-bs-theme, so switching needs no reload. */}
      <ThemeStyles />
      {/* In admin mode, the outline and label of what an editor can edit in place, as admin pages have them. */}
      {isAdmin ? <EditingStyles /> : null}
      <StoryHost host={host} arcSite={arcSite} isAdmin={isAdmin} storyId={context.id} customFields={customFields}>
        <Story />
      </StoryHost>
    </div>
  );
};

const preview: Preview = {
  decorators: [withLocalHost],
  loaders: [mswLoader(setupMsw)],
  // Before each story, not after: a story Storybook shows (or jest renders) last keeps its state for a look.
  beforeEach: () => {
    startFresh();
  },
  globalTypes: {
    theme: {
      description: "Theme token set",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: THEMES.map((value) => ({ value, title: value === "news" ? "News" : "Commerce" })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Locale the host reports (the site property `locale`)",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [{ value: SITE_DEFAULT, title: "Site's own" }, ...LOCALES.map((value) => ({ value, title: value }))],
        dynamicTitle: true,
      },
    },
    direction: {
      description: "Text direction (the site property `textDirection`)",
      toolbar: {
        title: "Direction",
        icon: "transfer",
        items: [
          { value: SITE_DEFAULT, title: "Site's own" },
          { value: "ltr", title: "Left to right" },
          { value: "rtl", title: "Right to left" },
        ],
        dynamicTitle: true,
      },
    },
    admin: {
      description: "PageBuilder editor mode (host isAdmin); a story's parameters.host.isAdmin also turns it on",
      toolbar: {
        title: "Admin",
        icon: "lock",
        items: [
          { value: "off", title: "Reader" },
          { value: "on", title: "Editor (admin)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "news", locale: SITE_DEFAULT, direction: SITE_DEFAULT, admin: "off" },
  // Every story file gets a docs page; docs-page.tsx (added by main.ts) writes a block's from its manifest.
  tags: ["autodocs"],
  parameters: {
    // The introduction (introduction.mdx) heads the sidebar, and Storybook opens on it.
    options: { storySort: { order: ["Introduction", "Blocks", "Components"] } },
    a11y: { test: "error" },
    // Named, so a story can replace the fake (`msw: { handlers: { fakeArc: [...] } }`) or add its own beside it.
    msw: { handlers: { fakeArc: fakeArc.handlers } },
  },
};

export default preview;
