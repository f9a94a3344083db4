export { installDemoHost as installTestHost } from "../node/install-demo-host";
