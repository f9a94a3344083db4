/** Test helpers: scripts that "load" in jsdom, and a recording ad server tag. Not part of the package. */
import type { AdSize } from "./ad-types";

export interface RecordedSlot {
  path: string;
  sizes: AdSize[];
  id: string;
  targeting: Record<string, string>;
}

/** A tag with GPT's interface that records what it is asked, in order. */
export function recordingTag() {
  const calls: string[] = [];
  const slots: RecordedSlot[] = [];
  const pubads = {
    enableSingleRequest: () => void calls.push("enableSingleRequest"),
    disableInitialLoad: () => void calls.push("disableInitialLoad"),
    refresh: (which: RecordedSlot[]) => void calls.push(`refresh ${which.map((slot) => slot.id).join(",")}`),
  };
  const makeSlot = (path: string, sizes: AdSize[], id: string) => {
    const slot = {
      path,
      sizes,
      id,
      targeting: {} as Record<string, string>,
      setTargeting(key: string, value: string) {
        slot.targeting[key] = value;
        return slot;
      },
      addService() {
        return slot;
      },
    };
    slots.push(slot);
    return slot;
  };
  const tag = {
    cmd: { push: (command: () => void) => command() },
    pubads: () => pubads,
    enableServices: () => void calls.push("enableServices"),
    defineSlot: (path: string, sizes: AdSize[], id: string) => {
      calls.push(`define ${path} ${sizes.map((size) => size.join("x")).join("|")} ${id}`);
      return makeSlot(path, sizes, id);
    },
    defineOutOfPageSlot: (path: string, id: string) => {
      calls.push(`defineOutOfPage ${path} ${id}`);
      return makeSlot(path, [], id);
    },
    display: (id: string) => void calls.push(`display ${id}`),
    destroySlots: (which: RecordedSlot[]) => {
      calls.push(`destroy ${which.map((slot) => slot.id).join(",")}`);
      return true;
    },
  };
  return { tag, calls, slots };
}

/**
 * jsdom loads no scripts: this answers each script the page adds, after a microtask, with `load` (running
 * `onLoad` first, as the script's own code would run) or `error`. Returns the sources asked for, in order.
 */
export function serveScripts(
  answer: (src: string) => "load" | "error",
  onLoad: (src: string) => void = () => undefined,
) {
  const requested: string[] = [];
  const append = document.head.append.bind(document.head);
  const spy = jest.spyOn(document.head, "append").mockImplementation((...nodes) => {
    append(...nodes);
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      const src = node.getAttribute("src") ?? "";
      requested.push(src);
      void Promise.resolve().then(() => {
        if (answer(src) === "load") {
          onLoad(src);
          node.onload?.(new Event("load"));
        } else {
          node.onerror?.(new Event("error"));
        }
      });
    }
  });
  return { requested, spy };
}
