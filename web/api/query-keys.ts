/**
 * Query keys are the API paths themselves: the default query function joins the parts with "/" to build the URL.
 * Invalidate with these so every screen showing the same data refreshes together.
 */
export const queryKeys = {
  authUser: ["/api/auth/user"],
  categories: ["/api/categories"],
  transactions: ["/api/transactions"],
  deletedTransactions: ["/api/transactions/deleted"],
  profitLoss: ["/api/reports/profit-loss"],
  balanceSheet: ["/api/reports/balance-sheet"],
} as const;
