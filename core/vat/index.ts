export * from "./flat-rate";
export * from "./row-rate";
export * from "./vat-rates";
