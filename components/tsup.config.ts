import { EVERY_MODULE, packageConfig } from "../scripts/build/tsup-preset";

export default packageConfig({ entry: EVERY_MODULE });
