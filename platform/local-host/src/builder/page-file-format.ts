import { readFileSync } from "node:fs";
import { join } from "node:path";
import { format } from "prettier/standalone";
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import { repoRoot } from "../node/repo";

/**
 * Page files are written as the repo formats them (Prettier, its settings), so `npm run lint` passes on a saved
 * page and a save's diff shows only what the editor changed. Prettier keeps an object spread over lines when its
 * first key starts a line, and joins one that fits otherwise: so each object the file already spread stays
 * spread, and a new one is joined where it fits, as the repo's hand-written pages are.
 */
interface JsonLayout {
  printWidth?: number;
  tabWidth?: number;
  useTabs?: boolean;
}

function repoLayout(): JsonLayout {
  try {
    const settings = JSON.parse(readFileSync(join(repoRoot(), ".prettierrc.json"), "utf8")) as Record<string, unknown>;
    const layout: JsonLayout = {};
    if (typeof settings.printWidth === "number") layout.printWidth = settings.printWidth;
    if (typeof settings.tabWidth === "number") layout.tabWidth = settings.tabWidth;
    if (typeof settings.useTabs === "boolean") layout.useTabs = settings.useTabs;
    return layout;
  } catch {
    return {};
  }
}

/** Paths (`$.sections.body[0]`) of the objects whose first key starts a new line in `text`. */
export function spreadObjects(text: string): Set<string> {
  const spread = new Set<string>();
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text.charAt(at))) at += 1;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text.charAt(at) !== '"') at += text.charAt(at) === "\\" ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: string, depth: number): void => {
    if (depth > 64) throw new Error("too deep");
    space();
    const char = text.charAt(at);
    if (char === "{") {
      at += 1;
      const gap = /^[ \t]*/.exec(text.slice(at))?.[0].length ?? 0;
      if (/[\r\n]/.test(text.charAt(at + gap))) spread.add(path);
      space();
      if (text.charAt(at) === "}") return void (at += 1);
      for (;;) {
        space();
        const key = string();
        space();
        at += 1; // the colon
        value(`${path}.${key}`, depth + 1);
        space();
        if (text.charAt(at++) !== ",") return;
      }
    }
    if (char === "[") {
      at += 1;
      space();
      if (text.charAt(at) === "]") return void (at += 1);
      for (let index = 0; ; index += 1) {
        value(`${path}[${index}]`, depth + 1);
        space();
        if (text.charAt(at++) !== ",") return;
      }
    }
    if (char === '"') return void string();
    while (at < text.length && /[^,\]}\s]/.test(text.charAt(at))) at += 1;
  };
  try {
    value("$", 0);
  } catch {
    // Whatever cannot be read keeps no layout: the new text is laid out as a new file's.
  }
  return spread;
}

/** JSON whose objects open on a new line where `spread` says, for Prettier to keep so. */
function layoutText(data: unknown, spread: ReadonlySet<string>, path: string): string {
  if (Array.isArray(data))
    return `[${data.map((item, index) => layoutText(item, spread, `${path}[${index}]`)).join(",")}]`;
  if (typeof data === "object" && data !== null) {
    const entries = Object.entries(data).filter(([, item]) => item !== undefined);
    const body = entries
      .map(([key, item]) => `${JSON.stringify(key)}:${layoutText(item, spread, `${path}.${key}`)}`)
      .join(",");
    return spread.has(path) && entries.length ? `{\n${body}}` : `{${body}}`;
  }
  return JSON.stringify(data) ?? "null";
}

/** The text a page file is saved as; `before`, the file's current text, lends its layout. */
export function formatPageFile(data: unknown, before = ""): Promise<string> {
  return format(layoutText(data, spreadObjects(before), "$"), {
    ...repoLayout(),
    parser: "json",
    plugins: [babel, estree],
  });
}
