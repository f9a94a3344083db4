import type { ReactElement } from "react";
import type { OutputTypeParts } from "@broadsheet/kit";
import { themeStylesheet } from "@broadsheet/themes";
import { CLIENT_STATE_ID, serializeState, type ClientPage } from "../client/client-state";
import type { HostState } from "../host/host-context";
import type { PageMeta } from "../page/page-definition";
import type { PageAssets } from "./client-bundles";

export interface PartsInput {
  state: HostState;
  /** The page's title in the preview's list, what `metaValue("title")` answers when the metadata has none. */
  title: string;
  meta: PageMeta | undefined;
  /** styled-components' tags, collected while the page body rendered. */
  styleElements: ReactElement[];
  /** What the browser needs to hydrate the page; absent for a server-only render. */
  client?: { page: ClientPage; assets: PageAssets };
}

/** Metadata the output type reads but readers never see as a tag: the title has its element, the type is ours. */
const NOT_META_TAGS = new Set(["title", "page-type"]);

/** Everything an output type is handed but the page itself, as Fusion hands it. */
export function outputTypeParts({
  state,
  title,
  meta = {},
  styleElements,
  client,
}: PartsInput): Omit<OutputTypeParts, "children"> {
  const values: Record<string, string | undefined> = { ...meta, title: meta.title ?? (title || undefined) };
  const metaValue = (name: string): string | undefined => (Object.hasOwn(values, name) ? values[name] : undefined);

  function MetaTags() {
    return (
      <>
        {Object.entries(meta)
          .filter(([name]) => !NOT_META_TAGS.has(name))
          .map(([name, content]) => (
            <meta key={name} name={name} content={content} />
          ))}
      </>
    );
  }

  // The stylesheets are the theme's and styled-components' own output, never content: React would escape
  // the ">" of a child selector if they were text.
  function Styles() {
    return (
      <>
        <style data-bs-themes="" dangerouslySetInnerHTML={{ __html: themeStylesheet() }} />
        {styleElements}
      </>
    );
  }

  function Libs() {
    return (
      <>
        {client?.assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </>
    );
  }

  // serializeState escapes every "<", so nothing in the content it carries can end the script element.
  function Fusion() {
    if (!client) return null;
    return (
      <>
        <script
          type="application/json"
          id={CLIENT_STATE_ID}
          dangerouslySetInnerHTML={{ __html: serializeState(client.page) }}
        />
        <script type="module" src={client.assets.runtime} />
      </>
    );
  }

  return {
    arcSite: state.arcSite,
    globalContent: state.globalContent,
    outputType: state.outputType,
    requestUri: state.requestUri,
    contextPath: state.contextPath,
    isAdmin: state.isAdmin,
    // The preview serves every file uncached (no-store), so there is no deployment to bust caches for.
    deployment: (path) => path,
    metaValue,
    MetaTags,
    Styles,
    Libs,
    Fusion,
  };
}
