import { setupServer } from "msw/node";
import type { MswApi } from "msw-storybook-addon";

type NodeMsw = ReturnType<typeof setupServer>;
const listening: NodeMsw[] = [];

// msw/node patches Node's http module, which every test file a jest worker runs shares. Left listening, the
// stories' handlers answered later files' requests to their own servers (a preview's /resizer/ on loopback got
// the fake resizer's 403), so the servers close with the test file that opened them.
afterAll(() => {
  for (const server of listening.splice(0)) server.close();
});

/**
 * Jest's stand-in for msw-setup.vite.ts (portable stories have no service worker): the same handlers through
 * msw/node. The addon types its instance as the browser's worker, but its loader only calls use() and
 * resetHandlers(), which the Node server has too; stories must keep to those for the same reason.
 */
export async function setupMsw(): Promise<MswApi> {
  const server = setupServer();
  server.listen({ onUnhandledRequest: "bypass" });
  listening.push(server);
  return server as unknown as MswApi;
}
