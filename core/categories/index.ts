export * from "./chart";
export * from "./vat-defaults";
