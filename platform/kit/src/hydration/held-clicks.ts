/**
 * A click on an island that has not hydrated yet would be lost: the HTML is there, the handlers are not, and
 * React (19) stops a click aimed at a part of the page it cannot hydrate at once. Clicks on controls are held
 * back until the island is live, then the last one is replayed on the same element. The listener sits on the
 * document, in the capture phase, so it runs before React's own listener on the page's root. Links are left
 * alone, so they work even if the island's code never arrives. A held click is the plainest sign a reader
 * wants the island now, so it also calls `onHold`.
 */
export function holdClicks(island: Element, onHold: () => void): { replay(): void; release(): void } {
  const document = island.ownerDocument;
  let held: HTMLElement | null = null;

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !island.contains(target) || target.closest("a[href]")) return;
    const control = target.closest<HTMLElement>("button, input, select, summary, label, [role], [tabindex]");
    if (!control || !island.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
    onHold();
  };
  document.addEventListener("click", onClick, true);

  const release = () => document.removeEventListener("click", onClick, true);
  return {
    release,
    replay() {
      release();
      const target = held;
      held = null;
      if (target?.isConnected) target.click();
    },
  };
}
