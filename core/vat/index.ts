export * from "./flat-rate";
export * from "./row-rate";
export * from "./stagger";
export * from "./vat-rates";
