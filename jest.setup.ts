import "@testing-library/jest-dom";
import { toHaveNoViolations } from "jest-axe";
import { preloadLazyParts } from "@broadsheet/kit";
import { installTestHost } from "@broadsheet/local-host/testing/install-test-host";

expect.extend(toHaveNoViolations);
installTestHost();

/*
 * The blocks' lazy parts (kit's lazyPart: a lead art's gallery view, the paywall's wall) are loaded before a file's
 * tests, as a renderToString host has them loaded at boot, so a test renders a block in one pass whatever content
 * it gets. Loading on first use is kit's own test, and the browser tests meet it on real pages.
 */
beforeAll(() => preloadLazyParts());

/*
 * user-event waits a timer tick after every key and pointer action by default (delay: 0); the tests type whole
 * addresses and card numbers, and those ticks made the slowest files slower by a fifth. With delay: null the
 * actions run back to back, in the same order. A test that needs the ticks passes its own delay. Only where there
 * is a DOM: user-event cannot even be imported in a node environment.
 */
if (typeof window !== "undefined") {
  const { default: userEvent } =
    jest.requireActual<typeof import("@testing-library/user-event")>("@testing-library/user-event");
  const setupUser = userEvent.setup.bind(userEvent);
  // The API object is typed read-only; its setup is replaced once, here, for every test file.
  Object.assign(userEvent, {
    setup: (options?: Parameters<typeof setupUser>[0]) => setupUser({ delay: null, ...options }),
  });
  /*
   * findBy and waitFor give up after 1 s by default. CI runs two workers, a browser and servers on two cores, and
   * a flow that waits on a deliberately slowed fake call (to see its "processing" state) then had too little of
   * that second left. A wait that succeeds returns as soon as it can, so only a failure takes longer to report.
   */
  jest.requireActual<typeof import("@testing-library/react")>("@testing-library/react").configure({
    asyncUtilTimeout: 4000,
  });
  /*
   * jsdom plays no media: its play() and pause() only log "Not implemented". A video player starts the provider's
   * <video> when the reader presses play; here that resolves and does nothing, as a browser's would without a
   * network. Tests that need to see it spy on these.
   */
  Object.assign(window.HTMLMediaElement.prototype, {
    play: () => Promise.resolve(),
    pause: () => undefined,
  });
}

/*
 * axe writes a selector for every element of every rule it ran, passes included, and in jsdom that was a fifth of
 * a form test's time (a select of 249 countries). Only violations fail a test, so only they are worked out whole.
 */
jest.mock("jest-axe", () => {
  const actual = jest.requireActual<typeof import("jest-axe")>("jest-axe");
  return { ...actual, axe: actual.configureAxe({ resultTypes: ["violations"] }) };
});
