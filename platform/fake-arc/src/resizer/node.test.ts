/** @jest-environment node */
import sharp from "sharp";
import { createSharpRenderer } from "./node";

const svg = (fill: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`;

describe("createSharpRenderer", () => {
  it("renders the SVG at the size asked in the format asked", async () => {
    const render = createSharpRenderer();
    const image = await render(svg("#c0392b"), 40, 30, "webp");
    expect(image.contentType).toBe("image/webp");
    expect(await sharp(image.body).metadata()).toMatchObject({ format: "webp", width: 40, height: 30 });
  });

  it("serves a repeated request from its cache, and forgets the least recently used beyond its bound", async () => {
    const render = createSharpRenderer({ maxEntries: 2 });
    const red = await render(svg("#ff0000"), 40, 30, "png");
    expect((await render(svg("#ff0000"), 40, 30, "png")).body).toBe(red.body);
    // Another format or size of the same drawing is another entry.
    expect((await render(svg("#ff0000"), 40, 30, "jpg")).body).not.toBe(red.body);
    await render(svg("#ff0000"), 40, 30, "png"); // red png is now the most recent
    await render(svg("#0000ff"), 40, 30, "png"); // evicts the red jpg, the least recent
    expect((await render(svg("#ff0000"), 40, 30, "png")).body).toBe(red.body);
    await render(svg("#00ff00"), 40, 30, "png");
    await render(svg("#0000ff"), 40, 30, "png");
    expect((await render(svg("#ff0000"), 40, 30, "png")).body).not.toBe(red.body);
  });

  it("rejects what sharp cannot draw, and does not keep the failure", async () => {
    const render = createSharpRenderer();
    await expect(render("<svg", 10, 10, "png")).rejects.toThrow();
    await expect(render("<svg", 10, 10, "png")).rejects.toThrow();
  });
});
