/**
 * Declarations of the virtual modules the Fusion (Arc XP PageBuilder) runtime gives blocks.
 * Fusion resolves these at bundle time; @broadsheet/local-host implements them for tests,
 * Storybook and the preview server. Shapes follow what blocks actually read off them.
 */

declare module "fusion:context" {
  import type { FusionContext, AppContext, ComponentContext } from "@broadsheet/kit/host-types";

  export function useFusionContext<GC = unknown>(): FusionContext<GC>;
  export function useAppContext<GC = unknown>(): AppContext<GC>;
  export function useComponentContext(): ComponentContext;
}

declare module "fusion:content" {
  import type { ContentRequest, EditableContent } from "@broadsheet/kit/host-types";

  /** Returns the content once fetched, `null` before that or when the request is disabled. */
  export function useContent<T = unknown>(request: ContentRequest | Record<string, never>): T | null;
  export function useEditableContent(): EditableContent;
}

declare module "fusion:properties" {
  import type { SiteProperties } from "@broadsheet/kit/host-types";

  export default function getProperties(arcSite?: string): SiteProperties;
}

declare module "fusion:intl" {
  import type { Phrases } from "@broadsheet/kit/host-types";

  export default function getTranslatedPhrases(locale?: string): Phrases;
}

declare module "fusion:environment" {
  export const RESIZER_TOKEN_VERSION: number;
  export const CONTENT_BASE: string;
  export const ARC_ACCESS_TOKEN: string;
  export const ENVIRONMENT: string;
  export const SIGNING_SERVICE_DEFAULT_APP: string;
}

declare module "fusion:static" {
  import type { ComponentType, ReactNode } from "react";

  /** Keeps the server's HTML and never re-renders it in the browser. */
  const Static: ComponentType<{ id: string; className?: string; htmlOnly?: boolean; children?: ReactNode }>;
  export default Static;
}
