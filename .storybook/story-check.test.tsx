import { useState } from "react";
import { composeStory, setProjectAnnotations } from "@storybook/react";
import { expect as storyExpect, userEvent, within } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import preview from "./preview";
import { checkStory } from "./story-check";
import { fixturePhoto } from "./story-content";
import { srcsetAddresses } from "./story-pictures";

/** The story harness must fail where it should, or "every story passes" means nothing. */

setProjectAnnotations([preview]);

function HostProbe() {
  const { arcSite, isAdmin, id } = useFusionContext();
  const { locale, textDirection } = getProperties(arcSite);
  const article = useContent<{ headline: string }>({ source: "probe-article", query: { id: "a1" } });
  return (
    <dl>
      <dt>site</dt>
      <dd data-testid="site">{arcSite}</dd>
      <dt>locale</dt>
      <dd data-testid="locale">{locale}</dd>
      <dt>direction</dt>
      <dd data-testid="direction">{textDirection}</dd>
      <dt>admin</dt>
      <dd data-testid="admin">{String(isAdmin)}</dd>
      <dt>instance</dt>
      <dd data-testid="instance">{id}</dd>
      <dt>content</dt>
      <dd data-testid="content">{article?.headline ?? "none"}</dd>
    </dl>
  );
}

const probeMeta = { title: "Harness/Probe", component: HostProbe } satisfies Meta<typeof HostProbe>;

async function probe(story: StoryObj<typeof HostProbe>) {
  const canvas = await checkStory(composeStory(story, probeMeta, undefined, "Probe"));
  const read = (name: string) => canvas.querySelector(`[data-testid="${name}"]`)?.textContent;
  const wrapper = canvas.querySelector(".bs-story");
  return {
    site: read("site"),
    locale: read("locale"),
    direction: read("direction"),
    admin: read("admin"),
    instance: read("instance"),
    content: read("content"),
    dir: wrapper?.getAttribute("dir"),
    lang: wrapper?.getAttribute("lang"),
    theme: wrapper?.getAttribute("data-bs-theme"),
  };
}

describe("the preview's host decorator", () => {
  it("renders the default demo site, as a reader, in the news theme", async () => {
    expect(await probe({})).toMatchObject({
      site: "the-daily",
      locale: "en",
      admin: "false",
      instance: "harness-probe--probe",
      content: "none",
      dir: "ltr",
      lang: "en",
      theme: "news",
    });
  });

  it("takes the site, admin mode and content sources from parameters.host", async () => {
    const result = await probe({
      parameters: {
        host: { arcSite: "al-yawm", isAdmin: true, content: { "probe-article": () => ({ headline: "Resolved" }) } },
      },
    });
    expect(result).toMatchObject({
      site: "al-yawm",
      locale: "ar",
      admin: "true",
      content: "Resolved",
      dir: "rtl",
      lang: "ar",
    });
  });

  it("applies the toolbar globals, then restores the site's own settings", async () => {
    const overridden = await probe({ globals: { locale: "ja", direction: "rtl", admin: "on", theme: "commerce" } });
    expect(overridden).toMatchObject({
      locale: "ja",
      direction: "rtl",
      admin: "true",
      dir: "rtl",
      lang: "ja",
      theme: "commerce",
    });
    expect(await probe({})).toMatchObject({ locale: "en", direction: "ltr", admin: "false", dir: "ltr", lang: "en" });
  });

  it("writes the editing outline and label rules in admin mode only", async () => {
    const rules = (canvas: HTMLElement) => canvas.querySelector("#bs-editing-affordances");
    const editor = await checkStory(composeStory({ globals: { admin: "on" } }, probeMeta, undefined, "Probe"));
    expect(rules(editor)?.textContent).toContain("[data-content-path]:hover");
    const reader = await checkStory(composeStory({}, probeMeta, undefined, "Probe"));
    expect(rules(reader)).toBeNull();
  });

  it("keeps a French site French unless the locale toolbar is set", async () => {
    expect(await probe({ parameters: { host: { arcSite: "le-quotidien" } } })).toMatchObject({ locale: "fr" });
    expect(await probe({ parameters: { host: { arcSite: "le-quotidien" } }, globals: { locale: "de" } })).toMatchObject(
      {
        locale: "de",
      },
    );
  });
});

