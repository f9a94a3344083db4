export { FAKE_ARC_ORIGIN } from "./origin";
export { signImage } from "./signing";
export { corpus, MOTIFS } from "./fixtures";
export type { Corpus, FixtureCollection, FixtureImage, Motif } from "./fixtures";
