import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { POPUP_SIZES, ShareBar, sharedStory, shareURL, type SharedStory } from "./index";
import { popupFeatures } from "./share-links";

const STORY_URL = "https://www.thedaily.example/politics/2026/11/20/the-long-read/";

function renderBar(
  globalContent: unknown = theLongRead,
  customFields: RenderBlockOptions["customFields"] = {},
  arcSite = "the-daily",
) {
  return render(renderBlock(ShareBar, { customFields, context: { globalContent, arcSite }, errorBoundary: false }));
}

const link = (name: string) => screen.getByRole("link", { name });

/**
 * Clicks the link and tells whether the page would follow it, then stops it (jsdom cannot navigate): a
 * listener on the window runs after the block's own.
 */
function wouldFollow(target: HTMLElement, init: MouseEventInit = {}): boolean {
  let followed = false;
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", record, { once: true });
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
  return followed;
}

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, "open").mockImplementation(() => ({ opener: window }) as unknown as Window);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe("Share Bar", () => {
  it("is the feature share-bar, an island that hydrates on interaction", () => {
    expect(ShareBar.definition.name).toBe("share-bar");
    expect(ShareBar.definition.hydration).toBe("interaction");
    expect(ShareBar.static).toBe(false);
  });

  it("sends real share links from the server, named for each network, with the story's absolute address", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      renderBlock(ShareBar, { context: { globalContent: theLongRead, arcSite: "the-daily" } }),
    );
    const list = container.querySelector("ul.b-share-bar");
    expect(list).toHaveAttribute("aria-label", "Share this story");
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("aria-label"))).toEqual([
      "Share on Facebook",
      "Share on X",
      "Share on Pinterest",
      "Share on LinkedIn",
      "Share by email",
    ]);
    for (const a of links) expect(a.getAttribute("href")).toContain(encodeURIComponent(STORY_URL));
    // Icons are decoration: the link's name says what it does.
    for (const svg of container.querySelectorAll("svg")) expect(svg).toHaveAttribute("aria-hidden", "true");
  });

  it("hydrates the server's markup as it is", async () => {
    const element = renderBlock(ShareBar, { context: { globalContent: theLongRead, arcSite: "the-daily" } });
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const served = container.querySelector("a");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(container.querySelector("a")).toBe(served);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it.each([
    ["Share on Facebook", "facebook", 658, 354],
    ["Share on X", "twitter", 658, 354],
    ["Share on Pinterest", "pinterest", 658, 354],
    ["Share on LinkedIn", "linkedin", 830, 460],
    ["Share by email", "email", 830, 460],
  ])("a click on %s opens a centred %s popup of %d × %d instead of following the link", async (name, _, w, h) => {
    const user = userEvent.setup();
    renderBar();
    const target = link(name);
    const event = fireEvent.click(target);
    // fireEvent returns false when the default was prevented: the page stays on the story.
    expect(event).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, windowName, features] = open.mock.calls[0] as [string, string, string];
    expect(url).toBe(target.getAttribute("href"));
    expect(windowName).toBe("share");
    expect(features).toContain(`width=${w},height=${h}`);
    expect(features).toMatch(/left=\d+,top=\d+/);
    await user.click(target);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("opens the popup when a keyboard user tabs to a link and presses Enter", async () => {
    const user = userEvent.setup();
    renderBar();
    await user.tab();
    await user.tab();
    expect(link("Share on X")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe(link("Share on X").getAttribute("href"));
    expect(open.mock.calls[0]?.[2]).toContain("width=658,height=354");
  });

  it("cuts the popup off from the page", () => {
    const popup = { opener: window as Window | null };
    open.mockImplementation(() => popup as unknown as Window);
    renderBar();
    fireEvent.click(link("Share on Facebook"));
    expect(popup.opener).toBeNull();
  });

  it("follows the link as usual when the browser blocks the popup", () => {
    open.mockImplementation(() => null);
    renderBar();
    expect(wouldFollow(link("Share on LinkedIn"))).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("leaves a click with a modifier (new tab, new window) to the browser", () => {
    renderBar();
    expect(wouldFollow(link("Share on Facebook"), { metaKey: true })).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it("shows only the networks the editor leaves on, and nothing when all are off", () => {
    const { container, unmount } = renderBar(theLongRead, { facebook: false, pinterest: false, email: false });
    expect(
      within(container)
        .getAllByRole("link")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Share on X", "Share on LinkedIn"]);
    unmount();
    const none = renderBar(theLongRead, {
      email: false,
      facebook: false,
      pinterest: false,
      twitter: false,
      linkedIn: false,
    });
    expect(none.container).toBeEmptyDOMElement();
  });

  it("renders nothing for a story without an address, or a page without a story", () => {
    expect(
      renderBar({ ...theLongRead, canonical_url: undefined, website_url: undefined }).container,
    ).toBeEmptyDOMElement();
    expect(renderBar(null).container).toBeEmptyDOMElement();
    expect(renderBar({ website_url: "javascript:alert(1)" }).container).toBeEmptyDOMElement();
  });

  it("speaks the site's language", () => {
    renderBar({ ...theLongRead }, {}, "le-quotidien");
    expect(screen.getByRole("list", { name: "Partager cet article" })).toBeInTheDocument();
    expect(link("Partager sur Facebook")).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent("https://www.lequotidien.example/politics/")),
    );
    expect(link("Partager par e-mail")).toBeInTheDocument();
  });

  it("has no axe violations, left to right and right to left", async () => {
    const { container, unmount } = renderBar();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const rtl = render(
      <div dir="rtl">{renderBlock(ShareBar, { context: { globalContent: theLongRead, arcSite: "al-yawm" } })}</div>,
    );
    expect(await axe(rtl.container)).toHaveNoViolations();
  });
});

describe("share addresses", () => {
  const story: SharedStory = {
    url: "https://www.thedaily.example/news/a&b?x=1#top",
    title: "Rates & “ties”: 100% up",
    image: "https://img.example/a b.jpg",
  };

  it("encode the address and title for each network", () => {
    const url = encodeURIComponent(story.url);
    const title = encodeURIComponent(story.title);
    expect(url).toBe("https%3A%2F%2Fwww.thedaily.example%2Fnews%2Fa%26b%3Fx%3D1%23top");
    expect(shareURL("facebook", story)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(shareURL("twitter", story)).toBe(`https://twitter.com/intent/tweet?url=${url}&text=${title}`);
    expect(shareURL("linkedin", story)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(shareURL("pinterest", story)).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(story.image)}&description=${title}`,
    );
    expect(shareURL("email", story, "The Daily")).toBe(
      `mailto:?subject=${encodeURIComponent(`${story.title} | The Daily`)}&body=${encodeURIComponent(`${story.title}\n\n${story.url}`)}`,
    );
  });

  it("leave out what the story lacks", () => {
    const bare = { url: "https://a.example/", title: "", image: "" };
    expect(shareURL("twitter", bare)).toBe("https://twitter.com/intent/tweet?url=https%3A%2F%2Fa.example%2F");
    expect(shareURL("pinterest", bare)).toBe(
      "https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fa.example%2F",
    );
    expect(shareURL("email", bare)).toBe("mailto:?subject=&body=https%3A%2F%2Fa.example%2F");
    // A lone surrogate half cannot be encoded: left out rather than breaking the link.
    expect(shareURL("twitter", { ...bare, title: "\ud800" })).toBe(shareURL("twitter", bare));
  });

  it("have the spec's popup sizes, centred on the reader's window", () => {
    expect(POPUP_SIZES).toEqual({
      facebook: { width: 658, height: 354 },
      twitter: { width: 658, height: 354 },
      pinterest: { width: 658, height: 354 },
      linkedin: { width: 830, height: 460 },
      email: { width: 830, height: 460 },
    });
    const view = { screenX: 100, screenY: 50, outerWidth: 1258, outerHeight: 754 } as Window;
    expect(popupFeatures("facebook", view)).toBe("width=658,height=354,left=400,top=250,scrollbars=yes,resizable=yes");
    expect(popupFeatures("email", view)).toBe("width=830,height=460,left=314,top=197,scrollbars=yes,resizable=yes");
  });

  it("come from the story's canonical address, else its website_url, on the site's domain", () => {
    expect(sharedStory(theLongRead, "https://www.thedaily.example/")).toEqual({
      url: STORY_URL,
      title: theLongRead.headlines?.basic,
      image: expect.any(String),
    });
    expect(sharedStory({ website_url: "/a/" }, "https://x.example")?.url).toBe("https://x.example/a/");
    expect(sharedStory({ canonical_url: "https://other.example/b/" }, undefined)?.url).toBe("https://other.example/b/");
    expect(sharedStory({ website_url: "/a/" }, "not a domain")).toBeNull();
    expect(sharedStory({ website_url: "//evil.example/" }, "https://x.example")).toBeNull();
    expect(sharedStory("a string", "https://x.example")).toBeNull();
  });

  it("carry the text of a headline's inline markup, never its tags", () => {
    const story = {
      website_url: "/a/",
      headlines: { basic: "Riders return to <i>transit</i> &amp; <script>x()</script>buses" },
    };
    expect(sharedStory(story, "https://x.example")?.title).toBe("Riders return to transit & buses");
  });
});
