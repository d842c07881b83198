export * from "./format";
export * from "./parse";
export * from "./pence";
export * from "./plain-decimal";
export * from "./pounds-json";
export * from "./whole-pounds";
