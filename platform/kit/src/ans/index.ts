/**
 * The Arc Native Specification (ANS) as Broadsheet reads and writes it: the fields of the spec's content
 * entities (content-and-presentation.md §3), typed. Content from a real content API may hold more, and may
 * lack any of these: blocks read it defensively all the same; these types say what well-formed content
 * looks like (the fake's fixtures are checked against them).
 */

export interface AnsText {
  basic?: string;
}

export interface AnsFocalPoint {
  x: number;
  y: number;
}

export type AnsSocialSite =
  | "email"
  | "facebook"
  | "instagram"
  | "linkedin"
  | "medium"
  | "pinterest"
  | "reddit"
  | "rss"
  | "snapchat"
  | "soundcloud"
  | "tumblr"
  | "twitter"
  | "whatsapp"
  | "youtube";

export interface AnsSocialLink {
  site: AnsSocialSite;
  /** A full URL, or a handle the block turns into one. */
  url: string;
}

export interface AnsCreditsBy {
  by?: AnsCredit[];
  affiliation?: { type?: "author" | "reference"; name: string }[];
}

export interface AnsImage {
  _id: string;
  type: "image";
  /** The original's address; the resizer finds Arc-hosted images by `_id` and this URL's extension. */
  url: string;
  width: number;
  height: number;
  /** Resizer signatures keyed by resizer token version, e.g. `{ "2": "…" }`. */
  auth?: Record<string, string>;
  focal_point?: AnsFocalPoint;
  caption?: string;
  subtitle?: string;
  alt_text?: string;
  credits?: AnsCreditsBy;
  vanity_credits?: AnsCreditsBy;
  /** Article body images: floated left or right (400 wide); none for a full-width image. */
  alignment?: "left" | "right";
  additional_properties?: { link?: string; [key: string]: unknown };
}

/** An author as a story credits them (credits.by[]) and as the author service returns them. */
export interface AnsCredit {
  _id?: string;
  type: "author" | "reference";
  name: string;
  /** The author's page on the site, e.g. /author/jane-doe/. */
  url?: string;
  description?: string;
  image?: AnsImage;
  social_links?: AnsSocialLink[];
  additional_properties?: {
    original?: {
      _id?: string;
      byline?: string;
      bio?: string;
      longBio?: string;
      role?: string;
      slug?: string;
      bio_page?: string;
      image?: string;
      ansImage?: AnsImage;
    };
  };
}

/** The author service's record (author-api): flat, with the bio page and socials. */
export interface AnsAuthor {
  _id: string;
  type?: "author";
  name: string;
  firstName?: string;
  lastName?: string;
  slug: string;
  byline?: string;
  role?: string;
  bio?: string;
  longBio?: string;
  image?: AnsImage;
  /** Some author services give the image as a URL string. */
  ansImage?: AnsImage;
  bio_page: string;
  url?: string;
  email?: string;
  social_links?: AnsSocialLink[];
}

export interface AnsTag {
  _id?: string;
  slug: string;
  text?: string;
  name?: string;
  description?: string;
}

export interface AnsSectionRef {
  _id: string;
  name?: string;
  type?: "section";
  _website?: string;
  path?: string;
}

export interface AnsWebsite {
  website_url: string;
  website_section?: AnsSectionRef;
}

export interface AnsLabel {
  basic?: { display?: boolean; url?: string; text?: string };
}

export interface AnsPromoItems {
  basic?: AnsImage | AnsVideo | AnsGallery;
  lead_art?: AnsImage | AnsVideo | AnsGallery;
}

// Article body elements (spec §3).

interface ElementBase {
  _id?: string;
  additional_properties?: Record<string, unknown>;
}

export interface AnsTextElement extends ElementBase {
  type: "text";
  /** Inline HTML of a paragraph (links, emphasis), as the content API stores it. */
  content: string;
}

export interface AnsCopyrightElement extends ElementBase {
  type: "copyright";
  content: string;
}

export interface AnsDividerElement extends ElementBase {
  type: "divider";
}

export interface AnsInterstitialLinkElement extends ElementBase {
  type: "interstitial_link";
  url: string;
  content: string;
}

export interface AnsRawHtmlElement extends ElementBase {
  type: "raw_html";
  content: string;
}

export interface AnsListItem extends ElementBase {
  type: "text";
  content: string;
}

export interface AnsListElement extends ElementBase {
  type: "list";
  list_type: "ordered" | "unordered";
  /** Items, or lists nested inside. */
  items: (AnsListItem | AnsListElement)[];
}

export interface AnsCorrectionElement extends ElementBase {
  type: "correction";
  correction_type: "correction" | "clarification";
  text: string;
}