describe("checkStory", () => {
  function Boom(): never {
    throw new Error("boom");
  }
  function Noisy() {
    console.error("something went wrong");
    return <p>noisy</p>;
  }
  function Unlabelled() {
    return <img src="/pf/resources/fallback.svg" />; // eslint-disable-line jsx-a11y/alt-text
  }

  it("fails a story that throws", async () => {
    await expect(checkStory(composeStory({}, { title: "Harness/Boom", component: Boom }))).rejects.toThrow();
  });

  it("fails a story that logs an error", async () => {
    await expect(checkStory(composeStory({}, { title: "Harness/Noisy", component: Noisy }))).rejects.toThrow(
      /something went wrong/,
    );
  });

  it("accepts an error the story declares, and fails when that error is not logged", async () => {
    const meta = { title: "Harness/Noisy", component: Noisy };
    const declared = { parameters: { expectedConsoleErrors: ["something went wrong"] } };
    await expect(checkStory(composeStory(declared, meta))).resolves.toBeInstanceOf(HTMLElement);
    const quiet = { title: "Harness/Quiet", component: () => <p>quiet</p> };
    await expect(checkStory(composeStory(declared, quiet))).rejects.toThrow();
  });

  it("fails a story with an axe violation, unless its a11y test is off", async () => {
    const meta = { title: "Harness/Unlabelled", component: Unlabelled };
    await expect(checkStory(composeStory({}, meta))).rejects.toThrow(/image-alt|alternative text/i);
    await expect(checkStory(composeStory({ parameters: { a11y: { test: "off" } } }, meta))).resolves.toBeInstanceOf(
      HTMLElement,
    );
  });

  it("fails a story whose picture Storybook would not show, and passes one the fake's resizer draws", async () => {
    const photo = fixturePhoto("city");
    const resized = (auth: string) => `/resizer/v2/${photo._id}.jpg?auth=${auth}&width=400&focal=10,20`;
    const Pictured = ({ src, srcSet }: { src: string; srcSet?: string }) => (
      <img alt="A city" src={src} srcSet={srcSet} />
    );
    const meta = { title: "Harness/Pictured", component: Pictured };
    const story = (src: string, srcSet?: string) => composeStory({ args: { src, srcSet } }, meta);
    await expect(checkStory(story(resized(photo.auth["2"] ?? "")))).resolves.toBeInstanceOf(HTMLElement);
    await expect(checkStory(story("/pf/resources/fallback.svg"))).resolves.toBeInstanceOf(HTMLElement);
    await expect(checkStory(story(resized("made-up")))).rejects.toThrow(/403/);
    await expect(checkStory(story("/pf/resources/fallback.svg", `${resized("made-up")} 400w`))).rejects.toThrow(/403/);
    await expect(checkStory(story("/pf/resources/missing.svg"))).rejects.toThrow(/no such file/);
    await expect(checkStory(story("https://photos.example.org/a.jpg"))).rejects.toThrow(/neither the fake Arc/);
  });

  it("reads a srcset's addresses as browsers do, commas inside them included", () => {
    expect(srcsetAddresses("/r/a.jpg?focal=3,4&w=1 250w, /r/a.jpg?focal=3,4&w=2 500w")).toEqual([
      "/r/a.jpg?focal=3,4&w=1",
      "/r/a.jpg?focal=3,4&w=2",
    ]);
    expect(srcsetAddresses("a.jpg, b.jpg 2x,c.jpg")).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
  });

  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    );
  }

  it("runs the play function, and fails the story when it fails", async () => {
    const meta = { title: "Harness/Counter", component: Counter };
    const clicks = (times: number) => ({
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await userEvent.click(within(canvasElement).getByRole("button"));
        await storyExpect(within(canvasElement).getByRole("button")).toHaveTextContent(`Clicked ${times} times`);
      },
    });
    await expect(checkStory(composeStory(clicks(1), meta))).resolves.toBeInstanceOf(HTMLElement);
    await expect(checkStory(composeStory(clicks(2), meta))).rejects.toThrow(/Clicked 2 times/);
  });
});
