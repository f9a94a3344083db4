import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { Video, type VideoProps } from "./video";

const EMBED = '<iframe title="Harbour tour" src="about:blank" width="560" height="315"></iframe>';

function inSite(element: ReactElement, arcSite = "the-daily") {
  return <LocalHostProvider state={createHostState({ arcSite })}>{element}</LocalHostProvider>;
}

function renderVideo(props: VideoProps, arcSite?: string) {
  return render(inSite(<Video {...props} />, arcSite));
}

/** The declarations the styling runtime (@broadsheet/style) wrote for an element's classes. */
function cssOf(element: Element): string {
  const css = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");
  return [...element.classList]
    .flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, "g"))].map((match) => match[1]))
    .join("");
}

function frame(): HTMLElement {
  const element = document.querySelector<HTMLElement>(".c-video__frame");
  if (!element) throw new Error("no video frame");
  return element;
}

describe("Video", () => {
  it("renders the embed HTML inside a c-video region named by the phrase", () => {
    renderVideo({ embedMarkup: EMBED, className: "b-lead-art__video" });
    const region = screen.getByRole("region", { name: "Video player" });
    expect(region).toHaveClass("c-video", "b-lead-art__video");
    expect(region.querySelector(".c-video__frame > iframe")).toHaveAttribute("title", "Harbour tour");
  });

  it("is named by the video's headline when given", () => {
    renderVideo({ embedMarkup: EMBED, title: "  Harbour tour  " });
    expect(screen.getByRole("region", { name: "Harbour tour" })).toBeInTheDocument();
  });

  it("falls back to the phrase for a blank title, in the site's language", () => {
    renderVideo({ embedMarkup: EMBED, title: " " }, "le-quotidien");
    expect(screen.getByRole("region", { name: "Lecteur vidéo" })).toBeInTheDocument();
  });

  it("renders the embed on the server", () => {
    const html = renderToString(inSite(<Video embedMarkup={EMBED} />));
    expect(html).toContain('aria-label="Video player"');
    expect(html).toContain(EMBED);
  });

  it.each([undefined, null, "", "  \n "])("renders nothing for embed HTML %p", (embedMarkup) => {
    const { container } = renderVideo({ embedMarkup });
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [undefined, 1.7778],
    ["16:9", 1.7778],
    ["1:1", 1],
    ["4:3", 1.3333],
    ["9:16", 0.5625],
    [2.35, 2.35],
  ] as const)(
    "sizes a video of aspectRatio %p to its ratio, capped at 65%% of the viewport height",
    (aspectRatio, ratio) => {
      renderVideo({ embedMarkup: EMBED, aspectRatio });
      const css = cssOf(frame());
      expect(css).toContain(`aspect-ratio:${ratio};`);
      expect(css).toContain(`inline-size:min(100%, calc(65vh * ${ratio}));`);
      expect(css).toContain(`inline-size:min(100%, calc(65svh * ${ratio}));`);
    },
  );

  it("uses 16:9 for a ratio it cannot read", () => {
    renderVideo({ embedMarkup: EMBED, aspectRatio: "--" as "16:9" });
    expect(cssOf(frame())).toContain("aspect-ratio:1.7778;");
  });

  it.each([
    [80, 80],
    [150, 150],
    [400, 150],
    [0, 65],
    [-10, 65],
    [Number.NaN, 65],
  ])("caps the height at viewportPercentage %p as %p%% of the viewport", (viewportPercentage, used) => {
    renderVideo({ embedMarkup: EMBED, aspectRatio: "9:16", viewportPercentage });
    expect(cssOf(frame())).toContain(`calc(${used}vh * 0.5625)`);
  });

  it("makes the provider's player fill the frame", () => {
    renderVideo({ embedMarkup: EMBED });
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");
    const frameClass = [...frame().classList].find(
      (name) => name !== "c-video__frame" && css.includes(`.${name} iframe`),
    );
    expect(frameClass).toBeDefined();
    expect(css).toMatch(new RegExp(`\\.${frameClass} iframe[^{]*\\{[^}]*position:absolute;inset:0;`));
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (embed, ratio, percentage, title) => {
        try {
          renderVideo({
            embedMarkup: embed as string,
            aspectRatio: ratio as number,
            viewportPercentage: percentage as number,
            title: title as string,
          });
        } finally {
          cleanup();
        }
      }),
    );
  });
});

describe("Video accessibility", () => {
  it.each(["16:9", "1:1", "4:3", "9:16"] as const)("has no axe violations at %s", async (aspectRatio) => {
    const { container } = renderVideo({ embedMarkup: EMBED, aspectRatio });
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations when named by a headline", async () => {
    const { container } = renderVideo({ embedMarkup: EMBED, title: "Harbour tour" });
    expect(await axe(container)).toHaveNoViolations();
  });
});
