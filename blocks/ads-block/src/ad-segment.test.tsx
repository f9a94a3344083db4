import { runStandIn } from "@broadsheet/local-host/testing/jsdom-stand-ins";
import { act } from "react";
import { http, HttpResponse } from "msw";
import { render, waitFor } from "@testing-library/react";
import { demoSites, renderBlock, setSiteProperties } from "@broadsheet/local-host";
import { configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { Ads } from "./index";
import { resetAdServer } from "./ad-server";
import { forgetReaderSegments, segmentOf, segmentTargetingOn } from "./ad-segment";
import { fetchReaderSegment } from "./reader-segment";
import { recordingTag, serveScripts } from "./test-tag";

// The module that configures sdk-identity, watched: an anonymous reader's page must never load it.
jest.mock("./reader-segment", () => {
  const actual = jest.requireActual<typeof import("./reader-segment")>("./reader-segment");
  return { fetchReaderSegment: jest.fn(actual.fetchReaderSegment) };
});

/** The real sdk-identity against the fake on jsdom's origin. */
const fake = setupFakeArc({ origin: window.location.origin });
const SITE = "the-daily";
const PROPERTIES = demoSites[SITE] ?? {};
const ANA = "ana.reader@example.test";
/** A registered reader (no subscription). */
const CHLOE = "chloe.both@example.test";

type TestWindow = Window & { googletag?: unknown };

let identityCalls: string[] = [];
fake.server.events.on("request:start", ({ request }) => {
  if (new URL(request.url).pathname.startsWith("/identity/")) identityCalls.push(new URL(request.url).pathname);
});

function withRecordingTag() {
  const recorded = recordingTag();
  serveScripts(
    () => "load",
    () => ((window as TestWindow).googletag = recorded.tag),
  );
  return recorded;
}

/** Lets the session check, the segmentation call and the ad queue answer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function renderCube(arcSite = SITE) {
  const recorded = withRecordingTag();
  render(renderBlock(Ads, { customFields: { adType: "300x250" }, id: "cube", context: { arcSite } }));
  for (let round = 0; round < 40 && !recorded.slots.length; round += 1) await settle();
  return recorded;
}

async function signIn(email: string): Promise<void> {
  const Identity = await configureIdentity(SITE, PROPERTIES);
  await Identity.login(email, FIXTURE_PASSWORD, { rememberMe: true });
  identityCalls = [];
}

beforeEach(() => {
  identityCalls = [];
});

afterEach(() => {
  forgetPage();
  forgetReaderSegments();
  resetAdServer();
  jest.restoreAllMocks();
  jest.mocked(fetchReaderSegment).mockClear();
  delete (window as TestWindow).googletag;
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("segment targeting", () => {
  it("is on only where the site property adsSegmentTargeting is true (The Daily on the preview)", () => {
    expect(segmentTargetingOn(PROPERTIES)).toBe(true);
    expect(segmentTargetingOn(demoSites["le-quotidien"])).toBe(false);
    expect(segmentTargetingOn({ adsSegmentTargeting: "yes" })).toBe(false);
    expect(segmentTargetingOn(null)).toBe(false);
  });

  it("reads the segment from the SDK's answer, and nothing from anything else", () => {
    expect(segmentOf({ id: 3, segment: "subscriber" })).toBe("subscriber");
    expect(segmentOf({ id: 3 })).toBeUndefined();
    expect(segmentOf({ segment: "  " })).toBeUndefined();
    expect(segmentOf({ segment: 7 })).toBeUndefined();
    expect(segmentOf(null)).toBeUndefined();
    expect(segmentOf("subscriber")).toBeUndefined();
  });

  it("sends a signed-in subscriber's segment with the ad request", async () => {
    await signIn(ANA);
    const { slots } = await renderCube();
    expect(slots[0]?.targeting).toEqual({ ad_type: "cube", position: "1", segment: "subscriber" });
    expect(identityCalls).toContain("/identity/public/v2/identity/segmentation");
  });

  it("sends a registered reader's segment, asked once for all the page's slots", async () => {
    await signIn(CHLOE);
    const recorded = withRecordingTag();
    render(
      <>
        {renderBlock(Ads, { customFields: { adType: "300x250" }, id: "one" })}
        {renderBlock(Ads, { customFields: { adType: "728x90|320x50" }, id: "two" })}
      </>,
    );
    for (let round = 0; round < 40 && recorded.slots.length < 2; round += 1) await settle();
    expect(recorded.slots.map((slot) => slot.targeting.segment)).toEqual(["registered", "registered"]);
    expect(identityCalls.filter((path) => path.endsWith("/segmentation"))).toHaveLength(1);
  });

  it("leaves the segment out where the site does not allow it, and never asks Identity", async () => {
    setSiteProperties("no-segments", { ...PROPERTIES, adsSegmentTargeting: false });
    await signIn(ANA);
    const { slots } = await renderCube("no-segments");
    expect(slots[0]?.targeting).toEqual({ ad_type: "cube", position: "1" });
    expect(fetchReaderSegment).not.toHaveBeenCalled();
    expect(identityCalls).toEqual([]);
  });

  it("for an anonymous reader loads nothing of Identity and sends no segment", async () => {
    const { slots } = await renderCube();
    expect(slots[0]?.targeting).toEqual({ ad_type: "cube", position: "1" });
    expect(fetchReaderSegment).not.toHaveBeenCalled();
    expect(identityCalls).toEqual([]);
  });

  it("for a reader who signed out (the SDK leaves an empty session behind) loads nothing of Identity", async () => {
    localStorage.setItem("ArcId.USER_INFO", "{}");
    sessionStorage.setItem("ArcId.USER_INFO", "{}");
    const { slots } = await renderCube();
    expect(slots[0]?.targeting.segment).toBeUndefined();
    expect(fetchReaderSegment).not.toHaveBeenCalled();
  });

  it("goes ahead untargeted when the segmentation call fails", async () => {
    await signIn(ANA);
    fake.server.use(
      http.get("*/identity/public/v2/identity/segmentation", () =>
        HttpResponse.json({ code: "300000", message: "down" }, { status: 500 }),
      ),
    );
    const { slots } = await renderCube();
    expect(slots[0]?.targeting).toEqual({ ad_type: "cube", position: "1" });
    expect(fetchReaderSegment).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a subscriber", ANA, "Thank you for subscribing"],
    ["an anonymous reader", null, "Subscribe today"],
  ])("lets the preview's house stand-in show %s its own creative", async (_who, email, line) => {
    if (email) await signIn(email);
    serveScripts(
      () => "load",
      () => runStandIn("ads/house-ads.js"),
    );
    const { container } = render(renderBlock(Ads, { customFields: { adType: "300x250" }, id: "cube" }));
    await waitFor(() => expect(container.querySelector(".b-ads__slot svg")).not.toBeNull(), { timeout: 5000 });
    expect(container.querySelector(".b-ads__slot svg")?.textContent).toContain(line);
  });
});
