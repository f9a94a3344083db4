/**
 * The icon set of @broadsheet/components: which icons exist, what each is called, and where its drawing comes from.
 * generate-icons.ts turns this list into one module per icon in components/src/icons/.
 */

export type IconCategory = "card" | "wallet" | "social" | "arrow" | "media" | "interface";

/** A shape of a drawing we make ourselves, in the same terms the source SVGs are parsed into. */
export interface SvgElement {
  tag: "path" | "circle" | "rect" | "line" | "polyline" | "polygon" | "ellipse";
  attributes: Record<string, string>;
}

export type IconSource =
  /** A brand mark from simple-icons (CC0-1.0), by its slug (the file name in node_modules/simple-icons/icons). */
  | { from: "simple-icons"; slug: string }
  /** A symbol from lucide-static (ISC), by its file name in node_modules/lucide-static/icons. */
  | { from: "lucide"; slug: string }
  /** Drawn here, for marks neither package has; `why` goes into the module header. */
  | { from: "drawn"; why: string; elements: SvgElement[] };

export interface IconSpec {
  /** kebab-case: the module file name and the `c-icon--<name>` class. */
  name: string;
  component: string;
  /** What the icon shows, for the Storybook gallery and the catalogue. */
  label: string;
  category: IconCategory;
  source: IconSource;
  /** Mirrors in right-to-left text: the arrow means "forward/back in reading order", not a compass direction. */
  directional?: boolean;
}

const simple = (slug: string): IconSource => ({ from: "simple-icons", slug });
const lucide = (slug: string): IconSource => ({ from: "lucide", slug });
const path = (d: string): SvgElement => ({ tag: "path", attributes: { d, "fill-rule": "evenodd" } });

/*
 * simple-icons removed LinkedIn at the owner's request and never had UnionPay, and lucide dropped its brand icons,
 * so these two are plain marks of our own on a 24-unit grid: the brand's initials knocked out of a filled shape
 * (even-odd fill), like the filled simple-icons marks beside them. They imitate no official artwork.
 */
const LINKEDIN: IconSource = {
  from: "drawn",
  why: "simple-icons removed LinkedIn at the owner's request. A plain 'in' in a rounded square",
  elements: [
    path(
      "M3 1h18a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z" +
        "M4.75 6.75a1.75 1.75 0 1 0 3.5 0a1.75 1.75 0 1 0-3.5 0z" +
        "M5 9.5h3v9H5z" +
        "M10 9.5h2.9v1.3c.5-.9 1.6-1.6 3-1.6 2.3 0 3.6 1.5 3.6 4.2v5.1h-3v-4.7c0-1.3-.5-2-1.6-2s-1.9.8-1.9 2v4.7h-3z",
    ),
  ],
};

const UNIONPAY: IconSource = {
  from: "drawn",
  why: "simple-icons has no UnionPay mark. A plain card shape with the letters UP",
  elements: [
    path(
      "M2.5 4h19A2.5 2.5 0 0 1 24 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-19A2.5 2.5 0 0 1 0 17.5v-11A2.5 2.5 0 0 1 2.5 4z" +
        "M4.5 7.5h2V13a1.5 1.5 0 0 0 3 0V7.5h2V13a3.5 3.5 0 0 1-7 0z" +
        "M13 16.5v-9h3.5a3 3 0 0 1 0 6H15v3z" +
        "M15 9.5v2h1.5a1 1 0 0 0 0-2z",
    ),
  ],
};

const DIRECTIONAL = true;

function icon(
  name: string,
  component: string,
  label: string,
  category: IconCategory,
  source: IconSource,
  directional = false,
): IconSpec {
  return { name, component, label, category, source, ...(directional ? { directional } : {}) };
}

