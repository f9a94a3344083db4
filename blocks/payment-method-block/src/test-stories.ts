import { createFakeArc } from "@broadsheet/fake-arc";

/** The demo site's Sales origin is the page's own ("/"): the fake services answer there. */
export const commerceApi = createFakeArc({ origin: window.location.origin });

/** msw-storybook-addon's parameters for the block's stories. */
export const commerceMsw = { msw: { handlers: { commerceApi: commerceApi.handlers } } };
