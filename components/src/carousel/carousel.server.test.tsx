/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { Carousel } from "./carousel";
import { testSlides } from "./test-slides";

describe("Carousel on the server", () => {
  it("renders slide 1 and the controls without a window", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(<Carousel slides={testSlides(10)} interstitial={<p>Ad</p>} interstitialEvery={2} />);
    expect(html).toMatch(/<section[^>]*aria-roledescription="carousel"[^>]*aria-label="Gallery"/);
    expect(html).toContain('aria-label="Slide 1 of 10"');
    expect(html).toContain("Photo 1");
    expect(html).toContain("1 of 10");
    for (const label of ["Start Autoplay", "Full Screen", "Next Slide"]) expect(html).toContain(label);
    expect(html).not.toContain("Previous Slide");
    // Four slides rendered (the default viewableSlides), only the first not hidden; no interstitial yet.
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(4);
    expect(html.match(/aria-roledescription="slide"[^>]*hidden/g)).toHaveLength(3);
    expect(html).not.toContain("Photo 5");
    expect(html).not.toContain("<p>Ad</p>");
  });
});
