/** The folders Fusion discovers in a bundle's blocks; scripts/build/fusion-entries.ts writes them. */
export const FUSION_FOLDERS = ["features", "chains", "layouts", "output-types", "sources"] as const;

/** Block packages ship the Fusion folders; other packages ship dist only. */
export const isBlockPackage = (dir: string): boolean => dir.startsWith("blocks/");
