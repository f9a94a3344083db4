import { usePhrases } from "@broadsheet/kit";
import { VisuallyHidden } from "../visually-hidden/visually-hidden";

/** Keeps the caller's rel tokens and adds the two that stop the new page reaching back through `window.opener`. */
export function newTabRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? "").split(/\s+/).filter(Boolean));
  tokens.add("noopener");
  tokens.add("noreferrer");
  return [...tokens].join(" ");
}

export interface NewTabNoteProps {
  /** Overrides the phrase `global.opens-in-new-window`. */
  text?: string;
}

/** Tells screen-reader users, who cannot see the tab open, that the link leaves this page. */
export function NewTabNote({ text }: NewTabNoteProps) {
  const phrases = usePhrases();
  // The leading space keeps the link's accessible name two words apart ("Results Opens in new window").
  return (
    <VisuallyHidden className="c-link__new-tab">{` ${text ?? phrases.t("global.opens-in-new-window")}`}</VisuallyHidden>
  );
}
