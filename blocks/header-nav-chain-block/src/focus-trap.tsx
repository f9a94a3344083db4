import type { RefObject } from "react";
import { useFocusTrap } from "./use-focus-trap";

export interface FocusTrapProps {
  /** What keeps focus: the drawer's panel. */
  root: RefObject<HTMLElement | null>;
  onEscape: () => void;
}

/** The open drawer's focus trap (use-focus-trap) as a part: rendered only while the drawer is open. */
export function FocusTrap({ root, onEscape }: FocusTrapProps) {
  useFocusTrap(root, true, onEscape);
  return null;
}
