/**
 * Headlines as ANS may hold them, for the fuzz tests of every block that shows one: inline markup the allow-list
 * keeps, markup it must neutralise, and entities, among plain text.
 */
import fc from "fast-check";

const PIECES = [
  "<i>",
  "</i>",
  "<em>",
  "</em>",
  "<strong>",
  "<script>alert(1)</script>",
  "<script>",
  "</script>",
  "<style>",
  "<!--",
  "-->",
  '<em onclick="alert(1)">',
  '<b onclick="alert(1)">',
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">',
  "</a>",
  "<iframe src=x>",
  "<div>",
  "&lt;script&gt;",
  "&amp;",
];

/** Text with inline markup in it; `link` is the address of the one allowed link it may hold. */
export function inlineMarkup(link = "/from-a-headline/"): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof(fc.string(), fc.constantFrom(...PIECES, `<a href="${link}">`)))
    .map((parts) => parts.join(""));
}
