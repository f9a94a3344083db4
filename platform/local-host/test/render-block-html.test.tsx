/** @jest-environment node */
import { defineBlock, defineFields, text } from "@broadsheet/kit";
import { styled } from "@broadsheet/style";
import { useContent } from "fusion:content";
import { renderBlockToHtml, UNSAFE_MARKUP } from "../src/server/render-block-html";

const Box = styled.p.withConfig({ componentId: "bs-test-box" })`
  color: red;
`;

const Echo = defineBlock({
  name: "echo",
  kind: "feature",
  label: "Echo",
  fields: defineFields({ words: text({ label: "Words" }) }),
  render: ({ customFields }) => <Box className="echo">{customFields.words}</Box>,
});

describe("renderBlockToHtml", () => {
  it("gives the block's server markup without the hoisted styles, content escaped", async () => {
    const html = await renderBlockToHtml(Echo, { customFields: { words: "<img src=x onerror=alert(1)>" } });
    expect(html).toMatch(/^<p class="[^"]*echo">&lt;img src=x onerror=alert\(1\)&gt;<\/p>$/);
    expect(html).not.toMatch(UNSAFE_MARKUP);
  });

  it("waits for each of a block's queries (a second one too, asked once the first has landed)", async () => {
    const Both = defineBlock({
      name: "both",
      kind: "feature",
      label: "Both",
      render: function BothView() {
        const one = useContent<{ name: string }>({ source: "feed", query: { n: 1 } });
        const two = useContent<{ name: string }>({ source: "feed", query: { n: 2 } });
        return <p>{`${one?.name ?? "none"} / ${two?.name ?? "none"}`}</p>;
      },
    });
    const feed = async (query: Record<string, unknown>) => ({ name: `answer ${String(query.n)}` });
    expect(await renderBlockToHtml(Both, { content: { feed } })).toBe("<p>answer 1 / answer 2</p>");
  });
});

describe("UNSAFE_MARKUP", () => {
  it.each([
    ["<script>alert(1)</script>"],
    ['<iframe src="https://x.test/"></iframe>'],
    ['<img src="/a.jpg" onerror="alert(1)">'],
    ['<a href="javascript:alert(1)">x</a>'],
    ['<a href=" JavaScript:alert(1)">x</a>'],
  ])("finds %s", (html) => {
    expect(html).toMatch(UNSAFE_MARKUP);
  });

  it.each([
    ['<a href="/story/">&lt;img src=x onerror=alert(1)&gt;</a>'],
    ['<img alt="a onerror=b" src="/a.jpg">'],
    ["<p>javascript: the language</p>"],
  ])("leaves escaped text and values alone: %s", (html) => {
    expect(html).not.toMatch(UNSAFE_MARKUP);
  });
});
