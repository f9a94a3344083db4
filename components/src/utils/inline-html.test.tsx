import { render } from "@testing-library/react";
import fc from "fast-check";
import { decodeEntities, inlineHtml, inlineText } from "./inline-html";

function html(value: unknown): string {
  return render(<p>{inlineHtml(value)}</p>).container.querySelector("p")?.innerHTML ?? "";
}

describe("inlineHtml", () => {
  it("keeps the allowed inline tags", () => {
    expect(html('A <em>very</em> <strong>bold</strong> <a href="/politics/">claim</a><br>now')).toBe(
      'A <em>very</em> <strong>bold</strong> <a href="/politics/">claim</a><br>now',
    );
  });

  it("drops other tags but keeps their text", () => {
    expect(html('<div class="x"><span>Kept</span> <img src=x onerror="alert(1)"> text</div>')).toBe("Kept  text");
  });

  it("drops scripts and styles with their contents", () => {
    expect(html("a<script>alert(1)</script>b<style>p{}</style>c")).toBe("abc");
  });

  it("drops every attribute but a safe link's href", () => {
    expect(html('<em onclick="x()" class="y">e</em>')).toBe("<em>e</em>");
    expect(html('<a href="javascript:alert(1)" onclick="x()">link</a>')).toBe("link");
  });

  it("writes text as text: a stray angle bracket or entity is not markup", () => {
    expect(html("3 &lt; 4 &amp; 5 > 2")).toBe("3 &lt; 4 &amp; 5 &gt; 2");
    expect(inlineText("&lt;script&gt;")).toBe("<script>");
  });

  it("closes tags left open and ignores stray closing tags", () => {
    expect(html("<em>open</strong> still")).toBe("<em>open still</em>");
  });

  it("never nests links: a new link ends the one still open", () => {
    expect(html('<a href="/a">one <a href="/b">two</a>')).toBe('<a href="/a">one </a><a href="/b">two</a>');
  });

  it("gives nothing for empty or non-text content, or markup with no text in it", () => {
    expect(inlineHtml("  ")).toBeNull();
    expect(inlineHtml(42)).toBeNull();
    expect(inlineHtml("<i> </i><br>&nbsp;")).toBeNull();
    expect(inlineHtml("<script>alert(1)</script>")).toBeNull();
  });

  it("keeps only a link's text where links are off (text that sits inside a link of its own)", () => {
    expect(html('Riders <a href="/transit/">return</a> to <i>transit</i>')).toBe(
      'Riders <a href="/transit/">return</a> to <i>transit</i>',
    );
    const { container } = render(
      <p>{inlineHtml('Riders <a href="/transit/">return</a> to <i>transit</i>', { links: false })}</p>,
    );
    expect(container.querySelector("p")?.innerHTML).toBe("Riders return to <i>transit</i>");
  });

  it("gives the text a reader sees, for titles and attributes: tags dropped, entities decoded, trimmed", () => {
    expect(inlineText(" Riders return to <i>transit</i> ")).toBe("Riders return to transit");
    expect(inlineText('Q&amp;A: <b onclick="x()">fares</b><script>alert(1)</script>')).toBe("Q&A: fares");
    expect(inlineText(42)).toBe("");
  });

  it("decodes numeric and named entities", () => {
    expect(decodeEntities("&#8220;hi&#x201D; &nbsp;&unknown;")).toBe("\u201chi\u201d \u00a0&unknown;");
  });

  it("never writes an element outside the allow-list, whatever the input", () => {
    const allowed = new Set([
      "P",
      "A",
      "B",
      "BR",
      "CITE",
      "CODE",
      "EM",
      "I",
      "MARK",
      "S",
      "SMALL",
      "STRONG",
      "SUB",
      "SUP",
      "U",
    ]);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.constantFrom("<script>", "</a>", "<a href='x'>", "<img src=x>", "<em>", "<div>", "<!--", "-->"),
          ),
        ),
        fc.boolean(),
        (parts, links) => {
          const { container, unmount } = render(<p>{inlineHtml(parts.join(""), { links })}</p>);
          for (const element of container.querySelectorAll("*")) {
            expect(allowed.has(element.tagName)).toBe(true);
            if (!links) expect(element.tagName).not.toBe("A");
            for (const attribute of element.getAttributeNames()) expect(attribute).toBe("href");
          }
          // What the element shows is what inlineText says it shows (a title built from it matches).
          expect(container.querySelector("p")?.textContent?.trim()).toBe(inlineText(parts.join("")));
          unmount();
        },
      ),
    );
  });
});
