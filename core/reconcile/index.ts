export { MAX_GAP_DAYS } from "./checks";
export { compareIds, orderRows } from "./order";
export { reconcile } from "./reconcile";
export type * from "./types";
