// Apart, and imported on demand: only a browser that may hold a session loads the code that configures sdk-identity.
export { configureIdentity } from "@broadsheet/arc-client";
