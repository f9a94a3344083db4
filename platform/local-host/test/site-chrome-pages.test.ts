/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { JSDOM } from "jsdom";
import { createFakeArc } from "@broadsheet/fake-arc";
import { createPreview, listen } from "../src/server/preview-server";

/** The preview's pages carry the site's chrome: the links bar under navigation, the footer in the footer. */
const fakeArc = createFakeArc();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = await listen(await createPreview({ fakeArc }), 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120000);
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function page(path: string): Promise<Document> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

it.each(["/", "/politics/2026/11/20/the-long-read/"])("%s has the links bar and the footer", async (path) => {
  const doc = await page(path);
  const bar = doc.querySelector('nav.b-links-bar[aria-label="Featured links"]');
  expect(bar?.querySelector('a[href="/politics/2026/11/20/the-long-read/"]')?.textContent).toBe("The Long Read");
  const footer = doc.querySelectorAll("footer");
  expect(footer).toHaveLength(1);
  expect(footer[0]?.querySelector('.b-footer nav[aria-label="Footer"] a[href="/privacy-policy/"]')).not.toBeNull();
  expect(footer[0]?.querySelector(".b-footer__copyright")?.textContent).toBe("© 2026 The Daily Broadsheet");
});

it.each(["/politics/", "/tags/elections/"])("%s has the footer", async (path) => {
  const doc = await page(path);
  expect(doc.querySelector("footer .b-footer__columns")).not.toBeNull();
});

it("keeps back to top after the footer on the article", async () => {
  const doc = await page("/politics/2026/11/20/the-long-read/");
  const parts = [...doc.querySelectorAll("footer .b-footer, footer .b-back-to-top__link")];
  expect(parts.map((part) => part.classList.contains("b-footer"))).toEqual([true, false]);
});

it("puts the masthead on the home page, with the date", async () => {
  const doc = await page("/");
  const masthead = doc.querySelector(".b-masthead");
  expect(masthead?.querySelector('a[href="/"] img[alt="The Daily Broadsheet"]')).not.toBeNull();
  expect(masthead?.querySelector("time")?.textContent).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
  expect(masthead?.querySelector('a[href="/newsletters/"]')?.textContent).toBe("Get the morning briefing");
});

it.each(["/", "/politics/2026/11/20/the-long-read/", "/politics/", "/tags/elections/", "/search/bridge/"])(
  "%s has the header nav chain above the rest of the navigation, working before any JavaScript",
  async (path) => {
    const doc = await page(path);
    const header = doc.querySelector("header .b-header-nav-chain");
    expect(header).not.toBeNull();
    // Only the alert bar (drawn in the browser) comes before it: the masthead and the links bar follow.
    for (const after of doc.querySelectorAll(".b-masthead, .b-links-bar")) {
      expect(header?.compareDocumentPosition(after)).toBe(doc.defaultView?.Node.DOCUMENT_POSITION_FOLLOWING);
    }
    const nav = header?.querySelector('nav[aria-label="Site navigation"]');
    // The menu is a link to the drawer, which lists the sections in the server HTML.
    const menu = nav?.querySelector<HTMLAnchorElement>("a.b-header-nav-chain__menu");
    const target = menu?.getAttribute("href")?.slice(1) ?? "";
    expect(target).not.toBe("");
    const drawer = doc.getElementById(target);
    expect(drawer?.querySelector('a[href="/politics/"]')?.textContent).toBe("Politics");
    expect(drawer?.querySelector('a[href="/business/markets/"]')).not.toBeNull();
    expect(nav?.querySelector('form[role="search"][action="/search/"][method="get"] input[name="q"]')).not.toBeNull();
    expect(nav?.querySelector('a[href="/"] img[alt="The Daily Broadsheet"]')).not.toBeNull();
  },
);

it("keeps the links bar after the header nav chain, and titles the home page with the header block", async () => {
  const doc = await page("/");
  const chain = doc.querySelector("header .b-header-nav-chain");
  const bar = doc.querySelector(".b-links-bar");
  // The front page opens on its lead story; the topics bar follows the top of the page.
  expect(bar && chain?.compareDocumentPosition(bar)).toBe(doc.defaultView?.Node.DOCUMENT_POSITION_FOLLOWING);
  expect(doc.querySelector("h1.b-header")?.textContent).toBe("Top stories");
});
