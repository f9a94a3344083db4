/**
 * The shapes the host hands to blocks. Shared by the fusion:* declarations (fusion-modules.d.ts)
 * and by every host implementation, so a block type-checks against one contract.
 */

export type OutputType = "default" | "amp" | (string & {});

export interface DateLocalization {
  language?: string;
  timeZone?: string;
  dateTimeFormat?: string;
  dateFormat?: string;
}

export interface ApiOrigin {
  origin?: string;
  endpoint?: string;
  script?: string;
}

/**
 * Where a site loads the identity providers' scripts from, when not from the providers themselves: a
 * publisher's proxy on its own domain, or the preview's offline stand-ins. Each is an https address or a path
 * on the site (`/…`); anything else is ignored and the provider's own address used.
 */
export interface IdentityScripts {
  /** Google Identity Services' client (Sign In With Google, One Tap); default https://accounts.google.com/gsi/client. */
  googleIdentity?: string;
  /**
   * The Facebook SDK, used as given (name the locale in it yourself); default the identity SDK's
   * https://connect.facebook.net/<locale>/sdk.js.
   */
  facebookSdk?: string;
  /**
   * The reCAPTCHA script for the site's edition (api.js, or enterprise.js with `recaptcha.enterprise`); the
   * page adds its query. Default https://www.google.com/recaptcha/…, or www.recaptcha.net with `recaptcha.alternateHost`.
   */
  recaptcha?: string;
}

/** Site properties as configured per site in the bundle. Unknown keys stay readable. */
export interface SiteProperties {
  websiteName?: string;
  /** What the site is, in a sentence: the description of a page that has none of its own (a front page). */
  websiteDescription?: string;
  websiteDomain?: string;
  locale?: string;
  textDirection?: "ltr" | "rtl";
  dateLocalization?: DateLocalization;
  fallbackImage?: string;
  primaryLogo?: string;
  primaryLogoAlt?: string;
  /**
   * The primary logo file's own width and height (any unit, only their ratio counts): with them a page reserves
   * the logo's width before the file arrives, so nothing beside it moves when it does.
   */
  primaryLogoWidth?: number;
  primaryLogoHeight?: number;
  lightBackgroundLogo?: string;
  lightBackgroundLogoAlt?: string;
  facebookPage?: string;
  twitterUsername?: string;
  rssUrl?: string;
  copyrightText?: string;
  galleryCubeClicks?: number;
  resizerURL?: string;
  resizerURLs?: string[];
  taboolaPublisherId?: string;
  identityScripts?: IdentityScripts;
  api?: {
    identity?: ApiOrigin;
    sales?: ApiOrigin;
    retail?: ApiOrigin;
    /** `script`: Arc's paywall script (p.min.js), which Arc serves per organisation. */
    paywall?: ApiOrigin;
  };
  [key: string]: unknown;
}

/** One node of the page tree as the host exposes it (layouts count their sections' children). */
export interface Renderable {
  collection: "layouts" | "sections" | "chains" | "features";
  type?: string;
  props: { id: string | number; customFields?: Record<string, unknown> };
  children: Renderable[];
}

export interface FusionContext<GC = unknown> {
  arcSite: string;
  globalContent: GC | null;
  isAdmin: boolean;
  outputType: OutputType;
  requestUri: string;
  contextPath: string;
  siteProperties: SiteProperties;
  /** Id of the block instance this hook is called in, when inside one. */
  id?: string;
  customFields?: Record<string, unknown>;
  deployment: (path: string) => string;
}

export interface AppContext<GC = unknown> {
  arcSite: string;
  globalContent: GC | null;
  isAdmin: boolean;
  outputType: OutputType;
  requestUri: string;
  renderables: Renderable[];
}

export interface ComponentContext {
  id: string;
  customFields?: Record<string, unknown>;
  registerSuccessEvent: () => void;
}

export interface ContentRequest {
  /** The content source name; `null` (or an empty request) disables the fetch. */
  source: string | null | undefined;
  query?: Record<string, unknown>;
  /** A GraphQL-like field selection: `{ headlines { basic } _id }`. */
  filter?: string;
}

export interface EditableContent {
  editableContent: (content: unknown, path: string) => Record<string, unknown>;
  searchableField: (fields: Record<string, string>) => Record<string, unknown>;
}

export type PhraseVariables = Record<string, string | number>;

export interface Phrases {
  t: (key: string, variables?: PhraseVariables) => string;
}
