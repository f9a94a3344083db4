import { File as NodeFile } from "node:buffer";
import { setupFakeArc } from "../../src/node";
import { AVATAR_MAX_BYTES, FIXTURE_PASSWORD } from "../../src/identity";
import { codeOf, loadIdentity, rejection, resetIdentity } from "./sdk";

const fake = setupFakeArc();
const Identity = loadIdentity();

beforeEach(async () => {
  resetIdentity(Identity);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  await Identity.login("ana.reader@example.test", FIXTURE_PASSWORD);
});
afterEach(() => jest.restoreAllMocks());

/** Node's File, which Node's fetch and FormData carry (jsdom's would be sent as "[object File]"). */
function file(bytes: number, name: string, type: string): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}

function fileInput(...files: File[]): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "file";
  Object.defineProperty(input, "files", { value: files });
  return input;
}

/** A PUT of the multipart avatar straight to the fake, as the SDK sends it, past the SDK's own checks. */
async function putAvatar(form: FormData): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${fake.origin}/identity/public/v1/avatar`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${Identity.userIdentity.accessToken ?? ""}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const jpeg = (bytes: number): File => file(bytes, "me.jpg", "image/jpeg");

describe("avatar", () => {
  it("uploads a JPEG, serves it as the profile's picture, and deletes it", async () => {
    const profile = await Identity.uploadAvatar(fileInput(jpeg(2048)));
    const picture = String(profile.picture);
    expect(picture).toContain("/identity/public/v1/avatar/");
    const image = await fetch(picture);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect((await image.arrayBuffer()).byteLength).toBe(2048);
    const deleted = await Identity.deleteAvatar();
    expect(deleted).not.toHaveProperty("picture");
    expect((await fetch(picture)).status).toBe(404);
  });

  it("refuses anything but a JPEG, over 3,000,000 bytes, or no file, in the SDK and in the fake", async () => {
    const png = file(10, "me.png", "image/png");
    expect(codeOf(await rejection(() => Identity.uploadAvatar(fileInput(png))))).toEqual({
      code: "UNSUPPORTED_IMAGE_TYPE",
      message: "Image type not supported",
    });
    const big = jpeg(AVATAR_MAX_BYTES + 1);
    expect(codeOf(await rejection(() => Identity.uploadAvatar(fileInput(big))))).toEqual({
      code: "IMAGE_TOO_LARGE",
      message: "Image too big. Only images up to 3 MB are supported.",
    });
    expect(codeOf(await rejection(() => Identity.uploadAvatar(fileInput())))).toMatchObject({ code: "MISSING_IMAGE" });

    const form = (file?: File): FormData => {
      const data = new FormData();
      if (file) data.append("avatar", file);
      return data;
    };
    expect(await putAvatar(form(png))).toEqual({
      status: 415,
      body: { httpStatus: 415, code: "UNSUPPORTED_IMAGE_TYPE", message: "Image type not supported" },
    });
    expect(await putAvatar(form(big))).toMatchObject({ status: 413, body: { code: "IMAGE_TOO_LARGE" } });
    expect(await putAvatar(form())).toMatchObject({ status: 400, body: { code: "MISSING_IMAGE" } });
    expect(await putAvatar(form(jpeg(AVATAR_MAX_BYTES)))).toMatchObject({ status: 200 });
  });
});
