import { render } from "@testing-library/react";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import type { BlockProps } from "@broadsheet/kit";
import type { ComponentType } from "react";

export interface RenderPartOptions {
  customFields?: RenderBlockOptions["customFields"];
  arcSite?: string;
  isAdmin?: boolean;
}

/** A block on a page whose global content is `globalContent`, without the error boundary that hides throws. */
export function renderPart(block: ComponentType<BlockProps>, globalContent: unknown, options: RenderPartOptions = {}) {
  const { customFields, ...context } = options;
  return render(renderBlock(block, { customFields, context: { globalContent, ...context }, errorBoundary: false }));
}

/** The long read with some of its fields replaced. */
export function longRead(changes: Record<string, unknown>): Record<string, unknown> {
  return { ...theLongRead, ...changes };
}
