import { ContentSourceError } from "@broadsheet/kit/content-source";
import { fakeArcForSources, signedAuth } from "../test-fake";
import { ILLUSTRATED_URL } from "../test-corpus";
import { contentApi } from "./content-api";

const { fake, requests, run } = fakeArcForSources();

describe("content-api", () => {
  it("answers the story at a website_url on the page's site, every image signed once", async () => {
    const story = await run(contentApi, { website_url: ILLUSTRATED_URL });
    expect(story).toMatchObject({ _id: "ILLUSTRATED", website: "the-daily", website_url: ILLUSTRATED_URL });
    expect(story.promo_items?.basic).toHaveProperty("auth", signedAuth("PROMOIMAGE"));
    expect(story.promo_items?.lead_art).toHaveProperty(["promo_items", "basic", "auth"], signedAuth("VIDEOPROMO"));
    expect(story.credits?.by?.[0]?.image).toHaveProperty("auth", signedAuth("JANEPHOTO"));
    expect(story).toHaveProperty(["content_elements", 1, "auth"], signedAuth("BODYIMAGE"));
    expect(story).toHaveProperty(["content_elements", 2, "content_elements", 0, "auth"], signedAuth("SLIDEONE"));
    expect(story).toHaveProperty(["content_elements", 2, "content_elements", 1, "auth"], signedAuth("PROMOIMAGE"));
    const signed = requests.filter((url) => url.pathname.startsWith("/signing-service/"));
    expect(signed.map((url) => url.searchParams.get("value")).sort()).toEqual([
      "BODYIMAGE",
      "JANEPHOTO",
      "PROMOIMAGE",
      "SLIDEONE",
      "VIDEOPROMO",
    ]);
  });

  it("answers a story by _id, as published on the site asked for", async () => {
    const story = await run(contentApi, { _id: "BILINGUAL", "arc-site": "le-quotidien" });
    expect(story).toMatchObject({ _id: "BILINGUAL", website: "le-quotidien", website_url: "/monde/bilingue/" });
  });

  it("throws a 404 for a story the site does not have, so the host answers its not-found page", async () => {
    const missing = run(contentApi, { website_url: "/politics/nope/" });
    await expect(missing).rejects.toBeInstanceOf(ContentSourceError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404, message: expect.stringContaining("not_found") });
    await expect(run(contentApi, { website_url: ILLUSTRATED_URL, "arc-site": "le-quotidien" })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("carries the service's status when it fails", async () => {
    fake.scenarios.fail({ path: "/content/v4/stories" }, 503);
    await expect(run(contentApi, { website_url: ILLUSTRATED_URL })).rejects.toMatchObject({ statusCode: 503 });
  });

  it("answers a malformed story's fields as they came, never crashing on them", async () => {
    fake.scenarios.malformed({ path: "/content/v4/stories" }, "wrong-types");
    const story: unknown = await run(contentApi, { website_url: ILLUSTRATED_URL });
    expect(story).toMatchObject({ _id: 7, headlines: 42, promo_items: [] });
  });

  it.each([
    [{}, "website_url or _id is required"],
    [{ website_url: ILLUSTRATED_URL, _id: "ILLUSTRATED" }, "not both"],
    [{ website_url: "politics/story/" }, "website_url must be a site-relative address"],
    [{ website_url: "/politics/../admin/" }, "website_url must be"],
    [{ website_url: "/politics/?x=1" }, "website_url must be"],
    [{ website_url: "/politics%2Fstory/" }, "website_url must be"],
    [{ website_url: 42 }, "website_url must be text"],
    [{ _id: 'A" OR type:"video' }, "_id must be a content id"],
    [{ _id: "ILLUSTRATED", "arc-site": "the daily" }, "arc-site must be a site id"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(contentApi, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
