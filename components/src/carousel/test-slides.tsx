import type { ReactNode } from "react";

/** Plain captioned slides for tests: `Photo 1` … `Photo n`. */
export function testSlides(count: number): ReactNode[] {
  return Array.from({ length: count }, (_, index) => <p key={index}>{`Photo ${index + 1}`}</p>);
}