export const ICON_SPECS: readonly IconSpec[] = [
  // Payment cards. Monochrome: a card form shows the brand as recognition, not as the brand's colour artwork.
  icon("visa", "VisaIcon", "Visa", "card", simple("visa")),
  icon("mastercard", "MastercardIcon", "Mastercard", "card", simple("mastercard")),
  icon("amex", "AmexIcon", "American Express", "card", simple("americanexpress")),
  icon("discover", "DiscoverIcon", "Discover", "card", simple("discover")),
  icon("diners-club", "DinersClubIcon", "Diners Club", "card", simple("dinersclub")),
  icon("jcb", "JcbIcon", "JCB", "card", simple("jcb")),
  icon("unionpay", "UnionPayIcon", "UnionPay", "card", UNIONPAY),
  // For a card whose brand is unknown or has no mark here.
  icon("credit-card", "CreditCardIcon", "Card (any brand)", "card", lucide("credit-card")),

  icon("apple-pay", "ApplePayIcon", "Apple Pay", "wallet", simple("applepay")),
  icon("google-pay", "GooglePayIcon", "Google Pay", "wallet", simple("googlepay")),
  icon("paypal", "PayPalIcon", "PayPal", "wallet", simple("paypal")),

  // The author social types of the spec, in its order, then the sign-in providers.
  icon("email", "EmailIcon", "Email", "social", lucide("mail")),
  icon("facebook", "FacebookIcon", "Facebook", "social", simple("facebook")),
  icon("instagram", "InstagramIcon", "Instagram", "social", simple("instagram")),
  icon("linkedin", "LinkedInIcon", "LinkedIn", "social", LINKEDIN),
  icon("medium", "MediumIcon", "Medium", "social", simple("medium")),
  icon("pinterest", "PinterestIcon", "Pinterest", "social", simple("pinterest")),
  icon("reddit", "RedditIcon", "Reddit", "social", simple("reddit")),
  icon("rss", "RssIcon", "RSS", "social", simple("rss")),
  icon("snapchat", "SnapchatIcon", "Snapchat", "social", simple("snapchat")),
  icon("soundcloud", "SoundCloudIcon", "SoundCloud", "social", simple("soundcloud")),
  icon("tumblr", "TumblrIcon", "Tumblr", "social", simple("tumblr")),
  // The spec's social type is still "twitter"; the network's mark is now X.
  icon("x", "XIcon", "X (Twitter)", "social", simple("x")),
  icon("whatsapp", "WhatsAppIcon", "WhatsApp", "social", simple("whatsapp")),
  icon("youtube", "YouTubeIcon", "YouTube", "social", simple("youtube")),
  icon("google", "GoogleIcon", "Google", "social", simple("google")),
  icon("apple", "AppleIcon", "Apple", "social", simple("apple")),

  // Right means "forward" (next) and left "back": both mirror in right-to-left text.
  icon("arrow-left", "ArrowLeftIcon", "Arrow left", "arrow", lucide("arrow-left"), DIRECTIONAL),
  icon("arrow-right", "ArrowRightIcon", "Arrow right", "arrow", lucide("arrow-right"), DIRECTIONAL),
  icon("arrow-up", "ArrowUpIcon", "Arrow up", "arrow", lucide("arrow-up")),
  icon("arrow-down", "ArrowDownIcon", "Arrow down", "arrow", lucide("arrow-down")),
  icon("chevron-left", "ChevronLeftIcon", "Chevron left", "arrow", lucide("chevron-left"), DIRECTIONAL),
  icon("chevron-right", "ChevronRightIcon", "Chevron right", "arrow", lucide("chevron-right"), DIRECTIONAL),
  icon("chevron-up", "ChevronUpIcon", "Chevron up", "arrow", lucide("chevron-up")),
  icon("chevron-down", "ChevronDownIcon", "Chevron down", "arrow", lucide("chevron-down")),

  // Media controls do not mirror: they stand for the playback timeline, which runs left to right in every script.
  icon("play", "PlayIcon", "Play", "media", lucide("play")),
  icon("pause", "PauseIcon", "Pause", "media", lucide("pause")),
  icon("skip-forward", "SkipForwardIcon", "Next (skip forward)", "media", lucide("skip-forward")),
  icon("skip-back", "SkipBackIcon", "Previous (skip back)", "media", lucide("skip-back")),
  icon("fullscreen", "FullscreenIcon", "Fullscreen", "media", lucide("maximize")),
  icon("exit-fullscreen", "ExitFullscreenIcon", "Exit fullscreen", "media", lucide("minimize")),
  icon("sound-on", "SoundOnIcon", "Sound on", "media", lucide("volume-2")),
  icon("sound-off", "SoundOffIcon", "Sound off", "media", lucide("volume-x")),
  icon("closed-captions", "ClosedCaptionsIcon", "Closed captions", "media", lucide("closed-caption")),

  icon("close", "CloseIcon", "Close", "interface", lucide("x")),
  icon("search", "SearchIcon", "Search", "interface", lucide("search")),
  icon("menu", "MenuIcon", "Menu", "interface", lucide("menu")),
  icon("user", "UserIcon", "User", "interface", lucide("user")),
  icon("check", "CheckIcon", "Check", "interface", lucide("check")),
  icon("calendar", "CalendarIcon", "Calendar", "interface", lucide("calendar")),
  icon("share", "ShareIcon", "Share", "interface", lucide("share-2")),
  icon("lock", "LockIcon", "Lock", "interface", lucide("lock")),
  icon("info", "InfoIcon", "Information", "interface", lucide("info")),
  icon("warning", "WarningIcon", "Warning", "interface", lucide("triangle-alert")),
  icon("error", "ErrorIcon", "Error", "interface", lucide("circle-alert")),
  icon("external-link", "ExternalLinkIcon", "External link", "interface", lucide("external-link")),
  icon("print", "PrintIcon", "Print", "interface", lucide("printer")),
  icon("link", "LinkIcon", "Link", "interface", lucide("link")),
  icon("star", "StarIcon", "Star", "interface", lucide("star")),
  icon("home", "HomeIcon", "Home", "interface", lucide("house")),
  // Show/hide password, for the identity forms.
  icon("eye", "EyeIcon", "Show", "interface", lucide("eye")),
  icon("eye-off", "EyeOffIcon", "Hide", "interface", lucide("eye-off")),
];
