import { render } from "@testing-library/react";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import type { BlockProps } from "@broadsheet/kit";
import type { ComponentType } from "react";

export interface RenderMediaOptions {
  customFields?: RenderBlockOptions["customFields"];
  content?: RenderBlockOptions["content"];
  arcSite?: string;
  isAdmin?: boolean;
}

/** A block on a page whose global content is `globalContent`, without the error boundary that hides throws. */
export function mediaBlock(block: ComponentType<BlockProps>, globalContent: unknown, options: RenderMediaOptions = {}) {
  const { customFields, content, ...context } = options;
  return renderBlock(block, { customFields, content, context: { globalContent, ...context }, errorBoundary: false });
}

export function renderMedia(
  block: ComponentType<BlockProps>,
  globalContent: unknown,
  options: RenderMediaOptions = {},
) {
  return render(mediaBlock(block, globalContent, options));
}
