/** A part that may be absent: a condition's `false`, or a `className` prop nobody passed. */
export type ClassNamePart = string | false | null | undefined;

/** The parts that are set, space-separated: `classNames("c-pill", active && "c-pill--active", className)`. */
export function classNames(...parts: ClassNamePart[]): string {
  // Joined as it goes rather than filtered into an array first: called for most elements of every render.
  let joined = "";
  for (const part of parts) if (part) joined = joined ? `${joined} ${part}` : part;
  return joined;
}
