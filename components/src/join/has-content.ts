import { isValidElement, type ReactNode } from "react";

/**
 * Whether a node would show anything: React renders nothing for null, undefined and booleans, and an
 * editor's blank field arrives as "" or whitespace, which should count as missing too.
 */
export function hasContent(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === "boolean") return false;
  if (typeof node === "string") return node.trim() !== "";
  if (typeof node === "number" || typeof node === "bigint") return true;
  if (isValidElement(node)) return true;
  if (typeof node === "object" && Symbol.iterator in node) {
    for (const child of node) if (hasContent(child)) return true;
    return false;
  }
  // React 19 renders a promise (a thenable) once it resolves; any other object would throw as a child.
  return typeof node === "object" && "then" in node;
}
