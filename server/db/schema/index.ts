export * from "./companies";
export * from "./filings";
export * from "./period-answers";
export * from "./periods";
export * from "./shared-state";
export * from "./support";
export * from "./transactions";
export * from "./users";
