export * from "./directors-loan-note";
export * from "./display";
export * from "./filing-pack-data";
export * from "./notes";
export * from "./notes-answers";
export * from "./statements";
export * from "./statutory-balance-sheet";
export * from "./statutory-profit-and-loss";
