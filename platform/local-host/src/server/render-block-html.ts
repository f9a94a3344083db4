import type { ComponentType } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { BlockProps } from "@broadsheet/kit";
import { renderBlock, type RenderBlockOptions } from "../render-block";

/**
 * A block's HTML as the server sends it: the render waits for its content, as Fusion's server does, and the
 * hoisted `<style>` elements React puts first are left out (what a test reads is the markup). Node only.
 * For static blocks this is the only render a reader ever gets, so fuzzing it is fuzzing what ships.
 */
export async function renderBlockToHtml(
  block: ComponentType<BlockProps>,
  options: RenderBlockOptions = {},
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    renderBlock(block, { ...options, host: { ...options.host, mode: "server" } }),
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<style[^>]*>.*?<\/style>/gs, "");
}

/**
 * Markup content must never produce: script and frame elements, inline handler attributes, `javascript:` links.
 * React escapes text and attribute values (a raw `<` or `"` in the HTML is always its own), so text that merely
 * reads "onerror=" does not match.
 */
export const UNSAFE_MARKUP = /<(script|iframe)[\s>]|<[a-z][^>]*\son[a-z]+="|href="\s*javascript:/i;
