/** A page definition that cannot be rendered, naming the field at fault as a path, e.g. "home.json.sections.main[2].id". */
export class PageDefinitionError extends Error {
  override name = "PageDefinitionError";

  constructor(
    /** Where the problem is: the file (or "page") and the path to the field. */
    readonly field: string,
    /** What is wrong with it, to follow the field in a sentence. */
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
  }
}

const SHOWN_KEY_LENGTH = 40;

// Keys come from the file, so a message shows at most a readable slice of one, quoted when it is not a plain word.
export function fieldPath(where: string, key: string): string {
  const shown = key.length > SHOWN_KEY_LENGTH ? `${key.slice(0, SHOWN_KEY_LENGTH)}…` : key;
  return /^[\w$-]+$/.test(key) ? `${where}.${shown}` : `${where}[${JSON.stringify(shown)}]`;
}

export function itemPath(where: string, index: number): string {
  return `${where}[${index}]`;
}
