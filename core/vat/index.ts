export * from "./flat-rate";
export * from "./vat-rates";
