import { matchRoute, templateFor } from "../src/routing/match-route";
import { parseResolvers } from "../src/routing/resolver-definition";

const resolvers = parseResolvers(
  [
    { name: "homepage", pattern: "^/$", template: "homepage" },
    {
      name: "story",
      pattern: "^/(?<section>[a-z0-9-]+)/(?<year>\\d{4})/(?<month>\\d{2})/(?<day>\\d{2})/(?<slug>[a-z0-9-]+)/?$",
      contentSource: "content-api",
      contentQuery: { website_url: "{uri}" },
      template: { story: "article", gallery: "gallery", video: "video" },
    },
    {
      name: "search-engine",
      pattern: "^/search/?$",
      contentSource: "search-api",
      contentQuery: { q: "{param.q}", page: "1" },
      template: "search-engine",
    },
    { name: "french-home", pattern: "^/accueil/$", template: "homepage", sites: ["le-quotidien"] },
    {
      name: "search",
      pattern: "^/search/(?<query>[^/]+)/?$",
      contentSource: "search-api",
      contentQuery: { q: "{query}", page: "1" },
      template: "search",
    },
  ],
  "resolvers.json",
);

const request = (path: string, search = "", arcSite = "the-daily") => ({
  path,
  params: new URLSearchParams(search),
  arcSite,
});

describe("resolvers", () => {
  it("fills the source query from the path and its named groups", () => {
    const match = matchRoute(resolvers, request("/politics/2026/11/20/the-long-read/"));
    expect(match?.resolver.name).toBe("story");
    expect(match?.content).toEqual({
      source: "content-api",
      query: { website_url: "/politics/2026/11/20/the-long-read/" },
    });
  });

  it("answers with the first resolver that matches, and none for an unknown path", () => {
    expect(matchRoute(resolvers, request("/"))?.resolver.name).toBe("homepage");
    expect(matchRoute(resolvers, request("/politics/2026/11/20/"))).toBeNull();
  });

  it("reads query parameters, and fetches nothing when the request lacks one", () => {
    expect(matchRoute(resolvers, request("/search/", "q=ballot%20machines"))?.content?.query).toEqual({
      q: "ballot machines",
      page: "1",
    });
    const bare = matchRoute(resolvers, request("/search/"));
    expect(bare?.resolver.name).toBe("search-engine");
    expect(bare?.content).toBeUndefined();
  });

  it.each([
    ["/search/24%2F7", "24/7"],
    ["/search/AC%2FDC/", "AC/DC"],
    ["/search/100%%2F", "100%/"],
    ["/search/O'Brien", "O'Brien"],
  ])("fills a group with the text of its path piece, an encoded slash as a slash: %s", (path, q) => {
    expect(matchRoute(resolvers, request(path))?.content?.query).toEqual({ q, page: "1" });
  });

  it("serves a site-specific resolver only on its sites", () => {
    expect(matchRoute(resolvers, request("/accueil/"))).toBeNull();
    expect(matchRoute(resolvers, request("/accueil/", "", "le-quotidien"))?.resolver.name).toBe("french-home");
  });

  it("picks the template by the content's type", () => {
    const story = resolvers[1]!;
    expect(templateFor(story, { type: "gallery" })).toBe("gallery");
    expect(templateFor(story, { type: "story" })).toBe("article");
    expect(templateFor(story, { type: "redirect" })).toBeNull();
    expect(templateFor(story, null)).toBeNull();
  });

  it.each([
    [
      [{ name: "a", pattern: "/x/", template: "t" }],
      "resolvers[0].pattern must be anchored: start with ^ and end with $",
    ],
    [[{ name: "a", pattern: "^(/$", template: "t" }], "resolvers[0].pattern is not a regular expression"],
    [[{ name: "a", pattern: "^/$", template: "t", source: "x" }], "resolvers[0].source is not a field of a resolver"],
    [
      [
        {
          name: "a",
          pattern: "^/(?<slug>x)/$",
          contentSource: "s",
          contentQuery: { id: "{slug}-{nope}" },
          template: "t",
        },
      ],
      'resolvers[0].contentQuery.id names "{nope}"',
    ],
    [
      [{ name: "a", pattern: "^/$", contentQuery: { id: "x" }, template: "t" }],
      "resolvers[0].contentQuery needs a contentSource",
    ],
    [
      [
        { name: "a", pattern: "^/$", template: "t" },
        { name: "a", pattern: "^/x$", template: "t" },
      ],
      'resolvers[1].name repeats "a"',
    ],
    [{}, "resolvers must be a list of resolvers"],
  ])("refuses a broken resolvers file, naming the field (%#)", (data, message) => {
    expect(() => parseResolvers(data)).toThrow(message);
  });
});
