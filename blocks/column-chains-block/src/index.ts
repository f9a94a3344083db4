export { DoubleChain, QuadChain, SingleChain, TripleChain } from "./chains";
export type { DoubleChainFields, QuadChainFields, SingleChainFields, TripleChainFields } from "./chains";
