import type { SvgElement } from "./icon-specs";

/** The shapes an icon may be made of. Anything else (groups, transforms, masks, styles) must fail loudly. */
const SHAPES = new Set<SvgElement["tag"]>(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]);

/** Per shape, the attributes that carry geometry; paint comes from the icon base, so the source's must match it. */
const GEOMETRY: Record<SvgElement["tag"], readonly string[]> = {
  path: ["d", "fill-rule", "clip-rule"],
  circle: ["cx", "cy", "r"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
  ellipse: ["cx", "cy", "rx", "ry"],
};

/** Values end up in JSX string attributes: only what path data, numbers and rule keywords are made of. */
const SAFE_VALUE = /^[-+\w .,]*$/;

export interface ParsedSvg {
  /** The root <svg>'s attributes. */
  root: Record<string, string>;
  elements: SvgElement[];
}

function attributesOf(text: string, where: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const rest = text.replace(/([\w:-]+)="([^"]*)"/g, (_match, name: string, value: string) => {
    attributes[name] = value;
    return "";
  });
  if (rest.replace(/\/$/, "").trim() !== "") throw new Error(`${where}: cannot read attributes "${rest.trim()}"`);
  return attributes;
}

function isShape(tag: string): tag is SvgElement["tag"] {
  return SHAPES.has(tag as SvgElement["tag"]);
}

/**
 * Reads an icon file of simple-icons or lucide-static. Both are flat: one <svg>, an optional <title>, then shapes,
 * so a tag scanner is enough, and it refuses anything outside that shape rather than guess.
 */
export function parseSvg(source: string, where: string): ParsedSvg {
  const text = source.replace(/<!--[\s\S]*?-->/g, "").replace(/<title>[^<]*<\/title>/, "");
  let root: Record<string, string> | null = null;
  const elements: SvgElement[] = [];
  for (const match of text.matchAll(/<(\/?)([\w:-]+)([^>]*)>/g)) {
    const [, closing = "", tag = "", body = ""] = match;
    if (closing) {
      if (tag !== "svg") throw new Error(`${where}: unexpected </${tag}>`);
      continue;
    }
    if (tag === "svg") {
      if (root) throw new Error(`${where}: nested <svg>`);
      root = attributesOf(body, where);
      continue;
    }
    if (!root) throw new Error(`${where}: <${tag}> outside <svg>`);
    if (!isShape(tag)) throw new Error(`${where}: unsupported element <${tag}>`);
    if (!body.trim().endsWith("/")) throw new Error(`${where}: <${tag}> has children`);
    const attributes = attributesOf(body, where);
    for (const [name, value] of Object.entries(attributes)) {
      if (!GEOMETRY[tag].includes(name)) throw new Error(`${where}: <${tag}> has unsupported attribute ${name}`);
      if (!SAFE_VALUE.test(value)) throw new Error(`${where}: <${tag} ${name}> has an unexpected value`);
    }
    elements.push({ tag, attributes });
  }
  if (!root) throw new Error(`${where}: no <svg>`);
  if (elements.length === 0) throw new Error(`${where}: no shapes`);
  return { root, elements };
}

/** The root attributes the icon base draws with; a source that differs would be drawn wrong, so it is refused. */
export function expectRoot(parsed: ParsedSvg, expected: Record<string, string>, where: string): void {
  for (const [name, value] of Object.entries(expected)) {
    if (parsed.root[name] !== value) {
      throw new Error(`${where}: expected ${name}="${value}" on <svg>, found ${JSON.stringify(parsed.root[name])}`);
    }
  }
}
