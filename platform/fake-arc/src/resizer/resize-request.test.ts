import { signImage } from "../signing";
import { cropBox } from "./crop";
import { subjectOf } from "./drawings";
import { planResize, URL_IMAGE_SIZE, type ResizeOutcome, type ResizePlan } from "./resize-request";
import { findTestImage, resizerQuery } from "./test-images";

const PORTRAIT = "PORTRAIT00000000000000000A"; // 1600 × 1000
const TALL = "TALLCITY00000000000000000B"; // 900 × 1600

function plan(file: string, params: Record<string, string>, key = file.replace(/\.\w+$/, "")): ResizePlan {
  const outcome = planResize(file, resizerQuery(params, key), findTestImage);
  if (!outcome.ok) throw new Error(`expected a plan, got ${outcome.error.httpStatus} ${outcome.error.message}`);
  return outcome.plan;
}

function refusal(outcome: ResizeOutcome): { httpStatus: number; message: string } {
  if (outcome.ok) throw new Error("expected a refusal, got a plan");
  return outcome.error;
}

describe("planResize: sizes and crops", () => {
  it("keeps the original's size and whole frame when no size is asked", () => {
    expect(plan(`${PORTRAIT}.jpg`, {})).toMatchObject({
      width: 1600,
      height: 1000,
      crop: { left: 0, top: 0, width: 1600, height: 1000 },
      format: "jpg",
    });
  });

  it("keeps the aspect when only the width or only the height is given", () => {
    expect(plan(`${PORTRAIT}.jpg`, { width: "400" })).toMatchObject({ width: 400, height: 250 });
    expect(plan(`${TALL}.png`, { height: "800" })).toMatchObject({ width: 450, height: 800, format: "png" });
  });

  it("crops the original to the asked aspect, centred by default", () => {
    expect(plan(`${PORTRAIT}.jpg`, { width: "500", height: "500" }).crop).toEqual({
      left: 300,
      top: 0,
      width: 1000,
      height: 1000,
    });
  });

  it("moves the crop to the focal point, and stops at the original's edge", () => {
    const left = plan(`${PORTRAIT}.jpg`, { width: "500", height: "500", focal: "200,500" }).crop;
    const right = plan(`${PORTRAIT}.jpg`, { width: "500", height: "500", focal: "1400,500" }).crop;
    const nearRight = plan(`${PORTRAIT}.jpg`, { width: "500", height: "500", focal: "1000,500" }).crop;
    expect(left).toEqual({ left: 0, top: 0, width: 1000, height: 1000 });
    expect(right).toEqual({ left: 600, top: 0, width: 1000, height: 1000 });
    expect(nearRight).toEqual({ left: 500, top: 0, width: 1000, height: 1000 });
  });

  it("crops a tall original to a wide box around the focal point's height", () => {
    expect(plan(`${TALL}.jpg`, { width: "900", height: "300", focal: "450,100" }).crop).toEqual({
      left: 0,
      top: 0,
      width: 900,
      height: 300,
    });
    expect(plan(`${TALL}.jpg`, { width: "900", height: "300", focal: "450,1000" }).crop).toEqual({
      left: 0,
      top: 850,
      width: 900,
      height: 300,
    });
  });

  it("centres a smart crop on the drawing's subject", () => {
    const subject = subjectOf({ width: 1600, height: 1000, motif: "portrait", seed: PORTRAIT });
    expect(plan(`${PORTRAIT}.jpg`, { width: "300", height: "600", smart: "true" }).crop).toEqual(
      cropBox({ width: 1600, height: 1000 }, { width: 300, height: 600 }, subject),
    );
  });

  it("lets format override the extension, and reads jpeg as jpg", () => {
    expect(plan(`${PORTRAIT}.jpg`, { format: "webp" }).format).toBe("webp");
    expect(plan(`${PORTRAIT}.jpeg`, {}).format).toBe("jpg");
  });

  it("draws an image addressed by URL at 1600×900, its motif and drawing chosen by the URL", () => {
    const url = "https://photos.example.com/2026/harbour.png";
    const first = plan(encodeURIComponent(url), { width: "320" }, url);
    expect(first.original).toMatchObject({ ...URL_IMAGE_SIZE, seed: url });
    expect(first).toMatchObject({ width: 320, height: 180, format: "png" });
    expect(plan(encodeURIComponent(url), {}, url).original.motif).toBe(first.original.motif);
  });
});

