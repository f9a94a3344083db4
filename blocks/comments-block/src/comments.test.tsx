import { runStandIn } from "@broadsheet/local-host/testing/jsdom-stand-ins";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { demoSites, renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { Comments } from "./comments";

// Watched, not replaced: a reader with no stored session must get the thread without sdk-identity being loaded.
jest.mock("@broadsheet/arc-client", () => {
  const actual = jest.requireActual<typeof import("@broadsheet/arc-client")>("@broadsheet/arc-client");
  return { ...actual, configureIdentity: jest.fn(actual.configureIdentity) };
});

/** The real sdk-identity against the fake Identity on jsdom's origin, as the preview mounts it. */
const fake = setupFakeArc({ origin: window.location.origin });
const SITE = "the-daily";
const PROPERTIES = demoSites[SITE];
const STAND_IN = "/pf/resources/comments/disqus-embed.js";
const STORY = {
  _id: "ABCDEF123456",
  type: "story",
  canonical_url: "/news/2026/11/27/the-long-read/",
  headlines: { basic: "The long read" },
};

interface DisqusTestWindow {
  DISQUS?: unknown;
  disqus_config?: unknown;
  __fakeDisqus?: {
    url?: string;
    identifier?: string;
    title?: string;
    remoteAuth?: string;
    apiKey?: string;
    language?: string;
    loads: number;
  };
}
const disqusWindow = () => window as unknown as DisqusTestWindow;

beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  forgetPage();
  jest.restoreAllMocks();
  document.body.innerHTML = "";
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  delete disqusWindow().DISQUS;
  delete disqusWindow().disqus_config;
  delete disqusWindow().__fakeDisqus;
});

async function renderComments(options: RenderBlockOptions = {}) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      renderBlock(Comments, {
        errorBoundary: false,
        ...options,
        context: { globalContent: STORY, ...options.context },
      }),
    );
  });
  return result as ReturnType<typeof render>;
}

/** The page's tag for Disqus's script, once there; then the browser runs the stand-in and fires its load. */
async function loadStandIn(): Promise<HTMLScriptElement> {
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>(`script[src="${STAND_IN}"]`);
    if (!found) throw new Error("no Disqus script yet");
    return found;
  });
  await act(async () => {
    runStandIn("comments/disqus-embed.js");
    script.dispatchEvent(new Event("load"));
  });
  return script;
}

async function signIn(email: string): Promise<void> {
  const Identity = await configureIdentity(SITE, PROPERTIES);
  await Identity.login(email, FIXTURE_PASSWORD);
}

