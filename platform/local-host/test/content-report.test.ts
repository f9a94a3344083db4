/** @jest-environment node */
import { ServerResponse, IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { ContentSourceError } from "@broadsheet/kit/content-source";
import { observedResolver, type ContentCall } from "../src/host/content-calls";
import { contentRecorder, failureLine, reportContent, requestIdOf, serverTiming } from "../src/server/content-report";

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe("observedResolver", () => {
  it("tells of each call: 200, 404 for none, the failure's status (504 for a timeout)", async () => {
    const calls: ContentCall[] = [];
    let clock = 0;
    const resolver = observedResolver(
      async (source) => {
        clock += 12.34;
        if (source === "slow") throw new ContentSourceError("no answer in time", 504);
        if (source === "broken") throw new Error("bug");
        return source === "none" ? null : { ok: true };
      },
      (call) => calls.push(call),
      () => clock,
    );
    await resolver("content-api", {});
    await resolver("none", {});
    await expect(resolver("slow", {})).rejects.toThrow("no answer in time");
    await expect(resolver("broken", {})).rejects.toThrow("bug");
    expect(calls).toEqual([
      { source: "content-api", status: 200, ms: expect.closeTo(12.34), failed: false },
      { source: "none", status: 404, ms: expect.closeTo(12.34), failed: false },
      { source: "slow", status: 504, ms: expect.closeTo(12.34), failed: true },
      { source: "broken", status: 500, ms: expect.closeTo(12.34), failed: true },
    ]);
  });
});

describe("the content report", () => {
  const ok: ContentCall = { source: "content-api", status: 200, ms: 12.34, failed: false };
  const failed: ContentCall = { source: "content-api-collections", status: 504, ms: 3001.2, failed: true };

  it("writes one Server-Timing entry per call, with nothing that could end its quoted text", () => {
    expect(serverTiming([ok, failed])).toBe(
      'content;desc="content-api 200";dur=12.3, content;desc="content-api-collections 504";dur=3001.2',
    );
    const hostile: ContentCall = { source: 'x", evil;dur=1\r\nSet-Cookie: a', status: 500, ms: 1, failed: true };
    expect(serverTiming([hostile])).toBe('content;desc="x__ evil_dur_1__Set-Cookie: a 500";dur=1.0');
  });

  it("puts the page's wait and render before its calls, and says them even for a page with no content", () => {
    expect(serverTiming([ok], { queue: 0.04, render: 61.25 })).toBe(
      'queue;dur=0.0, render;dur=61.3, content;desc="content-api 200";dur=12.3',
    );
    const still = response();
    reportContent(still, [], { queue: 2, render: 3 });
    expect(still.getHeader("server-timing")).toBe("queue;dur=2.0, render;dur=3.0");
  });

  it("marks a response with a failed call as degraded and not to be stored", () => {
    const whole = response();
    reportContent(whole, [ok]);
    expect(whole.getHeader("x-broadsheet-degraded")).toBeUndefined();
    expect(whole.getHeader("server-timing")).toBe('content;desc="content-api 200";dur=12.3');
    const broken = response();
    reportContent(broken, [ok, failed]);
    expect(broken.getHeader("cache-control")).toBe("no-store");
    expect(broken.getHeader("x-broadsheet-degraded")).toBe("1");
  });

  it("logs one line per failure, naming source, status, time, request and path", () => {
    const lines: string[] = [];
    const recorder = contentRecorder((line) => lines.push(line), "req-1", "/politics/");
    recorder.onCall(ok);
    recorder.onCall(failed);
    expect(recorder.calls).toEqual([ok, failed]);
    expect(lines).toEqual([
      'content failed: source=content-api-collections status=504 ms=3001 request=req-1 path="/politics/"',
    ]);
    expect(failureLine({ ...failed, source: "a\nb" }, "r", "/")).not.toContain("\n");
  });

  it("takes a proxy's request id only when it is a plain token", () => {
    expect(requestIdOf("abc-123", () => "fresh")).toBe("abc-123");
    expect(requestIdOf("a b\nc", () => "fresh")).toBe("fresh");
    expect(requestIdOf(["a", "b"], () => "fresh")).toBe("fresh");
    expect(requestIdOf(undefined, () => "fresh")).toBe("fresh");
  });
});
