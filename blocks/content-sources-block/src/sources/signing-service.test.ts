import { signImage } from "@broadsheet/fake-arc";
import { fakeArcForSources } from "../test-fake";
import { signingService } from "./signing-service";

const { requests, run } = fakeArcForSources();

describe("signing-service", () => {
  it("answers the resizer token for an image id or an image URL on the site's own hosts", async () => {
    expect(await run(signingService, { id: "PROMOIMAGE" })).toEqual({ hash: signImage("PROMOIMAGE") });
    // The site's websiteDomain (its fallback image) and the content base (the organisation's images).
    const fallback = "https://www.thedaily.example/pf/resources/fallback.svg";
    expect(await run(signingService, { id: fallback })).toEqual({ hash: signImage(fallback) });
    const own = "https://fake-arc.test/photo/resize/image.jpg";
    expect(await run(signingService, { id: own })).toEqual({ hash: signImage(own) });
    expect(requests.map((asked) => asked.searchParams.get("value"))).toEqual(["PROMOIMAGE", fallback, own]);
  });

  it("is server-side only: the public content endpoint does not serve it", () => {
    expect(signingService.http).toBe(false);
  });

  // A token for any address would make the source an oracle: the resizer would fetch wherever it was told.
  it.each([
    "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
    "http://127.0.0.1:3000/pf/resources/fallback.svg",
    "https://images.example/fallback.png",
    "https://www.thedaily.example.evil.test/fallback.svg",
    "https://user@www.thedaily.example/fallback.svg",
    "https://www.lequotidien.example/pf/resources/fallback.svg",
  ])("refuses to sign %s, which is not on the site's own hosts, before any request", async (id) => {
    await expect(run(signingService, { id })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("on the site's own hosts"),
    });
    expect(requests).toEqual([]);
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
