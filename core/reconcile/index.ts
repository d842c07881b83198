export { MAX_GAP_DAYS } from "./checks";
export {
  type BalancesGiven,
  balancesGiven,
  countIssues,
  ISSUES_FIRST_SHOWN,
  issuesSummaryText,
  type ListedTransaction,
  noIssuesText,
  reconcileTransactions,
  showAllIssuesText,
} from "./listed";
export { compareIds, orderRows } from "./order";
export { reconcile } from "./reconcile";
export type * from "./types";
