import type { ReactNode } from "react";
import { ServerOnly } from "../host/server-only";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "bs-static": {
        children?: ReactNode;
        style: { display: "contents" };
        "data-block": string;
        dangerouslySetInnerHTML?: { __html: "" };
        suppressHydrationWarning?: boolean;
      };
    }
  }
}

export interface StaticFeatureProps {
  /** The block's name, so the markup says which block it is. */
  block: string;
  /** The block itself on the server; nothing in the browser, which never has its code. */
  children?: ReactNode;
  side: "server" | "browser";
}

/**
 * A static feature on the page: rendered on the server, kept as server HTML by the browser, which hydrates
 * the page around it without ever loading the block's code, as Fusion does with `.static` features. The
 * element is `display: contents`, so it adds no box to the layout.
 */
export function StaticFeature({ block, children, side }: StaticFeatureProps) {
  if (side === "server") {
    return (
      <bs-static style={{ display: "contents" }} data-block={block}>
        <ServerOnly>{children}</ServerOnly>
      </bs-static>
    );
  }
  return (
    <bs-static
      style={{ display: "contents" }}
      data-block={block}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
