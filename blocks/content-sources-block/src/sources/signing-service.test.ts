import { signImage } from "@broadsheet/fake-arc";
import { fakeArcForSources } from "../test-fake";
import { signingService } from "./signing-service";

const { requests, run } = fakeArcForSources();

describe("signing-service", () => {
  it("answers the resizer token for an image id or an image URL", async () => {
    expect(await run(signingService, { id: "PROMOIMAGE" })).toEqual({ hash: signImage("PROMOIMAGE") });
    const url = "https://images.example/fallback.png";
    expect(await run(signingService, { id: url })).toEqual({ hash: signImage(url) });
    expect(requests.map((asked) => asked.searchParams.get("value"))).toEqual(["PROMOIMAGE", url]);
  });

  it.each([
    [{}, "id is required"],
    [{ id: "../PROMO" }, "id must be an image id"],
    [{ id: "javascript:alert(1)" }, "id must be an image id"],
    [{ id: "https://" }, "id must be an image id"],
    [{ id: 12 }, "id must be text"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(signingService, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
