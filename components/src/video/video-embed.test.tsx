import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { VideoEmbed, videoPlayerAddress, type VideoEmbedProps } from "./index";
import { posterDocument } from "./poster-document";

const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/Wx7bQp2LmRc" ' +
  'title="How a scanner is inspected" frameborder="0" allowfullscreen></iframe>';
const VIMEO = '<iframe src="https://player.vimeo.com/video/914302276?h=ab12" width="640" height="360"></iframe>';

function inSite(element: ReactElement, arcSite = "the-daily") {
  return <LocalHostProvider state={createHostState({ arcSite })}>{element}</LocalHostProvider>;
}

const renderEmbed = (props: VideoEmbedProps, arcSite?: string) => render(inSite(<VideoEmbed {...props} />, arcSite));

/** The poster document a frame holds, parsed. */
function posterOf(frame: Element): Document {
  return new DOMParser().parseFromString(frame.getAttribute("srcdoc") ?? "", "text/html");
}

describe("videoPlayerAddress", () => {
  it("plays YouTube from youtube-nocookie.com and Vimeo without tracking, both at once", () => {
    expect(videoPlayerAddress("youtube", YOUTUBE)).toEqual({
      provider: "youtube",
      src: "https://www.youtube-nocookie.com/embed/Wx7bQp2LmRc?autoplay=1",
      providerName: "YouTube",
    });
    expect(
      videoPlayerAddress("youtube", "<iframe src='https://www.youtube.com/embed/abc_-1?start=30&amp;rel=0'>")?.src,
    ).toBe("https://www.youtube-nocookie.com/embed/abc_-1?start=30&rel=0&autoplay=1");
    expect(videoPlayerAddress("vimeo", VIMEO)?.src).toBe(
      "https://player.vimeo.com/video/914302276?h=ab12&dnt=1&autoplay=1",
    );
  });

  it.each([
    ["no markup", undefined],
    ["no iframe", "<blockquote>a post</blockquote>"],
    ["another host", '<iframe src="https://evil.example/embed/abc"></iframe>'],
    ["a look-alike host", '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>'],
    ["plain http", '<iframe src="http://www.youtube.com/embed/abc"></iframe>'],
    ["a script address", '<iframe src="javascript:alert(1)"></iframe>'],
    ["credentials", '<iframe src="https://user@www.youtube.com/embed/abc"></iframe>'],
    ["not a player path", '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>'],
  ])("plays nothing for %s", (_, html) => {
    expect(videoPlayerAddress("youtube", html)).toBeNull();
  });

  it("does not take one provider's player for the other's", () => {
    expect(videoPlayerAddress("vimeo", YOUTUBE)).toBeNull();
    expect(videoPlayerAddress("youtube", VIMEO)).toBeNull();
  });
});

describe("VideoEmbed", () => {
  it("holds a poster of its own in the frame, with no address of the provider's but the link's", () => {
    const { container } = renderEmbed({ provider: "youtube", html: YOUTUBE, title: "How a scanner is inspected" });
    const frame = container.querySelector("iframe");
    expect(frame).not.toBeNull();
    expect(frame).not.toHaveAttribute("src");
    expect(frame).toHaveAttribute("title", "How a scanner is inspected");
    expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    expect(frame?.getAttribute("allow")).toContain("autoplay");
    expect(screen.getByRole("region", { name: "How a scanner is inspected" })).toHaveClass(
      "c-video",
      "c-video-embed",
      "c-video-embed--youtube",
    );
    const poster = posterOf(frame as Element);
    const link = poster.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://www.youtube-nocookie.com/embed/Wx7bQp2LmRc?autoplay=1");
    expect(link?.textContent).toBe("Play video: How a scanner is inspectedPlays from YouTube");
    expect(poster.documentElement.getAttribute("lang")).toBe("en");
    // Nothing in the poster reaches out: no image, script, stylesheet or font by address.
    expect(poster.querySelectorAll("img, script, link, iframe, [src]")).toHaveLength(0);
    expect(frame?.getAttribute("srcdoc")).not.toMatch(/url\(|@import|ytimg/);
  });

  it("speaks the site's language and direction", () => {
    const { container } = renderEmbed({ provider: "vimeo", html: VIMEO, title: "Entretien" }, "le-quotidien");
    const poster = posterOf(container.querySelector("iframe") as Element);
    expect(poster.documentElement.getAttribute("lang")).toBe("fr");
    expect(poster.querySelector("a")?.textContent).toBe("Lire la vidéo\u00a0: EntretienLecture depuis Vimeo");
  });

  it("names an untitled video with the player phrase", () => {
    renderEmbed({ provider: "vimeo", html: VIMEO });
    expect(screen.getByRole("region", { name: "Video player" })).toBeInTheDocument();
  });

  it("renders nothing when the markup names no player of the provider", () => {
    const { container } = renderEmbed({ provider: "youtube", html: VIMEO, title: "x" });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders the same on the server, a title's markup escaped twice over", () => {
    const html = renderToString(
      inSite(<VideoEmbed provider="youtube" html={YOUTUBE} title={'<script>alert("x")</script> & more'} />),
    );
    expect(html).not.toContain("<script>alert");
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const poster = posterOf(holder.querySelector("iframe") as Element);
    expect(poster.querySelector("script")).toBeNull();
    expect(poster.querySelector(".title")?.textContent).toBe('Play video: <script>alert("x")</script> & more');
  });

  it("never lets a title or address out of the poster's text and link", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, src) => {
        const poster = new DOMParser().parseFromString(
          posterDocument({ src, title, playLabel: "Play", note: "n", lang: "en", dir: "ltr" }),
          "text/html",
        );
        expect(poster.querySelectorAll("a")).toHaveLength(1);
        expect(poster.querySelector("a")?.getAttribute("href")).toBe(src);
        expect(poster.title).toBe(title.replace(/\s+/g, " ").trim());
      }),
      { numRuns: 100 },
    );
  });

  it("has no axe violations", async () => {
    const { container } = renderEmbed({ provider: "youtube", html: YOUTUBE, title: "How a scanner is inspected" });
    expect(await axe(container)).toHaveNoViolations();
  });
});
