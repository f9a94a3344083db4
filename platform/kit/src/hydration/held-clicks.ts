/**
 * A click on an island that has not hydrated yet would be lost: the HTML is there, the handlers are not.
 * Clicks on controls are held back until the island is live, then the last one is replayed on the same
 * element. Links are left alone, so they work even if the island's code never arrives.
 */
export function holdClicks(island: Element): { replay(): void; release(): void } {
  let held: HTMLElement | null = null;

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest("a[href]")) return;
    const control = target.closest<HTMLElement>("button, input, select, summary, label, [role], [tabindex]");
    if (!control || !island.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  island.addEventListener("click", onClick, true);

  const release = () => island.removeEventListener("click", onClick, true);
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
