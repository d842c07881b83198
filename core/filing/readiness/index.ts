export * from "./checks";
export * from "./fix-at";
export * from "./readiness";
export type * from "./readiness-input";
export * from "./types";
export * from "./vat-payments";
export { vehicleGuess } from "./vehicles-check";
