export * from "./chart";
export * from "./label";
export * from "./vat-defaults";
