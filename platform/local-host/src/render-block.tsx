import { Children, type ComponentType, type ReactElement, type ReactNode } from "react";
import { BlockErrorBoundary, type BlockProps, type OutputType, type Renderable } from "@broadsheet/kit";
import { createHostState, HostRoot, type HostOptions } from "./host/host-context";
import { sourceResolver, type SourceTable } from "./host/source-resolver";

export interface RenderBlockOptions {
  customFields?: Record<string, unknown>;
  /** Content sources by name: a defined source, or a function that answers its query. */
  content?: SourceTable;
  context?: {
    arcSite?: string;
    globalContent?: unknown;
    isAdmin?: boolean;
    outputType?: OutputType;
    requestUri?: string;
    renderables?: Renderable[];
  };
  /** Chains: the child blocks. Layouts: one node per section. */
  children?: ReactNode[];
  id?: string;
  /** `false` lets a render error through, for tests that prove a block never throws. */
  errorBoundary?: boolean;
  host?: Omit<HostOptions, keyof NonNullable<RenderBlockOptions["context"]>>;
}

type AnyBlock = ComponentType<BlockProps> & { sections?: string[]; displayName?: string };

/** A layout with no renderables given gets them from its children, so section counts are real. */
function renderablesFor(block: AnyBlock, children: ReactNode[] | undefined): Renderable[] {
  if (!block.sections || !children) return [];
  return block.sections.map((_, index) => ({
    collection: "sections",
    props: { id: index },
    children: Children.toArray(children[index]).map((_child, childIndex) => ({
      collection: "features",
      props: { id: `${index}-${childIndex}` },
      children: [],
    })),
  }));
}

/** One block inside a working local host: for tests (render(renderBlock(...))) and stories. */
export function renderBlock(block: AnyBlock, options: RenderBlockOptions = {}): ReactElement {
  const { customFields = {}, content = {}, context = {}, children, id = "block-under-test" } = options;
  const state = createHostState({
    ...options.host,
    ...context,
    renderables: context.renderables ?? renderablesFor(block, children),
    resolver: sourceResolver(content, { arcSite: context.arcSite }),
  });
  const Block = block;
  const element = <Block customFields={customFields}>{children}</Block>;
  return (
    <HostRoot state={state} instance={{ id, customFields }}>
      {options.errorBoundary === false ? (
        element
      ) : (
        <BlockErrorBoundary blockName={block.displayName ?? "block"}>{element}</BlockErrorBoundary>
      )}
    </HostRoot>
  );
}
