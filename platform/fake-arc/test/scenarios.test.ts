/** @jest-environment node */
import { setupFakeArc } from "../src/node";
import { FAKE_ARC_ORIGIN } from "../src/origin";
import { getJson } from "./fixtures/fetch-json";
import { smallCorpus } from "./fixtures/small-corpus";

const fake = setupFakeArc({ corpus: smallCorpus() });
const STORY = "/content/v4/stories?website=the-daily&_id=A";

function post(path: string, body: string): Promise<Response> {
  return fetch(`${FAKE_ARC_ORIGIN}${path}`, { method: "POST", body, headers: { "content-type": "application/json" } });
}

describe("fail", () => {
  it("fails every matching call with Arc's error body until cleared, leaving other paths alone", async () => {
    fake.scenarios.fail({ path: "/content/v4/stories" }, 503);
    const failure = {
      status: 503,
      body: { httpStatus: 503, code: "scenario_failure", message: "A scenario fails GET /content/v4/stories" },
    };
    expect(await getJson(STORY)).toEqual(failure);
    expect(await getJson(STORY)).toEqual(failure);
    expect((await getJson("/tags/v2/slugs?slugs=budget")).status).toBe(200);
    fake.scenarios.clear();
    expect((await getJson(STORY)).status).toBe(200);
  });

  it("fails once with the given body, then answers as usual", async () => {
    fake.scenarios.fail({ path: "/content/v4/stories", once: true }, 500, { error: "boom" });
    expect(await getJson(STORY)).toEqual({ status: 500, body: { error: "boom" } });
    expect((await getJson(STORY)).status).toBe(200);
    expect(fake.scenarios.list()).toEqual([]);
  });

  it("fails with a non-JSON body", async () => {
    fake.scenarios.add({ path: "/content/v4/stories", kind: "fail", status: 502, text: "<h1>Bad gateway</h1>" });
    const response = await fetch(`${FAKE_ARC_ORIGIN}${STORY}`);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe("<h1>Bad gateway</h1>");
  });

  it("matches a query parameter, and a path prefix ending in *", async () => {
    fake.scenarios.fail({ path: "/content/v4/stories", query: { _id: "C" } }, 500);
    expect((await getJson(STORY)).status).toBe(200);
    expect((await getJson("/content/v4/stories?website=the-daily&_id=C")).status).toBe(500);
    fake.scenarios.fail({ path: "/site/v3/*" }, 504);
    expect((await getJson("/site/v3/navigation/the-daily")).status).toBe(504);
    expect((await getJson("/site/v3/website/the-daily/section?_id=/news")).status).toBe(504);
  });
});

describe("malformed", () => {
  it("answers the real document with its fields of the wrong types", async () => {
    fake.scenarios.malformed({ path: "/content/v4/stories" });
    const { status, body } = await getJson(STORY);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      headlines: 42,
      display_date: 1_700_000_000,
      type: ["story"],
      content_elements: { "0": { type: ["story"], content: "Body of A." } },
      taxonomy: "news",
      credits: "by nobody",
    });
  });

  it("answers the real document without its key fields (a feed's type, content_elements and count)", async () => {
    fake.scenarios.malformed({ path: "/content/v4/search/published" }, "missing-fields");
    const { body } = await getJson("/content/v4/search/published?website=the-daily");
    expect(body).toEqual({});
  });

  it("answers an array where an object belongs, or exactly the document given", async () => {
    fake.scenarios.malformed({ path: "/content/v4/stories", once: true }, "not-an-object");
    const { body } = await getJson(STORY);
    expect(body).toEqual([expect.objectContaining({ _id: "A" })]);
    fake.scenarios.malformed({ path: "/content/v4/stories" }, { document: { content_elements: "none" } });
    expect(await getJson(STORY)).toEqual({ status: 200, body: { content_elements: "none" } });
  });

  it("keeps an error's status when the real answer is one", async () => {
    fake.scenarios.malformed({ path: "/content/v4/stories" }, "missing-fields");
    const { status, body } = await getJson("/content/v4/stories?website=the-daily&_id=NOPE");
    expect(status).toBe(404);
    expect(body).toEqual({ httpStatus: 404, code: "not_found", message: expect.stringContaining('"NOPE"') });
  });
});

