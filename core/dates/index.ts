export * from "./display";
export * from "./iso-date";
export * from "./period";
