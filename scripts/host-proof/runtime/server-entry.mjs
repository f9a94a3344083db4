/*
 * The server bundle's entry: what Fusion's renderer does for a request, reduced to what the proof checks. The
 * page and its output type render with renderToString; a block's useContent that the page has not fetched yet
 * is fetched through the bundle's content sources and the document is rendered again (Fusion's passes), and
 * styled-components' ServerStyleSheet collects the site's own styles for the head.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import * as components from "fusion-proof-components";
import { PageContext } from "../fusion/host.mjs";
import { PageApp, planPage, renderablesOf } from "./page-app.mjs";

export { components };

const MAX_PASSES = 8;

/** A content source of the bundle, run as Fusion runs it: the site in `arc-site`, no cache between calls here. */
export async function fetchContent(source, query, arcSite) {
  const found = components.sources[source];
  if (!found) throw new Error(`no content source named ${source} in the bundle`);
  return (await found.fetch({ ...query, "arc-site": arcSite }, { cachedCall: (_key, fetcher) => fetcher() })) ?? null;
}

function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function withTheme(element) {
  return createElement(ThemeProvider, { theme: components.siteTheme }, element);
}

/**
 * Renders one page to a whole document. The first pass runs at once, in the caller's tick (`firstPass`): it
 * comes before any content has arrived or any await, so a part that would suspend on the server shows there
 * even where a later pass would find its code loaded. `done` resolves after the passes that fetch content.
 */
export function renderDocument({ definition, arcSite, requestUri, globalContent, clientScript, publicEnvironment }) {
  const plan = planPage(definition, components);
  const state = {
    arcSite,
    globalContent,
    outputType: "default",
    requestUri,
    renderables: renderablesOf(plan),
    content: {},
  };
  const OutputType = components.outputTypes.default;
  const meta = definition.meta ?? {};
  let styles = [];
  const passes = [];
  const failedContent = [];

  const renderPass = () => {
    state.requested = new Map();
    const clientState = { definition, state: { ...state, requested: undefined, renderables: undefined } };
    const parts = {
      arcSite,
      globalContent,
      outputType: "default",
      requestUri,
      contextPath: "/pf",
      isAdmin: false,
      deployment: (path) => path,
      metaValue: (name) => (typeof meta[name] === "string" ? meta[name] : undefined),
      MetaTags: () => null,
      CssLinks: () => styles,
      Libs: () => null,
      Fusion: () => [
        createElement("script", {
          key: "state",
          dangerouslySetInnerHTML: {
            __html: `window.__FUSION_PROOF__=${scriptJson({ ...globalThis.__FUSION_PROOF__, missingPhrases: undefined, environment: publicEnvironment, page: clientState })}`,
          },
        }),
        createElement("script", { key: "bundle", src: clientScript, defer: true }),
      ],
    };
    const sheet = new ServerStyleSheet();
    try {
      const page = withTheme(createElement(PageApp, { state, plan, components }));
      const document = createElement(PageContext.Provider, { value: state }, createElement(OutputType, parts, page));
      passes.push(`<!DOCTYPE html>${renderToString(sheet.collectStyles(document))}`);
      styles = sheet.getStyleElement();
    } finally {
      sheet.seal();
    }
    return [...state.requested];
  };

  let requested = renderPass();
  const done = (async () => {
    // One more pass than content needs: the head then holds the styles the previous pass collected.
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      await Promise.all(
        requested.map(async ([key, { source, query }]) => {
          try {
            state.content[key] = await fetchContent(source, query, arcSite);
          } catch (error) {
            state.content[key] = null;
            failedContent.push(`${source} ${JSON.stringify(query)}: ${error?.message ?? error}`);
          }
        }),
      );
      const fetched = requested.length;
      requested = renderPass();
      if (fetched === 0 && requested.length === 0) {
        return { html: passes.at(-1), passes, missing: plan.missing, failedContent };
      }
    }
    throw new Error(`${requestUri}: content still requested after ${MAX_PASSES} passes`);
  })();
  return { firstPass: passes[0], done };
}
