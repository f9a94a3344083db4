/** @jest-environment node */
import type { Server } from "node:http";
import { format } from "node:util";
import type { Preview } from "../src/server/preview-server";
import { callHandler } from "./fixtures/handler-call";
import { rawGet as rawGetFrom } from "./fixtures/raw-get";
import { startFixturePreview } from "./fixtures/preview";

let preview: Preview;
let server: Server;

beforeAll(async () => {
  ({ preview, server } = await startFixturePreview());
}, 60000);

afterAll(() => new Promise((resolve) => server.close(resolve)));

const rawGet = (target: string) => rawGetFrom(server, target);

describe("the preview server, given bad input", () => {
  it.each(["/%ff", "/%E0%A4%A", "/%", "/%zz", "/static/%C0%AF", "/%ED%A0%80"])(
    "answers malformed percent-encoding with 400 and a short plain message: %s",
    async (target) => {
      const reply = await rawGet(target);
      expect(reply).toMatchObject({ status: 400, type: "text/plain; charset=utf-8", nosniff: "nosniff" });
      expect(reply.body).toBe("Bad request: the path's percent-encoding is malformed or not UTF-8.");
    },
  );

  it.each(["/%00", "/static/%00/", "/a%0Db"])("answers an encoded control character with 400: %s", async (target) => {
    expect(await rawGet(target)).toMatchObject({
      status: 400,
      body: "Bad request: the path holds a control character.",
    });
  });

  it.each([
    "/pf/dist/components/combinations/..%2f..%2fpackage.json",
    "/pf/dist/components/combinations/..%2F..%2F..%2Fpackage.json",
    "/pf/dist/components/combinations/..%5c..%5cpackage.json",
    "/pf/dist/components/combinations/..\\..\\package.json",
    "/pf/dist/components/combinations/%2e%2e/%2e%2e/package.json",
    "/pf/dist/components/combinations/../../package.json",
    "/pf/dist/components/combinations/islands/../../../package.json",
  ])("refuses a path out of the assets folder with 400: %s", async (target) => {
    const reply = await rawGet(target);
    expect(reply.status).toBe(400);
    expect(reply.body).not.toContain("broadsheet");
  });

  it("serves asset files, and answers an assets folder with 404 rather than failing to read it", async () => {
    expect((await rawGet("/pf/dist/components/combinations/runtime.js")).status).toBe(200);
    expect((await rawGet("/pf/dist/components/combinations/")).status).toBe(404);
    expect((await rawGet("/pf/dist/components/combinations/blocks/")).status).toBe(404);
    expect((await rawGet(`/pf/dist/components/combinations/${"x".repeat(4000)}.js`)).status).toBe(404);
  });

  it("escapes the path it echoes on the 404 page", async () => {
    const reply = await rawGet('/%3Cscript%3Ealert(%22x%22)%3C/script%3E"<b>');
    expect(reply.status).toBe(404);
    expect(reply.body).toContain("No page at /&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&quot;&lt;b&gt;</h1>");
    expect(reply.body).not.toMatch(/<script|<b>|"x"/);
  });

  it("answers the content endpoint's bad queries with 400 and unknown or inherited source names with 404", async () => {
    const content = (rest: string) => rawGet(`/pf/api/v3/content/fetch/${rest}`);
    for (const query of ["%7Bbad", "", "%7B%22a%22%3A"]) {
      expect(await content(`content-api?query=${query}`)).toMatchObject({
        status: 400,
        body: '{"error":"query is not JSON"}',
      });
    }
    for (const query of ["null", "%5B%5D", "%22text%22", "5", "true"]) {
      expect(await content(`content-api?query=${query}`)).toMatchObject({
        status: 400,
        body: '{"error":"query is not a JSON object"}',
      });
    }
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "%3Cscript%3E", "nope"]) {
      expect(await content(`${name}?query=%7B%7D`)).toMatchObject({
        status: 404,
        type: "application/json",
        body: '{"error":"no such source"}',
      });
    }
    expect((await content("content-api%2F..?query=%7B%7D")).status).toBe(400);
  });

  it("passes a query's own __proto__ key on as data, polluting nothing", async () => {
    const query = encodeURIComponent('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
    // The source reads only its own params, finds neither website_url nor _id, and refuses the query.
    expect((await rawGet(`/pf/api/v3/content/fetch/content-api?query=${query}`)).status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("logs a failing request's URL literally, with no % directive in it read as one", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const answer = await callHandler(preview, "/nowhere/?q=%s%o%c%d", { failFirstWrite: true });
      expect(answer.status).toBe(500);
      expect(error).toHaveBeenCalledTimes(1);
      expect(format(...(error.mock.calls[0] ?? []))).toMatch(
        /^Preview: \/nowhere\/\?q=%s%o%c%d failed: Error: the connection went away/,
      );
    } finally {
      error.mockRestore();
    }
  });
});
