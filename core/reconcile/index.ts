export { MAX_GAP_DAYS } from "./checks";
export {
  countIssues,
  ISSUES_FIRST_SHOWN,
  issuesSummaryText,
  type ListedTransaction,
  reconcileTransactions,
  showAllIssuesText,
} from "./listed";
export { compareIds, orderRows } from "./order";
export { reconcile } from "./reconcile";
export type * from "./types";
