export * from "./auth";
export * from "./categorise";
export * from "./common";
export * from "./company";
export * from "./safe-next-path";
export * from "./transactions";
