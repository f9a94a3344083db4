import { Suspense, type ComponentType, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { lazyPart } from "./lazy-part";
import { loadedPart } from "./loaded-part";
import { serverPart } from "./server-part";

/*
 * What a package's server flavour makes of `lazyPart(() => import("./note").then((module) => module.Note))`: the
 * module imported statically, handed over settled. This file runs in jsdom, where lazyPart starts no load when a
 * part is defined and nothing calls preloadLazyParts for the parts below: only the settled code keeps React from
 * writing the client-rendered boundary (`<!--$!-->`) of a part that suspended.
 */

function Note({ text }: { text: string }) {
  return <p className="note">{text}</p>;
}

function Picture({ alt }: { alt: string }) {
  return <img src="/photo.jpg" alt={alt} />;
}

const CLIENT_RENDERED = "<!--$!-->";

/** A render inside a Suspense boundary, as in an island: one that suspended would write the fallback. */
function firstRender(element: ReactElement): string {
  return renderToString(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
}

/** A boundary's HTML when nothing inside it suspended. */
const resolved = (html: string): string => `<!--$-->${html}<!--/$-->`;

describe("loadedPart", () => {
  it("runs a callback at once and hands on its result settled, as React's use reads a settled promise", () => {
    const seen: string[] = [];
    const module = loadedPart({ Note });
    const part = module.then((loaded) => {
      seen.push("called");
      return loaded.Note;
    });
    expect(seen).toEqual(["called"]);
    expect(part).toMatchObject({ status: "fulfilled", value: Note });
  });

  it("settles as a promise would where one is awaited, and turns a callback's error into a rejection", async () => {
    await expect(Promise.resolve(loadedPart({ Note }).then((loaded) => loaded.Note))).resolves.toBe(Note);
    const failed = loadedPart({ Note }).then(() => {
      throw new Error("not evaluated yet");
    });
    await expect(Promise.resolve(failed)).rejects.toThrow("not evaluated yet");
  });

  it("waits for a callback that loads more code the usual way", async () => {
    const later = loadedPart({ Note }).then((loaded) => Promise.resolve(loaded.Note));
    expect(later).not.toHaveProperty("status");
    await expect(later).resolves.toBe(Note);
  });
});

describe("a part whose code came settled", () => {
  it("is what stands between a first render and the client-rendered boundary of issue 23", () => {
    const Loading = lazyPart(() => Promise.resolve(Note));
    expect(firstRender(<Loading text="Real HTML" />)).toContain(CLIENT_RENDERED);
  });

  it("renders in the first renderToString, without suspending", () => {
    const LazyNote = lazyPart(() => loadedPart({ Note }).then((module) => module.Note));
    const html = firstRender(<LazyNote text="Real HTML" />);
    expect(html).toBe(resolved('<p class="note">Real HTML</p>'));
    expect(html).not.toContain(CLIENT_RENDERED);
  });

  it("renders a server part in the first renderToString, inside its own resolved boundary", () => {
    const Kept = serverPart(() => loadedPart({ Picture }).then((module) => module.Picture));
    const html = firstRender(<Kept alt="A dome" />);
    expect(html).toMatch(
      /<!--\$--><bs-part style="display:contents" data-part="[^"]+"><!--\$--><img src="\/photo.jpg" alt="A dome"\/><!--\/\$--><\/bs-part><!--\/\$-->$/,
    );
    expect(html).not.toContain(CLIENT_RENDERED);
  });

  it("renders a part that the loaded code defines in turn (a view with a player of its own)", () => {
    // The view's module as the server flavour evaluates it: its own part is defined, settled, as it loads.
    const viewModule = () => {
      const Player = serverPart(() => loadedPart({ Picture }).then((module) => module.Picture));
      const View: ComponentType<{ alt: string }> = ({ alt }) => (
        <figure>
          <Player alt={alt} />
        </figure>
      );
      return { View };
    };
    const View = lazyPart(() => loadedPart(viewModule()).then((module) => module.View));
    const html = firstRender(<View alt="A spire" />);
    expect(html).toContain('<img src="/photo.jpg" alt="A spire"/>');
    expect(html).not.toContain(CLIENT_RENDERED);
    expect(html).not.toContain("Loading");
  });

  it("asks again when its loader failed as it was called (a module of an import cycle, not evaluated yet)", async () => {
    let calls = 0;
    const LazyNote = lazyPart(() =>
      loadedPart({ Note }).then((module) => {
        calls += 1;
        if (calls === 1) throw new Error("not evaluated yet");
        return module.Note;
      }),
    );
    await expect(LazyNote.preload()).rejects.toThrow("not evaluated yet");
    expect(firstRender(<LazyNote text="Second time" />)).toBe(resolved('<p class="note">Second time</p>'));
    expect(calls).toBe(2);
  });
});
