import { useInstance, usePage } from "./host.mjs";
import getProperties from "./properties.mjs";

/** What both contexts tell about the request. */
function requestOf(page) {
  return {
    arcSite: page.arcSite,
    globalContent: page.globalContent,
    isAdmin: false,
    outputType: page.outputType,
    requestUri: page.requestUri,
  };
}

export function useFusionContext() {
  const page = usePage();
  const instance = useInstance();
  return {
    ...requestOf(page),
    contextPath: "/pf",
    siteProperties: getProperties(page.arcSite),
    id: instance?.id,
    customFields: instance?.customFields,
    deployment: (path) => `/pf${path.startsWith("/") ? "" : "/"}${path}`,
  };
}

export function useAppContext() {
  const page = usePage();
  return { ...requestOf(page), renderables: page.renderables };
}

export function useComponentContext() {
  const instance = useInstance();
  return { id: instance?.id ?? "", customFields: instance?.customFields, registerSuccessEvent: () => undefined };
}
