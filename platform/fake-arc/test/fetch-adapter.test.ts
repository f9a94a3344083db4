/** @jest-environment node */
import { createFakeArc } from "../src/fake-arc";
import { fetchAdapter } from "../src/node";
import { smallCorpus } from "./fixtures/small-corpus";

const fake = createFakeArc({ corpus: smallCorpus(), origin: "https://fake-arc.test" });
const fakeFetch = fetchAdapter(fake);
afterEach(() => fake.reset());

describe("fetchAdapter", () => {
  it("answers from the handlers whatever origin the address names, without the network", async () => {
    // The preview's sources name its own loopback origin; nothing listens there in this test.
    const response = await fakeFetch("http://127.0.0.1:9/site/v3/website/the-daily/section?_id=/");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id: "/" });
  });

  it("answers a path no handler takes with the fake's JSON 404", async () => {
    const response = await fakeFetch("http://127.0.0.1:9/no-such-service");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ httpStatus: 404, code: "not_found" });
  });

  it("gives up when the caller's signal does, as a socket would", async () => {
    fake.scenarios.delay({ path: "/site/v3/website/the-daily/section" }, 2000);
    const started = Date.now();
    await expect(
      fakeFetch("http://127.0.0.1:9/site/v3/website/the-daily/section?_id=/", { signal: AbortSignal.timeout(50) }),
    ).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
