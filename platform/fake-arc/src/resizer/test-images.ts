import type { FixtureImage } from "../fixtures/corpus-types";
import { signImage } from "../signing";

/** Originals the resizer's tests serve, apart from the corpus so its changes cannot move these tests. */
export const TEST_IMAGES: readonly FixtureImage[] = [
  { _id: "PORTRAIT00000000000000000A", width: 1600, height: 1000, motif: "portrait" },
  { _id: "TALLCITY00000000000000000B", width: 900, height: 1600, motif: "city" },
  { _id: "CHART00000000000000000000C", width: 1200, height: 800, motif: "chart" },
];

export const findTestImage = (id: string): FixtureImage | undefined => TEST_IMAGES.find((image) => image._id === id);

/** A resizer path and query for a test image, signed unless the test says otherwise. */
export function resizerQuery(params: Record<string, string>, key: string): URLSearchParams {
  return new URLSearchParams({ auth: signImage(key), ...params });
}