export interface AnsHeaderElement extends ElementBase {
  type: "header";
  /** 1–6; blocks take 2 when absent. */
  level?: number;
  content: string;
}

export interface AnsOembedElement extends ElementBase {
  type: "oembed_response";
  subtype: "youtube" | "vimeo";
  raw_oembed: { type?: string; html: string; title?: string; provider_name?: string; thumbnail_url?: string };
}

export interface AnsTableCell extends ElementBase {
  type: "text";
  content: string;
}

export interface AnsTableElement extends ElementBase {
  type: "table";
  header: AnsTableCell[];
  rows: AnsTableCell[][];
}

export interface AnsQuoteElement extends ElementBase {
  type: "quote";
  subtype: "pullquote" | "blockquote";
  content_elements: AnsTextElement[];
  citation?: { type?: "text"; content: string };
}

export type AnsBodyElement =
  | AnsTextElement
  | AnsCopyrightElement
  | AnsDividerElement
  | AnsImage
  | AnsInterstitialLinkElement
  | AnsRawHtmlElement
  | AnsListElement
  | AnsCorrectionElement
  | AnsHeaderElement
  | AnsOembedElement
  | AnsTableElement
  | AnsQuoteElement
  | AnsVideo
  | AnsGallery;

export type AnsBodyElementType = AnsBodyElement["type"];

// Content items.

interface ContentBase {
  _id: string;
  /** ISO 8601. */
  display_date: string;
  first_publish_date?: string;
  last_updated_date?: string;
  headlines: AnsText;
  subheadlines?: AnsText;
  description?: AnsText;
  credits?: AnsCreditsBy;
  taxonomy?: {
    primary_section?: AnsSectionRef;
    sections?: AnsSectionRef[];
    tags?: AnsTag[];
    seo_keywords?: string[];
  };
  label?: AnsLabel;
  owner?: { id?: string; sponsored?: boolean };
  promo_items?: AnsPromoItems;
  /** Per site: the item's URL and section there. An item is published on the sites listed. */
  websites?: Record<string, AnsWebsite>;
  canonical_website?: string;
  canonical_url?: string;
  /** An absolute address elsewhere that is this item's canonical one (a syndicated story's original). */
  canonical_url_external?: string;
  /** Words for search engines and sharing, over the headline and description where set. */
  metadata?: { metadata_title?: string; metadata_description?: string };
  website_url?: string;
  /** Set on what the content API returns for one site. */
  website?: string;
  content_restrictions?: { content_code?: string };
  language?: string;
  /** The dateline's place, prefixed to the first paragraph. */
  location?: string;
}

export interface AnsStory extends ContentBase {
  type: "story";
  content_elements: AnsBodyElement[];
}

export interface AnsVideoStream {
  url: string;
  stream_type: "mp4" | "ts" | "gif";
  width?: number;
  height?: number;
  bitrate?: number;
}

export interface AnsVideo extends ContentBase {
  type: "video";
  /** The player's markup, written as HTML by the video blocks. */
  embed_html?: string;
  duration?: number;
  streams?: AnsVideoStream[];
}

export interface AnsGallery extends ContentBase {
  type: "gallery";
  content_elements: AnsImage[];
}

export type AnsContent = AnsStory | AnsVideo | AnsGallery;

/** A feed or search answer from the content API. */
export interface AnsFeed<T extends AnsContent = AnsContent> {
  type: "results";
  content_elements: T[];
  count: number;
  /** The offset of the next page; absent on the last. */
  next?: number;
}

/** A curated collection (e.g. the breaking-news alert), its items in order. */
export interface AnsCollection<T extends AnsContent = AnsContent> {
  _id: string;
  type: "collection";
  headlines?: AnsText;
  description?: AnsText;
  content_aliases?: string[];
  content_elements: T[];
  /** Items in the whole collection (content_elements holds one page of them). */
  count?: number;
  website?: string;
}

/** The search service's answer (search-api). */
export interface SearchResults<T extends AnsContent = AnsContent> {
  data: T[];
  metadata: {
    q: string;
    total_hits: number;
    page: number;
    page_size?: number;
    /** Set by the search-api source when the reader's text was too long and only its start was searched for. */
    shortened?: boolean;
  };
}

/** The site service: a section of the site hierarchy, or a link placed in it. */
export interface NavigationNode {
  _id: string;
  node_type: "section" | "link";
  /** Link nodes. */
  display_name?: string;
  /** Section nodes. */
  name?: string;
  /** Link nodes: where they go. */
  url?: string;
  inactive?: boolean;
  children?: NavigationNode[];
  site?: { site_title?: string; site_description?: string; site_keywords?: string };
  _website?: string;
}

/** The tags service's answer (tags-api). */
export interface TagsPayload {
  Payload: { name: string; description?: string; slug: string }[];
}
