/// <reference types="vite/client" />
import type { PhraseFile } from "@broadsheet/local-host/host/phrase-registry";

/**
 * Every workspace package's intl.json, bundled by Vite (the browser cannot read them from disk as
 * install-test-host does). The globs follow the workspaces of package.json. Jest maps this module
 * to phrase-files.node.ts, because `import.meta` does not exist in jest's CommonJS.
 */
const files = import.meta.glob<PhraseFile>(
  ["../blocks/*/intl.json", "../platform/*/intl.json", "../components/intl.json", "../themes/intl.json"],
  { eager: true, import: "default" },
);

export const phraseFiles: PhraseFile[] = Object.values(files);
