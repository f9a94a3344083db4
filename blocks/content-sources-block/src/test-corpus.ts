import type { AnsCredit, AnsImage, AnsStory } from "@broadsheet/kit/ans";
import type { Corpus } from "@broadsheet/fake-arc";

/** An Arc-hosted image; `id` is also what the signing service signs. */
export const image = (id: string): AnsImage => ({
  _id: id,
  type: "image",
  url: `https://images.example/${id}.jpg`,
  width: 1200,
  height: 800,
});

function story(id: string, date: string, fields: Partial<AnsStory> & { url: string; section: string }): AnsStory {
  const { url, section, ...rest } = fields;
  return {
    _id: id,
    type: "story",
    display_date: date,
    headlines: { basic: `Headline ${id}` },
    content_elements: [{ type: "text", content: `Body of ${id}.` }],
    taxonomy: { sections: [{ _id: section }], primary_section: { _id: section } },
    websites: { "the-daily": { website_url: url, website_section: { _id: section } } },
    website_url: url,
    ...rest,
  };
}

/** Credits carry the author's slug from the author service's record. */
const JANE_CREDIT: AnsCredit = {
  _id: "JANE",
  type: "author",
  name: "Jane Okafor",
  additional_properties: { original: { slug: "jane-okafor" } },
};

export const ILLUSTRATED_URL = "/politics/2026/11/20/illustrated/";

/**
 * A few stories on `the-daily` (one also on `le-quotidien`), written for these tests: one carries an image in
 * every place ANS puts one; a story sits in two sections so merged feeds must show it once.
 */
export function testCorpus(): Corpus {
  return {
    content: [
      story("ILLUSTRATED", "2026-11-20T10:00:00Z", {
        url: ILLUSTRATED_URL,
        section: "/politics",
        promo_items: {
          basic: image("PROMOIMAGE"),
          lead_art: {
            ...story("LEADVIDEO", "2026-11-19T00:00:00Z", { url: "/video/lead/", section: "/video" }),
            type: "video",
            promo_items: { basic: image("VIDEOPROMO") },
          },
        },
        credits: { by: [{ ...JANE_CREDIT, image: image("JANEPHOTO") }] },
        taxonomy: {
          sections: [{ _id: "/politics" }, { _id: "/world" }],
          primary_section: { _id: "/politics" },
          tags: [{ slug: "elections", text: "Elections" }],
        },
        content_elements: [
          { type: "text", content: "First." },
          { ...image("BODYIMAGE"), alignment: "left" },
          {
            ...story("INNERGALLERY", "2026-11-18T00:00:00Z", { url: "/g/inner/", section: "/politics" }),
            type: "gallery",
            content_elements: [image("SLIDEONE"), image("PROMOIMAGE")],
          },
        ],
      }),
      story("WORLDONE", "2026-11-21T00:00:00Z", { url: "/world/one/", section: "/world" }),
      story("POLITICSOLD", "2026-11-01T00:00:00Z", {
        url: "/politics/old/",
        section: "/politics",
        credits: { by: [JANE_CREDIT] },
      }),
      {
        ...story("AVIDEO", "2026-11-15T00:00:00Z", { url: "/video/a/", section: "/video" }),
        type: "video",
        taxonomy: { sections: [{ _id: "/video" }], tags: [{ slug: "elections" }] },
      } as unknown as AnsStory,
      {
        ...story("BILINGUAL", "2026-11-10T00:00:00Z", { url: "/world/bilingual/", section: "/world" }),
        websites: {
          "the-daily": { website_url: "/world/bilingual/" },
          "le-quotidien": { website_url: "/monde/bilingue/" },
        },
      },
    ],
    authors: [
      {
        _id: "JANE",
        name: "Jane Okafor",
        slug: "jane-okafor",
        bio_page: "/author/jane-okafor/",
        image: image("JANEPHOTO"),
      },
    ],
    tags: [
      { slug: "elections", name: "Elections", description: "Votes and voting." },
      { slug: "budget", name: "Budget" },
    ],
    navigation: {
      "the-daily": {
        default: {
          _id: "/",
          node_type: "section",
          name: "The Daily",
          children: [
            { _id: "/politics", node_type: "section", name: "Politics" },
            { _id: "/old", node_type: "section", name: "Old", inactive: true },
          ],
        },
      },
    },
    collections: [
      {
        _id: "ALERTS",
        website: "the-daily",
        content_aliases: ["alert-bar"],
        headline: "Alert",
        items: ["WORLDONE", "ILLUSTRATED"],
      },
      {
        _id: "TOPSTORIES",
        website: "the-daily",
        content_aliases: ["top-stories"],
        headline: "Top stories",
        items: ["ILLUSTRATED", "WORLDONE", "POLITICSOLD"],
      },
      { _id: "EMPTY", website: "le-quotidien", content_aliases: ["alert-bar"], headline: "Rien", items: [] },
    ],
    images: [],
  };
}