describe("delay", () => {
  afterEach(() => jest.useRealTimers());

  /** Virtual milliseconds until the call settles: the delay's timer is the only one that moves it on. */
  async function virtualTimeToAnswer(path: string): Promise<{ elapsed: number; status: number }> {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask", "Date", "performance"] });
    let status = 0;
    const call = fetch(`${FAKE_ARC_ORIGIN}${path}`).then((response) => (status = response.status));
    let elapsed = 0;
    while (status === 0 && elapsed < 10_000) {
      await jest.advanceTimersByTimeAsync(100);
      elapsed += 100;
    }
    await call;
    return { elapsed, status };
  }

  it("holds a matching call for the time given, then answers it as usual", async () => {
    fake.scenarios.delay({ path: "/content/v4/stories" }, 2_000);
    const delayed = await virtualTimeToAnswer(STORY);
    expect(delayed.status).toBe(200);
    expect(delayed.elapsed).toBeGreaterThanOrEqual(2_000);
    expect((await virtualTimeToAnswer("/tags/v2/slugs?slugs=budget")).elapsed).toBeLessThan(2_000);
  });

  it("delays and then fails when both apply", async () => {
    fake.scenarios.delay({ path: "/content/v4/stories", once: true }, 1_000);
    fake.scenarios.fail({ path: "/content/v4/stories", once: true }, 500);
    const delayed = await virtualTimeToAnswer(STORY);
    expect(delayed).toEqual({ status: 500, elapsed: expect.any(Number) });
    expect(delayed.elapsed).toBeGreaterThanOrEqual(1_000);
    expect((await virtualTimeToAnswer(STORY)).status).toBe(200);
  });
});

describe("reset and the control endpoints", () => {
  it("reset clears scenarios and brings the store back", async () => {
    fake.scenarios.fail({ path: "/tags/v2/slugs" }, 500);
    fake.store.removeContent("A");
    fake.reset();
    expect((await getJson("/tags/v2/slugs?slugs=budget")).status).toBe(200);
    expect((await getJson(STORY)).status).toBe(200);
  });

  it("takes scenarios posted as JSON, one or a list", async () => {
    const one = await post(
      "/__fake-arc/scenarios",
      JSON.stringify({ path: "/tags/v2/slugs", kind: "fail", status: 418 }),
    );
    expect(one.status).toBe(200);
    expect((await getJson("/tags/v2/slugs?slugs=budget")).status).toBe(418);
    await post(
      "/__fake-arc/scenarios",
      JSON.stringify([
        { path: "/author/v2/author-service", kind: "malformed", shape: "not-an-object", once: true },
        { path: "/search/v2/query", query: { q: "x" }, kind: "delay", ms: 0 },
      ]),
    );
    expect(fake.scenarios.list()).toHaveLength(3);
    expect((await getJson("/author/v2/author-service?slug=jane-okafor")).body).toEqual([
      { authors: [expect.objectContaining({ slug: "jane-okafor" })] },
    ]);
  });

  it("resets through POST /__fake-arc/reset and clears through DELETE /__fake-arc/scenarios", async () => {
    fake.scenarios.fail({ path: "/tags/v2/slugs" }, 500);
    fake.store.removeContent("A");
    expect((await post("/__fake-arc/reset", "")).status).toBe(200);
    expect((await getJson(STORY)).status).toBe(200);
    expect((await getJson("/tags/v2/slugs?slugs=budget")).status).toBe(200);
    fake.scenarios.fail({ path: "/tags/v2/slugs" }, 500);
    await fetch(`${FAKE_ARC_ORIGIN}/__fake-arc/scenarios`, { method: "DELETE" });
    expect(fake.scenarios.list()).toEqual([]);
  });

  it.each([
    ["not json", "must be JSON"],
    ['{"path":"tags","kind":"fail","status":500}', 'scenario.path must be a path starting with "/"'],
    ['{"path":"/a","kind":"explode"}', 'scenario.kind must be "delay", "fail" or "malformed"'],
    ['{"path":"/a","kind":"fail","status":200}', "scenario.status must be an error status from 400 to 599"],
    ['{"path":"/a","kind":"delay","ms":-5}', "scenario.ms must be a whole number from 0 to 60000"],
    ['{"path":"/a","kind":"malformed","shape":"odd"}', "scenario.shape must be one of wrong-types"],
    ['[{"path":"/a","kind":"delay","ms":1,"query":{"q":1}}]', "scenarios[0].query must be an object of strings"],
    ['{"path":"/a","kind":"delay","ms":1,"once":"yes"}', "scenario.once must be true or false"],
  ])("refuses the body %s with a 400 saying why", async (body, problem) => {
    const response = await post("/__fake-arc/scenarios", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(problem);
    expect(fake.scenarios.list()).toEqual([]);
  });
});
