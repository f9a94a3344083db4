export { Header, HEADER_SIZES } from "./header";
export type { HeaderFields, HeaderSize } from "./header";