describe("planResize: refusals", () => {
  const file = `${PORTRAIT}.jpg`;

  it("answers 403 without auth or with another image's token", () => {
    const missing = refusal(planResize(file, new URLSearchParams({ width: "100" }), findTestImage));
    expect(missing).toMatchObject({ httpStatus: 403, message: expect.stringMatching(/auth is missing/) });
    const wrong = refusal(planResize(file, resizerQuery({}, TALL), findTestImage));
    expect(wrong).toMatchObject({ httpStatus: 403, message: expect.stringMatching(/auth does not match/) });
  });

  it("answers 403 for a URL signed as something else", () => {
    const url = "https://photos.example.com/a.jpg";
    const outcome = planResize(
      encodeURIComponent(url),
      resizerQuery({}, "https://photos.example.com/b.jpg"),
      findTestImage,
    );
    expect(refusal(outcome).httpStatus).toBe(403);
  });

  it("answers 404 for a signed id Photo Center does not hold", () => {
    const unknown = "UNKNOWN000000000000000000Z";
    const outcome = planResize(`${unknown}.jpg`, resizerQuery({}, unknown), findTestImage);
    expect(refusal(outcome)).toMatchObject({ httpStatus: 404, message: `no image has the id "${unknown}"` });
  });

  it.each([
    ["width", { width: "0" }],
    ["width", { width: "4001" }],
    ["width", { width: "12.5" }],
    ["height", { height: "-3" }],
    ["height", { height: "tall" }],
    ["format", { format: "gif" }],
    ["focal", { focal: "10" }],
    ["focal", { focal: "1601,10" }],
    ["smart", { smart: "yes" }],
  ])("answers 400 naming %s for %j", (name, params) => {
    const error = refusal(planResize(file, resizerQuery(params, PORTRAIT), findTestImage));
    expect(error.httpStatus).toBe(400);
    expect(error.message).toMatch(new RegExp(`^${name} `));
  });

  it("answers 400 for a parameter given twice, for smart with focal, and for a width that makes too tall an image", () => {
    const twice = new URLSearchParams([
      ["auth", signImage(PORTRAIT)],
      ["width", "10"],
      ["width", "20"],
    ]);
    expect(refusal(planResize(file, twice, findTestImage)).message).toMatch(/^width is given 2 times/);
    const both = resizerQuery({ smart: "true", focal: "10,10" }, PORTRAIT);
    expect(refusal(planResize(file, both, findTestImage)).httpStatus).toBe(400);
    const tall = resizerQuery({ width: "3000" }, TALL);
    expect(refusal(planResize(`${TALL}.jpg`, tall, findTestImage)).message).toMatch(/over the 4000 pixel limit/);
  });

  it.each([
    [`${PORTRAIT}.gif`, /extension must be jpg, jpeg, png or webp, not "gif"/],
    [PORTRAIT, /must be <id>\.<jpg\|jpeg\|png\|webp> or an encoded http\(s\) URL/],
    ["%E0%A4%A", /not valid percent-encoding/],
    [encodeURIComponent("ftp://example.com/a.jpg"), /must be http or https/],
  ])("answers 400 for the image path %s", (path, message) => {
    const error = refusal(planResize(path, resizerQuery({}, PORTRAIT), findTestImage));
    expect(error).toMatchObject({ httpStatus: 400, message: expect.stringMatching(message) });
  });
});
