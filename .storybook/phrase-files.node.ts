import { readPhraseFiles } from "@broadsheet/local-host/node/repo";
import type { PhraseFile } from "@broadsheet/local-host/host/phrase-registry";

/** Jest's stand-in for phrase-files.vite.ts: the same files, read from disk. */
export const phraseFiles: PhraseFile[] = readPhraseFiles();
