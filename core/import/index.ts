export * from "./skip-known-duplicates";
