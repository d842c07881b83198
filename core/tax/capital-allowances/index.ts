export * from "./boxes";
export { capitalAllowancesInSequence, computeCapitalAllowances } from "./compute";
export * from "./rates";
export type * from "./types";
