import { preload } from "react-dom";
import type { OutputTypeParts } from "@broadsheet/kit";
import { CLIENT_STATE_ID, serializeState, type ClientPage } from "../client/client-state";
import { EditingStyles } from "../host/editing-styles";
import type { HostState } from "../host/host-context";
import { PAGE_STAND_INS, type PageMeta, type PageStandIn } from "../page/page-definition";
import type { PageAssets } from "./client-bundles";

/** One `<style>` element React wrote for hoistable styles: its precedence, the hrefs it holds and their CSS. */
export interface HoistedStyle {
  precedence: string;
  href: string;
  css: string;
}

/** An image preload React wrote for an eager picture of the page (see splitHoistedStyles). */
export interface ImagePreload {
  href?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: "high" | "low";
}

export interface PartsInput {
  state: HostState;
  /** The page's title in the preview's list, what `metaValue("title")` answers when the metadata has none. */
  title: string;
  meta: PageMeta | undefined;
  /** The styled components' styles, hoisted by React while the page body rendered (see splitHoistedStyles). */
  styles: HoistedStyle[];
  /** The pictures' preloads, from the same render: React places each in the head by its priority. */
  preloads?: readonly ImagePreload[];
  /** The page's third-party stand-ins, loaded before the page's own code runs. */
  standIns?: readonly PageStandIn[];
  /** What the browser needs to hydrate the page; absent for a server-only render. */
  client?: { page: ClientPage; assets: PageAssets };
  /** The response's Content-Security-Policy nonce, which every script the host writes carries. */
  nonce?: string;
}

/** Metadata the output type reads but readers never see as a tag: the title has its element, the type is ours. */
const NOT_META_TAGS = new Set(["title", "page-type"]);

/** Everything an output type is handed but the page itself, as Fusion hands it. */
export function outputTypeParts({
  state,
  title,
  meta = {},
  styles,
  preloads = [],
  standIns = [],
  client,
  nonce,
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

  // The stylesheets are the styled components' own output, never content: React would escape
  // the ">" of a child selector if they were text. The hoisted ones keep the attributes React gave them, by
  // which the browser's React finds them (and does not insert them again) when the page hydrates.
  function Styles() {
    // Through React's preload, not a <link>: React then writes each where its one-pass render would, a lead
    // picture's (fetchPriority high) right after the font preloads, ahead of the styles and scripts.
    for (const { href, imageSrcSet, imageSizes, fetchPriority } of preloads) {
      const src = href ?? imageSrcSet?.trim().split(/\s+/)[0];
      if (src) preload(src, { as: "image", imageSrcSet, imageSizes, fetchPriority });
    }
    return (
      <>
        {styles.map(({ precedence, href, css }) => (
          <style key={href} data-precedence={precedence} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
        {/* Admin pages only: the outline and label of what an editor can edit in place. */}
        {state.isAdmin ? <EditingStyles /> : null}
      </>
    );
  }

  function Libs() {
    return (
      <>
        {client?.assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
        {/* Deferred classic scripts run before the page's module scripts, so the islands find them loaded. */}
        {client ? standIns.map((name) => <script key={name} defer src={PAGE_STAND_INS[name]} nonce={nonce} />) : null}
      </>
    );
  }

  // serializeState escapes every "<", so nothing in the content it carries can end the script element. The
  // state is a data block, which the browser never runs (CSP does not govern it); the runtime is what needs the nonce.
  function Fusion() {
    if (!client) return null;
    return (
      <>
        <script
          type="application/json"
          id={CLIENT_STATE_ID}
          dangerouslySetInnerHTML={{ __html: serializeState(client.page) }}
        />
        <script type="module" src={client.assets.runtime} nonce={nonce} />
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
