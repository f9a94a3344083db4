/** A part that may be absent: a condition's `false`, or a `className` prop nobody passed. */
export type ClassNamePart = string | false | null | undefined;

/** The parts that are set, space-separated: `classNames("c-pill", active && "c-pill--active", className)`. */
export function classNames(...parts: ClassNamePart[]): string {
  return parts.filter(Boolean).join(" ");
}
