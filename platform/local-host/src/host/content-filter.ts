import { isRecord } from "@broadsheet/kit";
/**
 * Fusion's `filter`: a GraphQL-like selection of the fields a block wants, e.g.
 * `{ _id headlines { basic } promo_items { basic { url } } }`. Applied to arrays element by element.
 */
export type Selection = Map<string, Selection | null>;

const TOKEN = /\s*([{}]|[^\s{},]+)\s*,?/y;

function tokenize(filter: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  const source = filter.trim();
  while (TOKEN.lastIndex < source.length) {
    const match = TOKEN.exec(source);
    if (!match?.[1])
      throw new Error(`content filter: cannot read "${source.slice(TOKEN.lastIndex, TOKEN.lastIndex + 20)}"`);
    tokens.push(match[1]);
  }
  return tokens;
}

export function parseFilter(filter: string): Selection {
  const tokens = tokenize(filter);
  let position = 0;

  function selectionSet(): Selection {
    const selection: Selection = new Map();
    while (position < tokens.length && tokens[position] !== "}") {
      const name = tokens[position++] as string;
      if (name === "{") throw new Error("content filter: a selection needs a field name before {");
      if (tokens[position] === "{") {
        position += 1;
        selection.set(name, selectionSet());
        if (tokens[position++] !== "}") throw new Error(`content filter: "${name} {" is not closed`);
      } else {
        selection.set(name, null);
      }
    }
    return selection;
  }

  const wrapped = tokens[0] === "{";
  if (wrapped) position = 1;
  const selection = selectionSet();
  if (wrapped && tokens[position++] !== "}") throw new Error("content filter: the outer { is not closed");
  if (position < tokens.length) throw new Error(`content filter: unexpected "${tokens[position]}"`);
  return selection;
}

export function applyFilter(value: unknown, selection: Selection): unknown {
  if (Array.isArray(value)) return value.map((item) => applyFilter(item, selection));
  if (!isRecord(value)) return value;
  const picked: Record<string, unknown> = {};
  for (const [key, nested] of selection) {
    if (!(key in value)) continue;
    picked[key] = nested ? applyFilter(value[key], nested) : value[key];
  }
  return picked;
}
