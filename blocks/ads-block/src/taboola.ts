/**
 * Taboola's page-level rules (spec content-and-presentation §4, §5, §9): when the widget may render, the
 * category its page type maps to, and what the block pushes into `window._taboola`.
 */
import { isRecord, type PageType } from "@broadsheet/kit";

/** §9: the widget's target type. */
export const TABOOLA_TARGET_TYPE = "mix";

/** §9: Taboola's category for each page type; other page types have none. */
export const TABOOLA_CATEGORIES: Partial<Record<PageType, string>> = {
  article: "article",
  video: "video",
  gallery: "photo",
  section: "category",
  tag: "category",
  author: "category",
  search: "category",
  homepage: "home",
};

export interface TaboolaSettings {
  publisherId: string;
  placement: string;
  mode: string;
  container: string;
}

const present = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The widget's settings when the publisher id, placement, mode and container all exist (§4, §5); else null. */
export function taboolaSettings(publisherId: unknown, fields: Record<string, unknown>): TaboolaSettings | null {
  const settings = {
    publisherId: present(publisherId),
    placement: present(fields.placement),
    mode: present(fields.mode),
    container: present(fields.container),
  };
  return Object.values(settings).every(Boolean) ? settings : null;
}

/**
 * The page type a block can tell from the page's global content and address: the story types from the
 * content's `type`, the resolver pages from their paths, the front page at "/", a section elsewhere.
 */
export function pageTypeOf(globalContent: unknown, requestUri: string): PageType {
  const type = isRecord(globalContent) ? globalContent.type : undefined;
  if (type === "story") return "article";
  if (type === "video" || type === "gallery") return type;
  const path = requestUri.split(/[?#]/)[0] ?? "/";
  if (path === "/" || path === "") return "homepage";
  if (path.startsWith("/tags/")) return "tag";
  if (path.startsWith("/search")) return "search";
  if (path.startsWith("/author/")) return "author";
  return "section";
}

export const taboolaLoaderUrl = (publisherId: string) =>
  `https://cdn.taboola.com/libtrc/${encodeURIComponent(publisherId)}/loader.js`;

type TaboolaCommand = Record<string, unknown>;
type TaboolaWindow = Window & { _taboola?: TaboolaCommand[] };

let pageTyped = false;

/** For tests: a fresh page. */
export function resetTaboola(): void {
  pageTyped = false;
}

/**
 * Queues the widget: the page's category once per page, the placement with target type 'mix', then the
 * flush; and adds Taboola's loader script once (its failure only logged).
 */
export function pushTaboola(settings: TaboolaSettings, pageType: PageType): void {
  const win = window as TaboolaWindow;
  const queue = (win._taboola ??= []);
  const category = TABOOLA_CATEGORIES[pageType];
  if (!pageTyped && category) {
    queue.push({ [category]: "auto" });
    pageTyped = true;
  }
  queue.push({
    mode: settings.mode,
    container: settings.container,
    placement: settings.placement,
    target_type: TABOOLA_TARGET_TYPE,
  });
  queue.push({ flush: true });
  if (!document.getElementById("tb_loader_script")) {
    const script = document.createElement("script");
    script.async = true;
    script.id = "tb_loader_script";
    script.src = taboolaLoaderUrl(settings.publisherId);
    script.onerror = () => console.error("Taboola: the loader script could not be loaded");
    document.head.append(script);
  }
}
