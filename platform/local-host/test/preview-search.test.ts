/** @jest-environment node */
import type { Server } from "node:http";
import { JSDOM } from "jsdom";
import { signImage } from "@broadsheet/fake-arc";
import { createNodeFakeArc } from "@broadsheet/fake-arc/node";
import { createPreview, listen } from "../src/server/preview-server";
import { rawGet as rawGetFrom } from "./fixtures/raw-get";

/**
 * Searches as readers type them, through the preview as `npm start` serves it (the repo's resolvers, search
 * template and blocks, the fake Arc on its origin): every one is a page, whatever the text holds.
 */
// The Node fake: it has the resizer, with its image renderer.
const fakeArc = createNodeFakeArc();
let server: Server;

beforeAll(async () => {
  server = await listen(await createPreview({ fakeArc }), 0);
}, 120000);
afterAll(() => new Promise((resolve) => server.close(resolve)));

const rawGet = (target: string) => rawGetFrom(server, target);

async function searchPage(target: string) {
  const reply = await rawGet(target);
  const doc = new JSDOM(reply.body).window.document;
  return {
    ...reply,
    count: doc.querySelector(".b-search-results-list__count")?.textContent ?? null,
    cards: doc.querySelectorAll(".b-search-results-list .b-results__list > li").length,
    shortened: doc.querySelector(".b-search-results-list__shortened")?.textContent ?? null,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
  };
}

const SITE = "https://www.thedaily.example";

describe("the preview's search pages", () => {
  it.each([
    ["/search/O'Brien", "O'Brien"],
    ["/search/O%27Brien", "O'Brien"],
    ["/search/don't%20panic", "don't panic"],
    ["/search/covid%3A%20update", "covid: update"],
    ["/search/%22ballot%20measure%22", '"ballot measure"'],
    ["/search/a%22%20OR%20type%3A%22video", 'a" OR type:"video'],
    ["/search/(a)%20%5Bb%5D%20%7Bc%7D%20%3Cd%3E%20%60e%60", "(a) [b] {c} <d> `e`"],
    ["/search/24%2F7", "24/7"],
    ["/search/AC%2FDC/", "AC/DC"],
    ["/search/100%25", "100%"],
    ["/search/?q=O'Brien%3A%20%22x%22", 'O\'Brien: "x"'],
  ])("answers %s with a results page for %p", async (target, q) => {
    const page = await searchPage(target);
    expect(page).toMatchObject({ status: 200, type: "text/html; charset=utf-8", shortened: null });
    expect(page.count).toMatch(new RegExp(`^\\d+ results? for “${q.replace(/[()[\]{}.*+?^$|\\]/g, "\\$&")}”$`));
  });

  it("finds stories for a quoted phrase, and links a slashed search to itself canonically", async () => {
    const quoted = await searchPage("/search/%22ballot%20machines%22");
    expect(quoted.status).toBe(200);
    expect(quoted.cards).toBeGreaterThan(0);
    expect((await searchPage("/search/24%2F7")).canonical).toBe(`${SITE}/search/24%2F7/`);
  });

  it.each(["🎉", "🎉🙂👍", "?!", "…", "—"])("answers a search with no words, %p, with no results", async (q) => {
    const page = await searchPage(`/search/${encodeURIComponent(q)}`);
    expect(page.status).toBe(200);
    expect(page.cards).toBe(0);
    expect(page.count).toBe(`0 results for “${q}”`);
  });

  it("answers a blank search with the search field alone", async () => {
    const page = await searchPage("/search/%20%20");
    expect(page).toMatchObject({ status: 200, count: null, cards: 0 });
  });

  it("cuts a 500-character search at a word boundary and says so", async () => {
    const q = "ballot machines county clerk ".repeat(20).slice(0, 500);
    expect(q).toHaveLength(500);
    const page = await searchPage(`/search/${encodeURIComponent(q)}`);
    expect(page.status).toBe(200);
    expect(page.shortened).toBe("The search was too long, so only its first words were searched for.");
    const searched = /^\d+ results? for “(.*)”$/.exec(page.count ?? "")?.[1] ?? "";
    expect(searched.length).toBeGreaterThan(150);
    expect(searched.length).toBeLessThanOrEqual(200);
    expect(q.startsWith(`${searched} `)).toBe(true);
  });

  it("answers a search as long as Node takes in a request line", async () => {
    const page = await searchPage(`/search/?q=${"word%20".repeat(2_000)}`);
    expect(page.status).toBe(200);
    expect(page.shortened).not.toBeNull();
  });

  it.each([
    "/search/%2e%2e%2f",
    "/search/..%2F..%2Fpackage.json",
    "/search/x%2F..%2F..%2Fpackage.json",
    "/search/%252F..",
    "/search/%252e%252e",
    "/search/a%5Cb",
    "/search/a\\b",
    "/search/a%00b",
    "/pf/dist/components/combinations/..%2F..%2Fpackage.json",
    "/pf/resources/%2e%2e%2f%2e%2e%2fpackage.json",
  ])("still refuses traversal with 400: %s", async (target) => {
    const reply = await rawGet(target);
    expect(reply).toMatchObject({ status: 400, type: "text/plain; charset=utf-8" });
    expect(reply.body).toMatch(/^Bad request: /);
  });
});

describe("URL-addressed resizer images through the preview", () => {
  const url = "https://photos.example.com/2026/harbour.jpg";

  it("serves an image whose address holds encoded slashes", async () => {
    const reply = await rawGet(`/resizer/v2/${encodeURIComponent(url)}?auth=${signImage(url)}&width=160`);
    expect(reply.status).toBe(200);
    expect(reply.type).toMatch(/^image\//);
  });

  it.each([
    encodeURIComponent("https://photos.example.com/../secret.jpg"),
    encodeURIComponent("https://photos.example.com/").replace(/$/, "%252F..%252Fa.jpg"),
    encodeURIComponent("https://photos.example.com\\a.jpg"),
  ])("refuses traversal in an image's address with 400: %s", async (file) => {
    const reply = await rawGet(`/resizer/v2/${file}?auth=x`);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: expect.stringMatching(/^Bad request: /),
    });
  });
});
