import { createContext, useContext } from "react";
import type { BlockManifest } from "@broadsheet/kit";
import type { Catalog } from "../builder-api";
import type { BuilderApi } from "./api";

export interface BuilderServices {
  api: BuilderApi;
  catalog: Catalog;
  /** A block's manifest by kind and name. */
  manifest(kind: "feature" | "chain" | "layout", name: string): BlockManifest | undefined;
  /** Tells screen-reader users what just happened (added, removed, saved, undone). */
  announce(message: string): void;
}

export const ServicesContext = createContext<BuilderServices | null>(null);

export function useServices(): BuilderServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("The builder's components need its ServicesContext");
  return services;
}

export function servicesFor(api: BuilderApi, catalog: Catalog, announce: (message: string) => void): BuilderServices {
  const byKey = new Map(catalog.blocks.map((manifest) => [`${manifest.kind}/${manifest.name}`, manifest]));
  return { api, catalog, manifest: (kind, name) => byKey.get(`${kind}/${name}`), announce };
}

/** What the editor calls a block: its manifest's label, or its name when the block is not installed. */
export function blockLabel(services: BuilderServices, type: "feature" | "chain", name: string): string {
  return services.manifest(type, name)?.label ?? name;
}
