/** The fake's Node-only side: msw/node for jest, and the adapter a Node server mounts it with. */
export { setupFakeArc } from "./setup-fake-arc";
export type { JestFakeArc } from "./setup-fake-arc";
export { nodeAdapter, type NodeAdapterOptions } from "./node-adapter";
export { fetchAdapter } from "./fetch-adapter";
export { createNodeFakeArc } from "./node-fake-arc";
