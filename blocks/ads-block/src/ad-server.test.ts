import {
  adServerSettings,
  fetchBids,
  GPT_URL,
  loadScript,
  onResizeSettled,
  PREBID_TIMEOUT_MS,
  requestSlot,
  requestWithRetry,
  resetAdServer,
  RETRY_MS,
  type AdServerSettings,
  type SlotRequest,
} from "./ad-server";
import { recordingTag, serveScripts } from "./test-tag";

type TestWindow = Window & { googletag?: unknown; pbjs?: unknown };

const HOUSE: AdServerSettings = {
  tagUrl: "/pf/resources/ads/house-ads.js",
  prebidTimeout: PREBID_TIMEOUT_MS,
  segmentTargeting: false,
};
const CUBE: SlotRequest = {
  elementId: "bs-ad-rail",
  slotName: "the-daily/homepage",
  sizes: [[300, 250]],
  outOfPage: false,
  targeting: { ad_type: "cube", position: "1" },
};

/** Lets pending promise callbacks run (several rounds: the request awaits a few in a row). */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

afterEach(() => {
  resetAdServer();
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (window as TestWindow).googletag;
  delete (window as TestWindow).pbjs;
  document.head.innerHTML = "";
});

describe("adServerSettings", () => {
  it("chooses the house stand-in by default, at the bundle's resources, with the site's name", () => {
    expect(adServerSettings({ websiteName: "The Daily Broadsheet" }, "/pf/resources/ads/house-ads.js")).toEqual({
      tagUrl: "/pf/resources/ads/house-ads.js?site=The%20Daily%20Broadsheet",
      prebidTimeout: 700,
      segmentTargeting: false,
    });
    expect(adServerSettings({ adServer: "house" }).tagUrl).toBe("/resources/ads/house-ads.js");
  });

  it("keeps a deployment's own query", () => {
    expect(adServerSettings({ websiteName: "Le Quotidien" }, "/resources/ads/house-ads.js?d=42").tagUrl).toBe(
      "/resources/ads/house-ads.js?d=42&site=Le%20Quotidien",
    );
  });

  it("chooses Google Publisher Tag for adServer gpt, with the network code and header bidding when set", () => {
    expect(
      adServerSettings({ adServer: "gpt", dfpId: 1234, adsPrebidUrl: "/prebid.js", adsPrebidTimeout: "900" }),
    ).toEqual({
      tagUrl: GPT_URL,
      network: "1234",
      prebidUrl: "/prebid.js",
      prebidTimeout: 900,
      segmentTargeting: false,
    });
    expect(GPT_URL).toBe("https://securepubads.g.doubleclick.net/tag/js/gpt.js");
    expect(adServerSettings({ adServer: "gpt", adsPrebidTimeout: -1 }).prebidTimeout).toBe(700);
  });

  it("targets the reader's segment only when adsSegmentTargeting is the boolean true", () => {
    expect(adServerSettings({ adsSegmentTargeting: true }).segmentTargeting).toBe(true);
    expect(adServerSettings({ adServer: "gpt", adsSegmentTargeting: true }).segmentTargeting).toBe(true);
    for (const value of [undefined, false, "true", 1, null])
      expect(adServerSettings({ adsSegmentTargeting: value }).segmentTargeting).toBe(false);
  });
});

describe("the queue", () => {
  it("loads the tag once for every slot, enables its services once, and runs each slot's commands in order", async () => {
    const { tag, calls } = recordingTag();
    const { requested } = serveScripts(
      () => "load",
      () => ((window as TestWindow).googletag = tag),
    );
    await Promise.all([
      requestSlot(HOUSE, CUBE),
      requestSlot(HOUSE, {
        ...CUBE,
        elementId: "bs-ad-top",
        sizes: [[728, 90]],
        targeting: { ad_type: "leaderboard-medium", position: "1" },
      }),
    ]);
    expect(requested).toEqual([HOUSE.tagUrl]);
    expect(calls.filter((call) => call === "enableServices")).toHaveLength(1);
    expect(calls.slice(0, 3)).toEqual(["enableSingleRequest", "disableInitialLoad", "enableServices"]);
    expect(calls).toEqual(
      expect.arrayContaining([
        "define the-daily/homepage 300x250 bs-ad-rail",
        "display bs-ad-rail",
        "refresh bs-ad-rail",
        "define the-daily/homepage 728x90 bs-ad-top",
        "refresh bs-ad-top",
      ]),
    );
    expect(calls.indexOf("display bs-ad-rail")).toBeLessThan(calls.indexOf("refresh bs-ad-rail"));
  });

  it("gives the slot its targeting, ad_type and position, and the network's path on GPT", async () => {
    const { tag, slots } = recordingTag();
    serveScripts(
      () => "load",
      () => ((window as TestWindow).googletag = tag),
    );
    await requestSlot({ ...HOUSE, tagUrl: GPT_URL, network: "1234" }, CUBE);
    expect(slots[0]).toMatchObject({ path: "/1234/the-daily/homepage", targeting: { ad_type: "cube", position: "1" } });
  });

  it("defines a 1x1 as an out-of-page slot", async () => {
    const { tag, calls } = recordingTag();
    serveScripts(
      () => "load",
      () => ((window as TestWindow).googletag = tag),
    );
    await requestSlot(HOUSE, { ...CUBE, outOfPage: true, sizes: [[1, 1]] });
    expect(calls).toContain("defineOutOfPage the-daily/homepage bs-ad-rail");
  });

  it("adds a script once, and asks again after a failed load", async () => {
    let fail = true;
    const { requested } = serveScripts(() => (fail ? "error" : "load"));
    await expect(loadScript("/a.js")).rejects.toThrow("could not load /a.js");
    expect(document.head.querySelector("script")).toBeNull();
    fail = false;
    await Promise.all([loadScript("/a.js"), loadScript("/a.js")]);
    expect(requested).toEqual(["/a.js", "/a.js"]);
  });
});

