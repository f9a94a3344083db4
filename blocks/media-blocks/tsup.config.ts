import { packageConfig } from "../../scripts/build/tsup-preset";

export default packageConfig({ entry: ["src/index.ts", "src/video.ts"], blocks: true });
