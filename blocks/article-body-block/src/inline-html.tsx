import { Fragment, type ReactNode } from "react";
import { isSafeHref } from "@broadsheet/kit";

/*
 * Text elements hold inline HTML (links, emphasis) as the content API stores it. Writing it as HTML would
 * let any markup through, so it is parsed into React elements of a small allow-list of inline tags; every
 * other tag is dropped with its text kept, every attribute but a safe link's href is dropped, and
 * script/style contents are dropped whole. Nothing here is written with dangerouslySetInnerHTML.
 */

const ALLOWED = new Set(["a", "b", "br", "cite", "code", "em", "i", "mark", "s", "small", "strong", "sub", "sup", "u"]);
// Their contents are code or styling, never text a reader should see.
const DROPPED_WITH_CONTENT = new Set(["script", "style", "template", "iframe", "object", "noscript", "textarea"]);
const VOID = new Set(["br"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the named entities above and numeric ones; anything else stays as written. */
export function decodeEntities(text: string): string {
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
    if (!ALLOWED.has(tag)) continue;
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

function toReact(children: (Node | string)[]): ReactNode[] {
  return children.map((child, index) => {
    if (typeof child === "string") return <Fragment key={index}>{child}</Fragment>;
    const inner = toReact(child.children);
    if (child.tag === "br") return <br key={index} />;
    // A link without a safe address keeps its text only.
    if (child.tag === "a")
      return child.href ? (
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

/** Inline HTML from content as React nodes, limited to the allow-list; `null` when it holds no text. */
export function inlineHtml(html: unknown): ReactNode {
  if (typeof html !== "string" || html.trim() === "") return null;
  const nodes = toReact(parse(html).children);
  return nodes.length > 0 ? nodes : null;
}

/** The text a reader would see of inline HTML (tags dropped, entities decoded), trimmed. */
export function inlineText(html: unknown): string {
  if (typeof html !== "string") return "";
  const collect = (node: Node): string =>
    node.children.map((child) => (typeof child === "string" ? child : collect(child))).join("");
  return collect(parse(html)).trim();
}