describe("header bidding", () => {
  const PREBID: AdServerSettings = { ...HOUSE, prebidUrl: "/prebid.js" };

  function fakePrebid(answerAfter: number | null) {
    const requests: { adUnitCodes: string[]; timeout: number }[] = [];
    const targeted: string[][] = [];
    const pbjs = {
      que: { push: (command: () => void) => command() },
      requestBids: (request: { adUnitCodes: string[]; timeout: number; bidsBackHandler: () => void }) => {
        requests.push({ adUnitCodes: request.adUnitCodes, timeout: request.timeout });
        if (answerAfter !== null) setTimeout(request.bidsBackHandler, answerAfter);
      },
      setTargetingForGPTAsync: (codes: string[]) => void targeted.push(codes),
    };
    return { pbjs, requests, targeted };
  }

  it("does nothing when the site has not enabled it", async () => {
    const { requested } = serveScripts(() => "load");
    await fetchBids(HOUSE, "bs-ad-rail");
    expect(requested).toEqual([]);
  });

  it("asks for the slot's bids with a 700 ms timeout, and sets their targeting before the refresh", async () => {
    jest.useFakeTimers();
    const { pbjs, requests, targeted } = fakePrebid(300);
    const { tag, calls } = recordingTag();
    serveScripts(
      () => "load",
      (src) =>
        ((window as TestWindow)[src === "/prebid.js" ? "pbjs" : "googletag"] = src === "/prebid.js" ? pbjs : tag),
    );
    const done = requestSlot(PREBID, CUBE);
    await settle();
    expect(requests).toEqual([{ adUnitCodes: ["bs-ad-rail"], timeout: 700 }]);
    expect(calls).not.toContain("refresh bs-ad-rail");
    jest.advanceTimersByTime(300);
    await done;
    expect(targeted).toEqual([["bs-ad-rail"]]);
    expect(calls).toContain("refresh bs-ad-rail");
  });

  it("refreshes without bids once 700 ms have passed", async () => {
    jest.useFakeTimers();
    const { pbjs } = fakePrebid(null);
    const { tag, calls } = recordingTag();
    serveScripts(
      () => "load",
      (src) =>
        ((window as TestWindow)[src === "/prebid.js" ? "pbjs" : "googletag"] = src === "/prebid.js" ? pbjs : tag),
    );
    const done = requestSlot(PREBID, CUBE);
    await settle();
    jest.advanceTimersByTime(699);
    await settle();
    expect(calls).not.toContain("refresh bs-ad-rail");
    jest.advanceTimersByTime(1);
    await done;
    expect(calls).toContain("refresh bs-ad-rail");
  });

  it("logs a header-bidding script that fails and fills the slot all the same", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { tag, calls } = recordingTag();
    serveScripts(
      (src) => (src === "/prebid.js" ? "error" : "load"),
      () => ((window as TestWindow).googletag = tag),
    );
    await requestSlot(PREBID, CUBE);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(calls).toContain("refresh bs-ad-rail");
  });
});

describe("retry", () => {
  it("tries a failed request once more after 2000 ms, and fills the slot then", async () => {
    jest.useFakeTimers();
    const { tag, calls } = recordingTag();
    let attempts = 0;
    const { requested } = serveScripts(
      () => (++attempts === 1 ? "error" : "load"),
      () => ((window as TestWindow).googletag = tag),
    );
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const done = requestWithRetry(HOUSE, CUBE);
    await settle();
    expect(requested).toHaveLength(1);
    jest.advanceTimersByTime(RETRY_MS - 1);
    await settle();
    expect(requested).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(await done).not.toBeNull();
    expect(requested).toHaveLength(2);
    expect(calls).toContain("refresh bs-ad-rail");
    expect(errors).not.toHaveBeenCalled();
    expect(RETRY_MS).toBe(2000);
  });

  it("gives up after the one retry, only logging the failure", async () => {
    jest.useFakeTimers();
    const { requested } = serveScripts(() => "error");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const done = requestWithRetry(HOUSE, CUBE);
    await settle();
    jest.advanceTimersByTime(RETRY_MS);
    await expect(done).resolves.toBeNull();
    expect(requested).toHaveLength(2);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain("bs-ad-rail");
    jest.advanceTimersByTime(RETRY_MS * 5);
    await settle();
    expect(requested).toHaveLength(2);
  });

  it("does not retry for a slot that has left the page", async () => {
    jest.useFakeTimers();
    const { requested } = serveScripts(() => "error");
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    let current = true;
    const done = requestWithRetry(HOUSE, CUBE, () => current);
    await settle();
    current = false;
    jest.advanceTimersByTime(RETRY_MS);
    await expect(done).resolves.toBeNull();
    expect(requested).toHaveLength(1);
  });
});

describe("onResizeSettled", () => {
  it("calls back once resizing has paused for 250 ms", () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    const stop = onResizeSettled(callback);
    for (let step = 0; step < 5; step += 1) {
      window.dispatchEvent(new Event("resize"));
      jest.advanceTimersByTime(200);
    }
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event("resize"));
    jest.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
