/** @jest-environment node */
// sharp's native code and msw/node want Node's own Buffer and fetch, not jsdom's.
import { setupServer } from "msw/node";
import sharp, { type Metadata } from "sharp";
import { FAKE_ARC_ORIGIN } from "../origin";
import { signImage } from "../signing";
import { createResizerHandler, deliveredFormat } from "./create-resizer-handler";
import { createSharpRenderer } from "./node";
import { findTestImage } from "./test-images";

const PORTRAIT = "PORTRAIT00000000000000000A";
const server = setupServer(createResizerHandler({ findImage: findTestImage, render: createSharpRenderer() }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

function resizerUrl(file: string, params: Record<string, string>): string {
  return `${FAKE_ARC_ORIGIN}/resizer/v2/${file}?${new URLSearchParams(params).toString()}`;
}

async function metadataOf(response: Response): Promise<Metadata> {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe("the resizer handler with the sharp renderer", () => {
  it.each([
    ["jpg", "jpeg", "image/jpeg"],
    ["png", "png", "image/png"],
    ["webp", "webp", "image/webp"],
  ])("answers a %s the size asked, with a long cache lifetime", async (extension, decoded, contentType) => {
    const response = await fetch(
      resizerUrl(`${PORTRAIT}.${extension}`, { auth: signImage(PORTRAIT), width: "320", height: "180" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(contentType);
    expect(response.headers.get("cache-control")).toMatch(/max-age=31536000/);
    const metadata = await metadataOf(response);
    expect(metadata).toMatchObject({ format: decoded, width: 320, height: 180 });
  });

  it("delivers a JPEG as WebP to a browser that accepts it, at the same address, varying by Accept", async () => {
    const url = resizerUrl(`${PORTRAIT}.jpg`, { auth: signImage(PORTRAIT), width: "320", height: "180" });
    const chromium = await fetch(url, { headers: { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" } });
    expect(chromium.headers.get("content-type")).toBe("image/webp");
    expect(chromium.headers.get("vary")).toBe("Accept");
    expect(await metadataOf(chromium)).toMatchObject({ format: "webp", width: 320, height: 180 });
    const older = await fetch(url, { headers: { accept: "image/*,*/*;q=0.8" } });
    expect(older.headers.get("content-type")).toBe("image/jpeg");
  });

  it.each([
    ["png", "image/webp", "png"],
    ["jpg", "image/webp;q=0, image/*", "jpg"],
    ["jpg", "image/WEBP;q=0.5", "webp"],
    ["jpg", null, "jpg"],
  ] as const)("delivers a %s asked with Accept %j as %s", (asked, accept, delivered) => {
    expect(deliveredFormat(asked, accept)).toBe(delivered);
  });

  it("lets format override the extension and keeps the aspect from one side", async () => {
    const response = await fetch(
      resizerUrl(`${PORTRAIT}.jpg`, { auth: signImage(PORTRAIT), width: "200", format: "png" }),
    );
    expect(await metadataOf(response)).toMatchObject({ format: "png", width: 200, height: 125 });
  });

  it("draws a crop around the focal point: the two sides of the original differ", async () => {
    const crop = async (focal: string): Promise<Buffer> => {
      const response = await fetch(
        resizerUrl(`${PORTRAIT}.png`, { auth: signImage(PORTRAIT), width: "60", height: "100", focal }),
      );
      return sharp(Buffer.from(await response.arrayBuffer()))
        .raw()
        .toBuffer();
    };
    const [left, right, leftAgain] = await Promise.all([crop("0,500"), crop("1600,500"), crop("0,500")]);
    expect(left.equals(right)).toBe(false);
    expect(left.equals(leftAgain)).toBe(true);
  });

  it("draws an image addressed by an encoded URL", async () => {
    const url = "https://photos.example.com/2026/harbour.jpg";
    const response = await fetch(resizerUrl(encodeURIComponent(url), { auth: signImage(url), width: "160" }));
    expect(response.status).toBe(200);
    expect(await metadataOf(response)).toMatchObject({ format: "jpeg", width: 160, height: 90 });
  });

  it.each([
    ["no auth", {}, 403, /auth is missing/],
    ["a wrong auth", { auth: signImage("SOMETHINGELSE0000000000000") }, 403, /auth does not match/],
    ["a bad width", { auth: signImage(PORTRAIT), width: "wide" }, 400, /^width must be a whole number/],
    ["a bad format", { auth: signImage(PORTRAIT), format: "bmp" }, 400, /^format must be jpg, png or webp/],
  ])("answers %s with the fake's error shape", async (_case, params, status, message) => {
    const response = await fetch(resizerUrl(`${PORTRAIT}.jpg`, params));
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      httpStatus: status,
      code: expect.any(String),
      message: expect.stringMatching(message),
    });
  });

  it("answers 404 for an id it does not hold, on any origin", async () => {
    const unknown = "UNKNOWN000000000000000000Z";
    const response = await fetch(`http://localhost:3000/resizer/v2/${unknown}.webp?auth=${signImage(unknown)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ httpStatus: 404, code: "not-found" });
  });
});
