export * from "./iso-date";
export * from "./period";
