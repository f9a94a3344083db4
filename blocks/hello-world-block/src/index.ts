export { HelloWorld } from "./hello-world";
export type { HelloWorldFields } from "./hello-world";
