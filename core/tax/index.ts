export * from "./corporation-tax";
export * from "./financial-years";
export * from "./json";
export * from "./period-of-account";
export type * from "./types";
