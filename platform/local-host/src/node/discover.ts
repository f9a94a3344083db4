import { existsSync } from "node:fs";
import { join } from "node:path";
import { isBlockComponent, isContentSource, type BlockComponent, type FieldMap } from "@broadsheet/kit";
import type { ContentSource } from "@broadsheet/kit/content-source";
import { exportOrigin, type ExportOrigin } from "./export-origin";
import { repoRoot, workspacePackages } from "./repo";

export interface DiscoveredBlock {
  block: BlockComponent<FieldMap>;
  /** The export that holds it, so a browser entry can import just that block. */
  exportName: string;
  /** Absolute path of the package's source entry. */
  entry: string;
  /**
   * The module that defines the block and its name there, which a browser entry imports (see exportOrigin);
   * without it, `exportName` from `entry`.
   */
  origin?: ExportOrigin;
  packageDir: string;
}

export interface Discovery {
  blocks: DiscoveredBlock[];
  sources: Record<string, ContentSource>;
}

/**
 * Imports every block package's source entry and collects its blocks and content sources, as
 * Fusion finds them in a bundle. Runs under tsx, with fusion:* mapped to this host.
 */
export async function discoverWorkspace(root: string = repoRoot()): Promise<Discovery> {
  const blocks: DiscoveredBlock[] = [];
  const sources: Record<string, ContentSource> = {};
  for (const dir of workspacePackages(root).filter((path) => path.startsWith("blocks/"))) {
    const packageDir = join(root, dir);
    const entry = join(packageDir, "src/index.ts");
    if (!existsSync(entry)) continue;
    const exports: Record<string, unknown> = await import(entry);
    for (const [exportName, value] of Object.entries(exports)) {
      if (isBlockComponent(value))
        blocks.push({ block: value, exportName, entry, origin: exportOrigin(entry, exportName), packageDir });
      else if (isContentSource(value)) sources[value.name] = value;
    }
  }
  return { blocks, sources };
}
