export * from "./iso-date";
