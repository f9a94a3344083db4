import { join } from "node:path";
import { format, resolveConfig } from "prettier";

/** Formats one scaffolded file; `filepath` says which parser (by extension). */
export type Formatter = (text: string, filepath: string) => Promise<string>;

/** The repo's prettier settings, so a new package passes `npm run lint` as written. */
export async function prettierFormatter(repo: string): Promise<Formatter> {
  const config = (await resolveConfig(join(repo, "package.json"))) ?? {};
  return (text, filepath) => format(text, { ...config, filepath });
}
