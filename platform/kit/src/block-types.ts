import type { ComponentType, FunctionComponent, ReactNode } from "react";
import type { OutputType } from "./host-types";
import type { FieldMap, FieldValues, SavedFields } from "./fields/field";
import type { FieldSchema } from "./fields/schema";
import type { Hydration } from "./hydration/trigger";
import type { LayoutSections } from "./layout-sections";

export type BlockKind = "feature" | "chain" | "layout" | "output-type";

interface RenderFields<M extends FieldMap> {
  /** Saved values after migration, defaults and validation. */
  customFields: FieldValues<M>;
}

export type FeatureRenderProps<M extends FieldMap> = RenderFields<M>;

export interface ChainRenderProps<M extends FieldMap> extends RenderFields<M> {
  /** The chain's child blocks, in order. */
  children: ReactNode[];
}

export interface LayoutRenderProps<M extends FieldMap, S extends string> extends RenderFields<M> {
  /** Each section's blocks and how many there are, counted from the host's page records. */
  sections: LayoutSections<S>;
}

/**
 * What the host hands an output type to place, named as Fusion names its output-type props (PageBuilder
 * Engine's Output Type API), so one output type runs under Fusion and the local host alike. The host renders
 * the page first (styles are collected while it renders), then the output type around it.
 *
 * Fusion also passes `CssLinks` (links to compiled CSS files) and `MetaTag`; Broadsheet ships no CSS files
 * and writes its meta tags from `metaValue`, so neither is part of the contract.
 */
export interface OutputTypeParts<GC = unknown> {
  /** The rendered page: place it, exactly once, inside `<div id="fusion-app">`, where the browser hydrates it. */
  children: ReactNode;
  arcSite: string;
  /** The resolver's content for this page (a story, an author, a section …), or null. */
  globalContent: GC | null;
  outputType: OutputType;
  /** The path and query the page was asked for. */
  requestUri: string;
  /** Where the host serves the bundle's files (Fusion: `/pf`). */
  contextPath: string;
  isAdmin: boolean;
  /** A bundle file's URL with the deployment's cache-busting parameter. */
  deployment: (path: string) => string;
  /** A value of the page's metadata (`title`, `description`, `keywords`, `page-type` …); undefined when unset. */
  metaValue: (name: string) => string | undefined;
  /** The page's metadata as `<meta name content>` tags, `title` and `page-type` left out. */
  MetaTags: ComponentType;
  /**
   * The collected styles: the theme's custom properties and every styled component's rules. For the head. Under
   * Fusion its `CssLinks` stands here; the styled components' rules need no part of the host there, since React
   * hoists their `<style>` elements (@broadsheet/style) into the head of the document Fusion renders.
   */
  Styles: ComponentType;
  /** What the page needs before it can hydrate (module preloads). For the head. */
  Libs: ComponentType;
  /** The hydration state and the page's scripts. For the end of the body, after `#fusion-app`. */
  Fusion: ComponentType;
}

export interface OutputTypeRenderProps<M extends FieldMap> extends RenderFields<M>, OutputTypeParts {}

interface CommonDefinition<M extends FieldMap> {
  /** The name PageBuilder knows the block by (the folder name under features/, chains/ …). */
  name: string;
  label: string;
  /** A PageBuilder icon-library name. */
  icon?: string;
  description?: string;
  fields?: FieldSchema<M>;
  /** Content sources the block asks for by name (contentConfig fields add their schemas separately). */
  contentSources?: readonly string[];
}

/**
 * Only a feature chooses how it reaches the reader: server HTML only (`static`, the default) or an island
 * hydrated when its trigger fires.
 */
export interface FeatureDefinition<M extends FieldMap> extends CommonDefinition<M> {
  kind: "feature";
  hydration?: Hydration;
  /**
   * One placement's hydration, from its saved (unchecked) custom fields, where it differs between placements: a
   * promo is an island only where an editor set it to play video, and static elsewhere. `hydration` is what a host
   * that does not read this uses for every placement, so it must be an island trigger when this is given.
   */
  hydrationFor?: (customFields: Readonly<Record<string, unknown>>) => Hydration;
  sections?: never;
  render: ComponentType<FeatureRenderProps<M>>;
}

/** Fusion always rehydrates chains (they may hold islands), so a chain has no hydration of its own. */
export interface ChainDefinition<M extends FieldMap> extends CommonDefinition<M> {
  kind: "chain";
  hydration?: never;
  sections?: never;
  render: ComponentType<ChainRenderProps<M>>;
}

/** Fusion always rehydrates layouts, like chains. */
export interface LayoutDefinition<M extends FieldMap, S extends string> extends CommonDefinition<M> {
  kind: "layout";
  hydration?: never;
  /** The section names in order: what PageBuilder shows as drop zones. */
  sections: readonly [S, ...S[]];
  render: ComponentType<LayoutRenderProps<M, S>>;
}

/** The HTML shell of the page; Fusion renders output types on the server only, but never marks them static. */
export interface OutputTypeDefinition<M extends FieldMap> extends CommonDefinition<M> {
  kind: "output-type";
  hydration?: never;
  sections?: never;
  render: ComponentType<OutputTypeRenderProps<M>>;
}

export type BlockDefinition<M extends FieldMap, S extends string = string> =
  FeatureDefinition<M> | ChainDefinition<M> | LayoutDefinition<M, S> | OutputTypeDefinition<M>;

/** The declaration as data: what hosts, manifests and tools read, without `render`. */
export interface BlockMetadata<M extends FieldMap = FieldMap> {
  readonly name: string;
  readonly kind: BlockKind;
  readonly label: string;
  readonly icon?: string;
  readonly description?: string;
  readonly fields: FieldSchema<M>;
  readonly contentSources?: readonly string[];
  /** Features: their choice. Chains, layouts and output types: `eager`, i.e. always with the page. */
  readonly hydration: Hydration;
  /** A feature whose placements differ: each one's hydration from its saved fields (see FeatureDefinition). */
  readonly hydrationFor?: (customFields: Readonly<Record<string, unknown>>) => Hydration;
  /** Server HTML only (features that chose `static`); never true of chains, layouts and output types. */
  readonly static: boolean;
  readonly sections?: readonly string[];
}

/**
 * What a host passes: saved custom fields (checked before render) and the child blocks of chains and layouts;
 * to an output type, also its parts (every one of them: an output type rendered without them throws).
 */
export interface BlockProps<M extends FieldMap = FieldMap> extends Partial<Omit<OutputTypeParts, "children">> {
  customFields?: SavedFields<M> | null;
  children?: ReactNode;
  /**
   * A feature given a class (a site's `styled(OurBlock)`) renders inside a `<div>` carrying it, so a site can
   * restyle the block's parts through it without our markup changing for anyone who gives none.
   */
  className?: string;
}

/** What Fusion reads off a component, and the declaration for every other host. */
export interface BlockStatics<M extends FieldMap> {
  label: string;
  icon?: string;
  /** Set on features only (Fusion renders a static feature on the server alone); absent on other kinds. */
  static?: boolean;
  /** Layouts only. */
  sections?: string[];
  displayName: string;
  definition: BlockMetadata<M>;
}

export type BlockComponent<M extends FieldMap = FieldMap> = FunctionComponent<BlockProps<M>> & BlockStatics<M>;

/** The resolved custom-field values of a block, e.g. `CustomFieldsOf<typeof HelloWorld>`. */
export type CustomFieldsOf<B> = B extends BlockComponent<infer M> ? FieldValues<M> : never;
