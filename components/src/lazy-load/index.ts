export { LazyLoad, LAZY_LOAD_OFFSET, LAZY_LOAD_THROTTLE } from "./lazy-load";
export type { LazyLoadProps } from "./lazy-load";
