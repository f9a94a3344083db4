/**
 * A part's code that is already here: a thenable React's `use` reads as settled (its FulfilledReactPromise mark),
 * so a part loaded from one renders in the same pass, never suspending, on a server that cannot wait.
 */
export interface LoadedPart<T> extends PromiseLike<T> {
  readonly status: "fulfilled";
  readonly value: T;
}

/**
 * What a package's server flavour puts in place of a part's `import("./x")` (the build's server-parts transform):
 * the module, imported statically, as a thenable settled already. Its `then` runs the callback at once, so the
 * part's own `.then((module) => module.View)` gives another settled thenable, and the part is loaded when defined.
 */
export function loadedPart<T>(value: T): LoadedPart<T> {
  return {
    status: "fulfilled",
    value,
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      if (!onFulfilled) return this as unknown as LoadedPart<R1>;
      let next: R1 | PromiseLike<R1>;
      try {
        next = onFulfilled(value);
      } catch (error) {
        // As a promise would: the callback's error is a rejection, not an exception at the caller.
        return Promise.reject<R1>(error);
      }
      // A callback that loads more code the usual way (an import() of its own) settles when that does.
      if (isThenable(next)) return isLoaded(next) ? next : Promise.resolve(next);
      return loadedPart(next);
    },
  };
}

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}

/** A thenable that carries its value already: a part loaded from it needs no wait. */
export function isLoaded<T>(thenable: PromiseLike<T>): thenable is LoadedPart<T> {
  const marked = thenable as Partial<LoadedPart<T>>;
  return marked.status === "fulfilled" && "value" in marked;
}
