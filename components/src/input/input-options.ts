import type { ReactNode } from "react";
import { isRecord } from "@broadsheet/kit";
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
      isRecord(option) && typeof option.value === "string" && hasContent(option.label as ReactNode),
  );
}
