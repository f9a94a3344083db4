import type { MouseEvent } from "react";
import { defineBlock, defineFields, serverPart, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { goToTop, useScrolledPastFirstScreen } from "./page-position";

/** The id the layouts give their main landmark, and the target of the page's skip link. */
export const DEFAULT_TARGET_ID = "main";

const fields = defineFields({
  label: text({
    label: "Text",
    description: "Replaces “Back to top” in the site's language; leave empty to keep it",
  }),
  targetId: text({
    label: "Landing id",
    description: "The id of the element readers land on: the page's main landmark",
    defaultValue: DEFAULT_TARGET_ID,
  }),
});

/** The id to link to: what the editor typed, without a leading "#"; the main landmark when unusable. */
export function targetIdOf(value: string): string {
  const id = value.trim().replace(/^#/, "");
  // An id never holds whitespace, so such a value could match nothing.
  return id === "" || /\s/.test(id) ? DEFAULT_TARGET_ID : id;
}

/** The link never changes once rendered: the browser keeps the server's HTML of it, without the Button's code. */
const KeptLink = serverPart(() => import("./link").then((module) => module.BackToTopLink));
/** Nor does its look: the server writes it into the page. */
const KeptStyles = serverPart(() => import("./back-to-top.styles").then((module) => module.BackToTopStyles));

/**
 * A "Back to top" control for long pages. The server sends a real link to the main landmark, so it works
 * (and a keyboard user can reach it) before or without JavaScript. Once hydrated it shows after the reader
 * has scrolled a screen down, scrolls smoothly back up (at once for reduced motion) and moves focus to the
 * main landmark.
 */
export const BackToTop = defineBlock({
  name: "back-to-top",
  kind: "feature",
  label: "Back to Top",
  icon: "arrow-up",
  description: "A control that takes readers of long pages back to the top.",
  // Nothing to do until the reader has scrolled a screen, so it need not compete with the page's first work.
  hydration: "idle",
  fields,
  render: function BackToTopView({ customFields }) {
    const phrases = usePhrases();
    const shown = useScrolledPastFirstScreen();
    const targetId = targetIdOf(customFields.targetId);
    const label = customFields.label?.trim() || phrases.t("back-to-top-block.label");

    // The link is kept server HTML, so its clicks (Enter on it is one too) are taken where they bubble to.
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      // A click with a modifier asks the browser for something else (a new tab or window): leave it be.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element && event.target.closest("a"))) return;
      event.preventDefault();
      goToTop(targetId);
    };

    return (
      // The link is what readers use (Enter on it is a click too); this element only takes its clicks as they bubble.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div className={shown ? "b-back-to-top b-back-to-top--shown" : "b-back-to-top"} onClick={onClick}>
        <KeptLink href={`#${targetId}`} label={label} />
        <KeptStyles />
      </div>
    );
  },
});

export type BackToTopFields = CustomFieldsOf<typeof BackToTop>;
