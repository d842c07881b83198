/**
 * Query keys are the API paths themselves: the default query function joins the parts with "/" to build the URL.
 * Invalidate with these so every screen showing the same data refreshes together. A key whose query has its own
 * query function (a search, a status check) starts with the path too, so it can be found by its path.
 */
export const queryKeys = {
  authUser: ["/api/auth/user"],
  categories: ["/api/categories"],
  rules: ["/api/rules"],
  transactions: ["/api/transactions"],
  /** A long list's first rows and totals; not a prefix of the list's key, so it is never refetched. */
  transactionsFirstScreen: ["/api/transactions/first-screen"],
  deletedTransactions: ["/api/transactions/deleted"],
  /** The rows "Apply to similar" offers after a correction; under the list's key, so a change to the list refreshes it. */
  similar: (id: string) => ["/api/transactions", id, "similar"] as const,
  bankAccounts: ["/api/bank-accounts"],
  company: ["/api/company"],
  companies: ["/api/companies"],
  profitLoss: ["/api/reports/profit-loss"],
  balanceSheet: ["/api/reports/balance-sheet"],
  corporationTax: ["/api/reports/corporation-tax"],
  deadlines: ["/api/reports/deadlines"],
  monthly: ["/api/reports/monthly"],
  sampleReports: ["/api/reports/sample"],
  /** The company's periods; reports of another period add `{ period }` after their path (api/periods). */
  periods: ["/api/periods"],
  adjustments: ["/api/adjustments"],
  /** The fixed asset register (capital allowances). */
  fixedAssets: ["/api/fixed-assets"],
  readiness: ["/api/reports/readiness"],
  /** "Your year, step by step": read from the same data as the reports, so it refreshes with them (isReportKey). */
  yearSteps: ["/api/year-steps"],
  periodAnswers: ["/api/period-answers"],
  /** Every drill-down; one line's is `drilldown(line, sample)`, read with `?line=` by its own query function. */
  drilldowns: ["/api/reports/drilldown"],
  drilldown: (line: string, sample: boolean) => ["/api/reports/drilldown", line, sample ? "sample" : "own"] as const,
  paymentConfig: ["/api/config"],
  /** Filing with Companies House: whether this installation can, and the company's submissions (one by `chSubmission`). */
  chFilingSettings: ["/api/submissions/companies-house/settings"],
  chSubmissions: ["/api/submissions/companies-house/accounts"],
  chSubmission: (id: string) => ["/api/submissions/companies-house/accounts", id] as const,
  /** Filing with HMRC: whether this installation is recognised by HMRC, and the company's CT600 submissions. */
  hmrcFilingSettings: ["/api/submissions/hmrc/settings"],
  hmrcSubmissions: ["/api/submissions/hmrc/ct600"],
  checkoutSession: (sessionId: string) => ["/api/filings/checkout-session", sessionId] as const,
  adminSummary: ["/api/admin/summary"],
  adminFilings: ["/api/admin/filings"],
  adminPayments: ["/api/admin/payments"],
  adminSubmissions: ["/api/admin/submissions"],
  adminHealth: ["/api/admin/health"],
  adminSearch: (q: string | null) => ["/api/admin/search", q] as const,
  /** Every ticket list; one search's is `supportTickets(q)`. */
  allSupportTickets: ["/api/admin/support/tickets"],
  supportTickets: (q: string) => ["/api/admin/support/tickets", { q }] as const,
  statusCheck: (url: string) => ["status-check", url] as const,
} as const;

/**
 * True for the key of any report (they all start with /api/reports/), and of the year's steps, which read the same
 * checks: every change that refreshes the reports refreshes them too.
 */
export function isReportKey(key: readonly unknown[]): boolean {
  return typeof key[0] === "string" && (key[0].startsWith("/api/reports/") || key[0] === queryKeys.yearSteps[0]);
}
