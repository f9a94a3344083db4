/** @jest-environment node */
import { setupServer } from "msw/node";
import { FAKE_ARC_ORIGIN } from "../origin";
import { signImage } from "../signing";
import { svgRenderer } from "./browser";
import { createResizerHandler } from "./create-resizer-handler";
import { findTestImage } from "./test-images";

const CHART = "CHART00000000000000000000C";
const server = setupServer(createResizerHandler({ findImage: findTestImage, render: svgRenderer }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("the resizer handler with the browser's SVG renderer", () => {
  it("answers the drawing itself as SVG at the size and crop asked", async () => {
    const response = await fetch(
      `${FAKE_ARC_ORIGIN}/resizer/v2/${CHART}.jpg?auth=${signImage(CHART)}&width=300&height=300&focal=0,400`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toMatch(/max-age=31536000/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300" viewBox="0 0 800 800"/);
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("refuses the same requests as in Node", async () => {
    const response = await fetch(`${FAKE_ARC_ORIGIN}/resizer/v2/${CHART}.jpg?auth=nope`);
    expect(response.status).toBe(403);
  });
});
