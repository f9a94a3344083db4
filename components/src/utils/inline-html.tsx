import { Fragment, type ReactNode } from "react";
import { isSafeHref } from "@broadsheet/kit";

/*
 * ANS text holds inline HTML (links, emphasis) as the content API stores it: the article body's text elements,
 * and headlines (`headlines.basic: "Riders return to <i>transit</i>"`). Writing it as HTML would let any markup
 * through, so it is parsed into React elements of a small allow-list of inline tags; every other tag is dropped
 * with its text kept, every attribute but a safe link's href is dropped, and script/style contents are dropped
 * whole. Nothing here is written with dangerouslySetInnerHTML. This is the one parser for content's inline HTML:
 * where such text must be plain (a page title, an alt or aria-label), inlineText gives what a reader would see.
 */

/** The inline tags content may keep (lower case); tests check rendered markup against it. */
export const INLINE_HTML_TAGS: ReadonlySet<string> = new Set([
  "a",
  "b",
  "br",
  "cite",
  "code",
  "em",
  "i",
  "mark",
  "s",
  "small",
  "strong",
  "sub",
  "sup",
  "u",
]);
// Their contents are code or styling, never text a reader should see.
const DROPPED_WITH_CONTENT = new Set(["script", "style", "template", "iframe", "object", "noscript", "textarea"]);
const VOID = new Set(["br"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the named entities above and numeric ones; anything else stays as written. */
export function decodeEntities(text: string): string {
  // Most text chunks hold no entity; skipping the regular expression for them is most of this function's cost.
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface Node {
  tag: string;
  href?: string;
  children: (Node | string)[];
}

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

function parse(html: string): Node {
  const root: Node = { tag: "", children: [] };
  const stack: Node[] = [root];
  let dropping: string | null = null;
  let last = 0;
  const pushText = (text: string) => {
    if (dropping === null && text !== "") stack[stack.length - 1]?.children.push(decodeEntities(text));
  };
  for (const match of html.matchAll(TOKEN)) {
    pushText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawTag, attributes = ""] = match;
    if (rawTag === undefined) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (dropping !== null) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing && !attributes.trim().endsWith("/")) dropping = tag;
      continue;
    }
    if (!INLINE_HTML_TAGS.has(tag)) continue;
    if (closing) {
      // Close up to the matching open tag; a stray closing tag is ignored.
      const index = stack.findLastIndex((node, i) => i > 0 && node.tag === tag);
      if (index > 0) stack.length = index;
      continue;
    }
    const node: Node = { tag, children: [] };
    if (tag === "a") {
      // Links cannot nest: a new one ends the one still open, as browsers do.
      const open = stack.findLastIndex((entry, i) => i > 0 && entry.tag === "a");
      if (open > 0) stack.length = open;
      const href = HREF.exec(attributes);
      const value = href ? decodeEntities(href[1] ?? href[2] ?? href[3] ?? "") : undefined;
      if (isSafeHref(value)) node.href = value;
    }
    stack[stack.length - 1]?.children.push(node);
    if (!VOID.has(tag) && !attributes.trim().endsWith("/")) stack.push(node);
  }
  pushText(html.slice(last));
  return root;
}

function toReact(children: (Node | string)[], links: boolean): ReactNode[] {
  return children.map((child, index) => {
    // Text needs no key and no element of its own: React writes adjacent strings as it writes them in a Fragment.
    if (typeof child === "string") return child;
    const inner = toReact(child.children, links);
    if (child.tag === "br") return <br key={index} />;
    // A link without a safe address, or where links are off, keeps its text only.
    if (child.tag === "a")
      return links && child.href ? (
        <a key={index} href={child.href}>
          {inner}
        </a>
      ) : (
        <Fragment key={index}>{inner}</Fragment>
      );
    const Tag = child.tag as "em";
    return <Tag key={index}>{inner}</Tag>;
  });
}

function textOf(node: Node): string {
  return node.children.map((child) => (typeof child === "string" ? child : textOf(child))).join("");
}

export interface InlineHtmlOptions {
  /**
   * Whether links in the text stay links (the default). A promo's or list's headline is itself inside the
   * link to its story, and links cannot nest: there `false` keeps only their text.
   */
  links?: boolean;
}

/**
 * Inline HTML from content as React nodes, limited to the allow-list; `null` when a reader would see no text
 * in it (empty, whitespace, or only tags), so callers can leave out the element that would hold it.
 */
export function inlineHtml(html: unknown, { links = true }: InlineHtmlOptions = {}): ReactNode {
  if (typeof html !== "string") return null;
  const cache = links ? withLinks : withoutLinks;
  if (cache.has(html)) return cache.get(html);
  const root = parsed(html);
  const nodes = textOf(root).trim() === "" ? null : plainOrNodes(root, links);
  remember(cache, html, nodes);
  return nodes;
}

/** A lone string as itself (most headlines and paragraphs hold no tag), else the nodes. */
function plainOrNodes(root: Node, links: boolean): ReactNode {
  const [only] = root.children;
  return root.children.length === 1 && typeof only === "string" ? only : toReact(root.children, links);
}

/** The text a reader would see of inline HTML (tags dropped, entities decoded), trimmed. */
export function inlineText(html: unknown): string {
  if (typeof html !== "string") return "";
  // Asked of every paragraph of a story on every render (is it empty? which one is the first?): the text is
  // kept with its parse tree, and goes when the tree does.
  const tree = parsed(html);
  let text = texts.get(tree);
  if (text === undefined) {
    text = textOf(tree).trim();
    texts.set(tree, text);
  }
  return text;
}

/*
 * The same strings come back render after render (a story's paragraphs on every request for it, a headline in
 * every list that holds it), and one render may ask for a string several times (its text, then whether it is
 * empty). Their parse trees and React nodes are immutable, so they are kept, the oldest dropped first past a
 * bound that holds a busy front page and a long read several times over.
 */
const CACHED = 2000;
const trees = new Map<string, Node>();
const withLinks = new Map<string, ReactNode>();
const withoutLinks = new Map<string, ReactNode>();
const texts = new WeakMap<Node, string>();

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}

function parsed(html: string): Node {
  let tree = trees.get(html);
  if (!tree) {
    tree = parse(html);
    remember(trees, html, tree);
  }
  return tree;
}
