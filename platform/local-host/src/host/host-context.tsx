import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { OutputType, Renderable } from "@broadsheet/kit";
import { ContentCache, type ContentResolver, type ContentSnapshot } from "./content-cache";
import type { LocalEdits } from "./local-edits";
import { getDefaultSite } from "./site-registry";

/** Where a render happens: on the server content is awaited (Suspense); in the browser it arrives later. */
export type RenderMode = "server" | "client";

export interface HostState {
  arcSite: string;
  globalContent: unknown;
  isAdmin: boolean;
  outputType: OutputType;
  requestUri: string;
  contextPath: string;
  renderables: Renderable[];
  content: ContentCache;
  mode: RenderMode;
}

export interface HostOptions {
  arcSite?: string;
  globalContent?: unknown;
  isAdmin?: boolean;
  outputType?: OutputType;
  requestUri?: string;
  contextPath?: string;
  renderables?: Renderable[];
  mode?: RenderMode;
  /** Where useContent gets data; without one every request resolves to null. */
  resolver?: ContentResolver;
  /** Results already fetched (by the server render), so the browser does not fetch them again. */
  snapshot?: ContentSnapshot;
  content?: ContentCache;
}

const noContent: ContentResolver = async () => null;

export function createHostState(options: HostOptions = {}): HostState {
  return {
    arcSite: options.arcSite ?? getDefaultSite(),
    globalContent: options.globalContent ?? null,
    isAdmin: options.isAdmin ?? false,
    outputType: options.outputType ?? "default",
    requestUri: options.requestUri ?? "/",
    contextPath: options.contextPath ?? "/pf",
    renderables: options.renderables ?? [],
    mode: options.mode ?? (typeof window === "undefined" ? "server" : "client"),
    content: options.content ?? new ContentCache(options.resolver ?? noContent, options.snapshot),
  };
}

const HostContext = createContext<HostState | null>(null);
let fallbackState: HostState | null = null;

/** Outside a provider (a bare unit test) blocks still get a usable, empty host. */
export function useHostState(): HostState {
  const state = useContext(HostContext);
  if (state) return state;
  fallbackState ??= createHostState();
  return fallbackState;
}

export function LocalHostProvider({ state, children }: { state: HostState; children?: ReactNode }) {
  return <HostContext.Provider value={state}>{children}</HostContext.Provider>;
}

export interface BlockInstance {
  id: string;
  customFields?: Record<string, unknown>;
  /** A feature's in-place edits, laid over the content it reads (host/local-edits). */
  localEdits?: LocalEdits;
}

const BlockInstanceContext = createContext<BlockInstance | null>(null);

/** Marks the block a subtree belongs to, for useComponentContext and useFusionContext().id. */
export function BlockInstanceProvider({ instance, children }: { instance: BlockInstance; children?: ReactNode }) {
  const value = useMemo(() => instance, [instance.id, instance.customFields, instance.localEdits]); // eslint-disable-line react-hooks/exhaustive-deps
  return <BlockInstanceContext.Provider value={value}>{children}</BlockInstanceContext.Provider>;
}

export function useBlockInstance(): BlockInstance | null {
  return useContext(BlockInstanceContext);
}

export interface HostRootProps {
  state: HostState;
  /** The block a lone render belongs to (renderBlock, a story); a page gives each block its own. */
  instance?: BlockInstance;
  children?: ReactNode;
}

/**
 * The one place the local host's providers are assembled: around a page on the server and in the browser,
 * around a single block in tests and stories.
 */
export function HostRoot({ state, instance, children }: HostRootProps) {
  return (
    <LocalHostProvider state={state}>
      {instance ? <BlockInstanceProvider instance={instance}>{children}</BlockInstanceProvider> : children}
    </LocalHostProvider>
  );
}