describe("Comments", () => {
  it("is the island feature comments, hydrated as it comes near the viewport", () => {
    expect(Comments.definition.name).toBe("comments");
    expect(Comments.definition.kind).toBe("feature");
    expect(Comments.definition.hydration).toBe("visible");
    expect(Comments.static).toBe(false);
  });

  it("sends its heading and the thread's reserved box from the server, and hydrates them without a mismatch", async () => {
    const html = renderToString(renderBlock(Comments, { context: { globalContent: STORY } }));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    expect(within(container).getByRole("heading", { name: "Comments" })).toBeInTheDocument();
    const box = container.querySelector("#disqus_thread");
    expect(box).toHaveAttribute("aria-busy", "true");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(Comments, { context: { globalContent: STORY } }));
    });
    expect(container.querySelector("#disqus_thread")).toBe(box);
    expect(errors).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows a signed-out reader the story's thread as a guest: its address, its id, the public key, no sign-on", async () => {
    jest.mocked(configureIdentity).mockClear();
    const { container } = await renderComments();
    const script = await loadStandIn();
    expect(script.getAttribute("data-timestamp")).toMatch(/^\d+$/);
    expect(document.querySelector('script[src*="disqus.com"]')).toBeNull();
    expect(disqusWindow().__fakeDisqus).toMatchObject({
      url: "https://www.thedaily.example/news/2026/11/27/the-long-read/",
      identifier: "ABCDEF123456",
      title: "The long read",
      apiKey: "fake-disqus-public-key",
      language: "en",
      loads: 1,
    });
    expect(disqusWindow().__fakeDisqus?.remoteAuth).toBeUndefined();
    // Identity's public config, fetched without the SDK: a guest never downloads sdk-identity for the comments.
    expect(configureIdentity).not.toHaveBeenCalled();
    expect(screen.getByText(/Commenting as a guest/)).toBeInTheDocument();
    expect(container.querySelector("#disqus_thread")).toHaveAttribute("aria-busy", "false");
    expect(await axe(container)).toHaveNoViolations();
  });

  it("signs a signed-in reader in to Disqus with their SSO payload (getThirdPartyTokens: settings' disqus.ssoKey)", async () => {
    await signIn("ana.reader@example.test");
    await renderComments();
    await loadStandIn();
    expect(disqusWindow().__fakeDisqus).toMatchObject({
      identifier: "ABCDEF123456",
      remoteAuth: "disqus-sso-ana",
      apiKey: "fake-disqus-public-key",
    });
    expect(screen.getByText(/single sign-on/)).toBeInTheDocument();
  });

  it("lets a signed-in reader without a Disqus sign-on comment as a guest", async () => {
    await signIn("dora.subscriber@example.test");
    await renderComments();
    await loadStandIn();
    expect(disqusWindow().__fakeDisqus?.remoteAuth).toBeUndefined();
    expect(disqusWindow().__fakeDisqus?.apiKey).toBe("fake-disqus-public-key");
  });

  it("still shows the thread, as a guest, when the reader's settings cannot be read", async () => {
    await signIn("ana.reader@example.test");
    fake.identity.fail("v1/user/settings", 500, "500", "Identity is down");
    await renderComments();
    await loadStandIn();
    expect(disqusWindow().__fakeDisqus?.remoteAuth).toBeUndefined();
    const warnings = jest.mocked(console.warn).mock.calls.map(([message]) => String(message));
    expect(warnings.length).toBeGreaterThan(0);
    expect(new Set(warnings)).toEqual(
      new Set(["[comments-block] the reader's Disqus sign-on could not be read; commenting as a guest"]),
    );
  });

  it("signs the reader in to the thread already shown once they sign in on the page", async () => {
    await renderComments();
    await loadStandIn();
    expect(disqusWindow().__fakeDisqus?.remoteAuth).toBeUndefined();
    await act(async () => {
      await signIn("ana.reader@example.test");
    });
    await waitFor(() => expect(disqusWindow().__fakeDisqus).toMatchObject({ remoteAuth: "disqus-sso-ana", loads: 2 }));
    // One script: the thread was reset, not loaded again.
    expect(document.querySelectorAll(`script[src="${STAND_IN}"]`)).toHaveLength(1);
  });

  it.each([
    ["Disqus is off", { enabled: false }],
    ["Disqus has no public key", { enabled: true }],
  ])(
    "says comments are off, and loads nothing, when the organisation's identity config says %s",
    async (_case, disqus) => {
      fake.identity.store.setConfig({ disqus });
      const { container } = await renderComments();
      expect(await screen.findByText("Comments are turned off for this page.")).toBeInTheDocument();
      expect(container.querySelector("#disqus_thread")).toBeNull();
      expect(document.querySelector("script[src*='disqus']")).toBeNull();
      expect(screen.getByRole("heading", { name: "Comments" })).toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it("says comments are off from the server for a site that names no Disqus forum, or a page that is not a story", () => {
    for (const options of [
      { context: { arcSite: "le-quotidien", globalContent: STORY } },
      { context: { globalContent: { headlines: { basic: "No id" } } } },
      { context: { globalContent: null } },
    ]) {
      const container = document.createElement("div");
      container.innerHTML = renderToString(renderBlock(Comments, options));
      expect(container.querySelector(".b-comments__message")?.textContent).toMatch(
        /^(Comments are turned off for this page\.|Les commentaires sont désactivés sur cette page\.)$/,
      );
      expect(container.querySelector("#disqus_thread")).toBeNull();
    }
  });

  it("says the comments could not be loaded, with one warning, when Disqus's script fails", async () => {
    await renderComments();
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${STAND_IN}"]`);
      if (!found) throw new Error("no script yet");
      return found;
    });
    await act(async () => void script.dispatchEvent(new Event("error")));
    expect(await screen.findByText("The comments could not be loaded. Try again later.")).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(document.querySelector("#disqus_thread")).toBeNull();
  });

  it("says where the comments go in the editor, and loads nothing", async () => {
    await renderComments({ context: { isAdmin: true } });
    expect(screen.getByText("Readers see the story's Disqus comments here.")).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.querySelector("script[src*='disqus']")).toBeNull();
  });

  it("takes the editor's heading, and the site's language otherwise", async () => {
    const { unmount } = await renderComments({ customFields: { heading: " Join the debate " } });
    expect(screen.getByRole("heading", { name: "Join the debate" })).toBeInTheDocument();
    unmount();
    await renderComments({ context: { arcSite: "le-quotidien" } });
    expect(screen.getByRole("heading", { name: "Commentaires" })).toBeInTheDocument();
  });

  it("leaves the thread usable from the keyboard: Tab to Disqus's field, write, post", async () => {
    const user = userEvent.setup();
    await renderComments();
    await loadStandIn();
    await user.tab();
    expect(screen.getByLabelText("Join the discussion")).toHaveFocus();
    await user.keyboard("Well argued.");
    await user.tab();
    expect(screen.getByRole("button", { name: "Post comment" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(within(screen.getByRole("list", { name: "Comments" })).getByText(/Well argued\./)).toBeInTheDocument();
  });
});
