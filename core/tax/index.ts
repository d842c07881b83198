export * from "./capital-allowances";
export * from "./corporation-tax";
export { ct600aBoxes, S455_RATE_PERCENT } from "./ct600a-boxes";
export * from "./financial-years";
export * from "./json";
export * from "./loans-to-participators";
export * from "./period-of-account";
export type * from "./types";
