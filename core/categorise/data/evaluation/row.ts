import type { CategoryId } from "../../../categories";

/** [true category, signed amount in pounds as printed, narrative as the bank exported it] */
export type EvalRow = readonly [CategoryId, string, string];
