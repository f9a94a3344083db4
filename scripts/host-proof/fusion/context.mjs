import { useInstance, usePage } from "./host.mjs";
import getProperties from "./properties.mjs";

export function useFusionContext() {
  const page = usePage();
  const instance = useInstance();
  return {
    arcSite: page.arcSite,
    globalContent: page.globalContent,
    isAdmin: false,
    outputType: page.outputType,
    requestUri: page.requestUri,
    contextPath: "/pf",
    siteProperties: getProperties(page.arcSite),
    id: instance?.id,
    customFields: instance?.customFields,
    deployment: (path) => `/pf${path.startsWith("/") ? "" : "/"}${path}`,
  };
}

export function useAppContext() {
  const page = usePage();
  return {
    arcSite: page.arcSite,
    globalContent: page.globalContent,
    isAdmin: false,
    outputType: page.outputType,
    requestUri: page.requestUri,
    renderables: page.renderables,
  };
}

export function useComponentContext() {
  const instance = useInstance();
  return { id: instance?.id ?? "", customFields: instance?.customFields, registerSuccessEvent: () => undefined };
}
