import { resetConfigProblemReports } from "@broadsheet/arc-client";
import { createFakeArc } from "@broadsheet/fake-arc";

/** The demo site's identity origin is the page's own ("/"): the fake Identity API answers there. */
export const identityApi = createFakeArc({ origin: window.location.origin });

/** msw-storybook-addon's parameters for the three blocks' stories. */
export const identityMsw = { msw: { handlers: { identityApi: identityApi.handlers } } };

/** Each story is a new page: a missing site property is named in the console again. */
export function newPage(): void {
  resetConfigProblemReports();
}
