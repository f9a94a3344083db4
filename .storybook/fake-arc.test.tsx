import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useEffect, useState } from "react";
import { composeStory, setProjectAnnotations } from "@storybook/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { useContent } from "fusion:content";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { fakeArc } from "./fake-arc";
import preview from "./preview";
import { checkStory } from "./story-check";

/** Stories reach the fake Arc through msw-storybook-addon: its worker in Storybook, msw/node under jest. */

setProjectAnnotations([preview]);

const LONG_READ = `${FAKE_ARC_ORIGIN}/content/v4/stories?website=the-daily&website_url=/politics/2026/11/20/the-long-read/`;

function Fetcher() {
  const [text, setText] = useState("waiting");
  useEffect(() => {
    fetch(LONG_READ)
      .then(async (response) => {
        const body: unknown = await response.json();
        const headline = (body as { headlines?: { basic?: string } }).headlines?.basic;
        setText(`${response.status} ${headline ?? "no headline"}`);
      })
      .catch((error: unknown) => setText(`failed: ${String(error)}`));
  }, []);
  return <output>{text}</output>;
}

const meta = { title: "Harness/Fake Arc", component: Fetcher } satisfies Meta<typeof Fetcher>;

async function answer(story: StoryObj<typeof Fetcher>): Promise<string | null> {
  const canvas = await checkStory(composeStory(story, meta, undefined, "Fetcher"));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return canvas.querySelector("output")?.textContent ?? null;
}

describe("the fake Arc in stories", () => {
  it("answers a story's requests with the fixture corpus", async () => {
    expect(await answer({})).toBe(`200 ${theLongRead.headlines.basic}`);
  });

  it("lets a story set up a scenario, and resets it before the next story", async () => {
    const failing = { beforeEach: () => fakeArc.scenarios.fail({ path: "/content/v4/stories" }, 503) };
    expect(await answer(failing)).toBe("503 no headline");
    expect(await answer({})).toBe(`200 ${theLongRead.headlines.basic}`);
  });

  it("lets a story replace the fake's handlers by name", async () => {
    const replaced = {
      parameters: {
        msw: {
          handlers: {
            fakeArc: [http.get(`${FAKE_ARC_ORIGIN}/*`, () => HttpResponse.json({ headlines: { basic: "Own" } }))],
          },
        },
      },
    };
    expect(await answer(replaced)).toBe("200 Own");
    expect(await answer({})).toBe(`200 ${theLongRead.headlines.basic}`);
  });

  it("gives content sources the fake's origin as their content base", async () => {
    // A source in the shape of content-api: it calls the content services wherever the host says they are.
    const storyByUrl = defineContentSource<{ website_url?: string }, unknown>({
      name: "story-by-url",
      params: [{ name: "website_url", type: "text" }],
      fetch: async (query, { contentBase }) => {
        const search = new URLSearchParams({ website: query["arc-site"] ?? "", website_url: query.website_url ?? "" });
        const response = await fetch(`${contentBase}/content/v4/stories?${search}`);
        return response.json();
      },
    });
    function Headline() {
      const story = useContent<{ headlines?: { basic?: string } }>({
        source: "story-by-url",
        query: { website_url: "/politics/2026/11/20/the-long-read/" },
      });
      return <output>{story?.headlines?.basic ?? "waiting"}</output>;
    }
    const canvas = await checkStory(
      composeStory({ parameters: { host: { content: { "story-by-url": storyByUrl } } } }, { component: Headline }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(canvas.querySelector("output")).toHaveTextContent(theLongRead.headlines.basic);
  });

  it("serves a worker written by the installed msw (else run `npx msw init .storybook/public --save=false`)", () => {
    const root = repoRoot();
    const worker = readFileSync(join(root, ".storybook/public/mockServiceWorker.js"), "utf8");
    const installed = (
      JSON.parse(readFileSync(join(root, "node_modules/msw/package.json"), "utf8")) as { version: string }
    ).version;
    expect(worker).toContain(`const PACKAGE_VERSION = '${installed}'`);
  });
});
