import { createBrowserFakeArc } from "@broadsheet/fake-arc";

/**
 * The fake Arc content services every story talks to, on FAKE_ARC_ORIGIN: one instance per Storybook page (and
 * per jest test file), reset before each story so a story's changes to the store or its scenarios never reach
 * the next. The preview gives its handlers to msw-storybook-addon (`parameters.msw.handlers.fakeArc`), which
 * runs them in the browser's service worker in Storybook and through msw/node under jest (msw-setup.*.ts).
 */
export const fakeArc = createBrowserFakeArc();
