/**
 * Loads a third-party script once per page (the bot-challenge provider, identity providers): later callers of
 * the same URL share the first load. A failed load is forgotten, so a later call tries again.
 */
const loads = new Map<string, Promise<void>>();

export function loadScript(
  src: string,
  doc: Document = document,
  /** Attributes the provider reads off its own tag (e.g. Subscribe with Google's `subscriptions-control`). */
  attributes: Readonly<Record<string, string>> = {},
): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`The script ${new URL(src, doc.baseURI).origin} could not be loaded`));
    });
    doc.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}

/** Forgets loaded scripts (tests, where each test is a new page). */
export function resetLoadedScripts(): void {
  loads.clear();
}
