export * from "./find-transfers";
export * from "./names-account";
export * from "./transfer-reason";
export type * from "./types";
