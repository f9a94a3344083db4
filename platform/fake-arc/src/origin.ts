/**
 * Where tests and Storybook reach the fake: an origin no network answers (RFC 2606's .test), so a request
 * MSW does not intercept fails at once instead of leaving the machine. The preview server mounts the same
 * handlers on its own origin instead.
 */
export const FAKE_ARC_ORIGIN = "https://fake-arc.test";
