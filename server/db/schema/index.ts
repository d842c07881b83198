export * from "./companies";
export * from "./filings";
export * from "./periods";
export * from "./support";
export * from "./transactions";
export * from "./users";
