export * from "./ch-form";
export * from "./ch-form-from-accounts";
export * from "./deadlines";
export * from "./json";
export * from "./micro-entity";
export * from "./penalties";
