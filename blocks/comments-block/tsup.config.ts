import { packageConfig } from "../../scripts/build/tsup-preset";

export default packageConfig({ blocks: true });
