import type { ReactNode } from "react";
import { hasContent } from "../join/has-content";

export interface InputOption {
  label: ReactNode;
  value: string;
  disabled?: boolean;
}

/** Options an editor or a feed supplied may be half-filled; only those a reader can pick are kept. */
export function usableOptions(options: unknown): InputOption[] {
  if (!Array.isArray(options)) return [];
  return options.filter(
    (option): option is InputOption =>
      typeof option === "object" &&
      option !== null &&
      typeof (option as Partial<InputOption>).value === "string" &&
      hasContent((option as Partial<InputOption>).label),
  );
}
