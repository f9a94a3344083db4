/** @jest-environment node */
import type { Server } from "node:http";
import type { Browser } from "playwright-core";
import { launchChromium } from "./browser";
import { startFixturePreview } from "./fixtures/preview";

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const started = await startFixturePreview();
  server = started.server;
  origin = started.origin;
  browser = await launchChromium();
}, 60000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("islands in a real browser", () => {
  it("hydrates the island so it responds, without a hydration error, and loads no script for a static page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await page.goto(`${origin}/islands/`);
    await page.waitForSelector('bs-island[data-hydrated="true"]');
    await page.getByRole("button", { name: "Clicked 3 times" }).click();
    await page.getByRole("button", { name: "Clicked 4 times" }).waitFor();
    expect(problems).toEqual([]);

    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${origin}/static/`);
    await page.getByText("The Daily Broadsheet").waitFor();
    expect(scripts).toEqual([]);
    await context.close();
  }, 30000);
});
