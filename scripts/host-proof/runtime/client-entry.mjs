/*
 * The client bundle's entry: Fusion hydrates #fusion-app with the same tree the server rendered, from the state
 * the page carries. Every error React reports while hydrating is logged, where the proof's browser reads it.
 */
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { ThemeProvider } from "styled-components";
import * as components from "fusion-proof-components";
import { PageApp, planPage, renderablesOf } from "./page-app.mjs";

const { page } = window.__FUSION_PROOF__;
const plan = planPage(page.definition, components);
const state = { ...page.state, renderables: renderablesOf(plan) };
const report = (kind) => (error) => console.error(`${kind}: ${error?.message ?? error}`);

hydrateRoot(
  document.getElementById("fusion-app"),
  createElement(ThemeProvider, { theme: components.siteTheme }, createElement(PageApp, { state, plan, components })),
  {
    onRecoverableError: report("hydration"),
    onCaughtError: report("caught"),
    onUncaughtError: report("uncaught"),
  },
);
window.__FUSION_PROOF_STARTED__ = true;
