export * from "./ch-form";
export * from "./ch-form-from-accounts";
export * from "./deadlines";
export * from "./export-file-names";
export * from "./json";
export * from "./micro-entity";
export * from "./penalties";
