/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { lazyPart } from "./lazy-part";

function Note({ text }: { text: string }) {
  return <p className="note">{text}</p>;
}

it("on a server starts loading when defined, so a renderToString host renders the real HTML, not a fallback", async () => {
  let loads = 0;
  const LazyNote = lazyPart(async () => {
    loads += 1;
    return Note;
  });
  expect(loads).toBe(1);
  // What a server does between evaluating the bundle at boot and its first request.
  await new Promise((resolve) => setImmediate(resolve));
  expect(renderToString(<LazyNote text="Real HTML" />)).toBe('<p class="note">Real HTML</p>');
  expect(loads).toBe(1);
});
