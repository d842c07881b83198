export * from "./auth";
export * from "./categorise";
export * from "./common";
export * from "./company";
export * from "./reports";
export * from "./safe-next-path";
export * from "./transactions";
