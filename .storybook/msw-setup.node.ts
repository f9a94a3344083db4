import { setupServer } from "msw/node";
import type { MswApi } from "msw-storybook-addon";

/**
 * Jest's stand-in for msw-setup.vite.ts (portable stories have no service worker): the same handlers through
 * msw/node. The addon types its instance as the browser's worker, but its loader only calls use() and
 * resetHandlers(), which the Node server has too; stories must keep to those for the same reason.
 */
export async function setupMsw(): Promise<MswApi> {
  const server = setupServer();
  server.listen({ onUnhandledRequest: "bypass" });
  return server as unknown as MswApi;
}
