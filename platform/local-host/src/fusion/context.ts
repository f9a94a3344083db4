import type { AppContext, ComponentContext, FusionContext } from "@broadsheet/kit";
import { useMemo } from "react";
import { useBlockInstance, useHostState } from "../host/host-context";
import { withLocalEdits } from "../host/local-edits";
import { getSiteProperties } from "../host/site-registry";

export function useFusionContext<GC = unknown>(): FusionContext<GC> {
  const host = useHostState();
  const instance = useBlockInstance();
  // A feature's in-place edits cover the page's content for it alone (host/local-edits).
  const globalContent = useMemo(
    () => withLocalEdits(host.globalContent, instance?.localEdits),
    [host.globalContent, instance?.localEdits],
  );
  return {
    arcSite: host.arcSite,
    globalContent: globalContent as GC | null,
    isAdmin: host.isAdmin,
    outputType: host.outputType,
    requestUri: host.requestUri,
    contextPath: host.contextPath,
    siteProperties: getSiteProperties(host.arcSite),
    id: instance?.id,
    customFields: instance?.customFields,
    deployment: (path) => `${host.contextPath}${path.startsWith("/") ? "" : "/"}${path}`,
  };
}

export function useAppContext<GC = unknown>(): AppContext<GC> {
  const host = useHostState();
  return {
    arcSite: host.arcSite,
    globalContent: host.globalContent as GC | null,
    isAdmin: host.isAdmin,
    outputType: host.outputType,
    requestUri: host.requestUri,
    renderables: host.renderables,
  };
}

export function useComponentContext(): ComponentContext {
  const instance = useBlockInstance();
  return {
    id: instance?.id ?? "",
    customFields: instance?.customFields,
    registerSuccessEvent: () => undefined,
  };
}
