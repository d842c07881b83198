import type { UserA } from "./support/user-a";

/**
 * How user B calls every route of the server with user A's ids, and what must hold. The isolation suite enumerates
 * the routes the app really registers and FAILS for a route without an entry here ("new route without a test").
 *
 * - public:    serves no user's data; B must not see A's canary anyway.
 * - own:       answers (or changes) only the caller's own data: B gets its own, never A's.
 * - not-found: takes one of A's ids: B gets 404 (403 accepted).
 * - bulk:      takes a list of A's ids: B's call reports them not found or ignores them (`check`).
 * - admin:     401 signed out, 403 to a normal user.
 * After every call A's own view of their data (transactions, recycle bin, rules, company, reports) is unchanged.
 */
export type Expectation = "public" | "own" | "not-found" | "bulk" | "admin";

export interface CallSpec {
  url: string;
  payload?: unknown;
}

export interface RouteCase {
  expect: Expectation;
  call(a: UserA): CallSpec;
  /** Statuses B may get; defaults: own 200, public < 500, not-found 404/403, bulk 200, admin 403. */
  status?: number[];
  /** For bulk routes: what B's answer must say about A's ids. */
  check?(body: unknown, a: UserA): void;
  /** The call signs B out or erases B: it runs with a throwaway user. */
  fresh?: boolean;
}

const must = (cond: boolean, message: string) => {
  if (!cond) throw new Error(message);
};
const field = (body: unknown, key: string): unknown => (body as Record<string, unknown>)[key];

export const ROUTE_EXPECTATIONS: Record<string, RouteCase> = {
  "GET /api/health": { expect: "public", call: () => ({ url: "/api/health" }) },
  "GET /api/openapi.json": { expect: "public", call: () => ({ url: "/api/openapi.json" }) },
  "POST /api/auth/signup": {
    expect: "public",
    fresh: true,
    status: [409, 400],
    call: (a) => ({
      url: "/api/auth/signup",
      payload: { email: a.email, password: "another password 123", firstName: "B", lastName: "B" },
    }),
  },
  "POST /api/auth/signin": {
    expect: "public",
    status: [401],
    call: (a) => ({ url: "/api/auth/signin", payload: { email: a.email, password: "not A's password" } }),
  },
  "GET /api/auth/user": { expect: "own", call: () => ({ url: "/api/auth/user" }) },
  "GET /api/login": { expect: "public", status: [302], call: () => ({ url: "/api/login?next=/transactions" }) },
  "GET /api/callback": { expect: "public", call: () => ({ url: "/api/callback?code=x&state=y" }) },
  "GET /api/logout": { expect: "own", fresh: true, status: [200, 302], call: () => ({ url: "/api/logout" }) },
  "GET /api/categories": { expect: "public", call: () => ({ url: "/api/categories" }) },
  "GET /api/company": { expect: "own", call: () => ({ url: "/api/company" }) },
  "PUT /api/company": { expect: "own", call: () => ({ url: "/api/company", payload: { name: "B Holdings Ltd" } }) },
  "GET /api/companies": { expect: "own", call: () => ({ url: "/api/companies" }) },
  "POST /api/companies": { expect: "own", call: () => ({ url: "/api/companies", payload: { name: "B Second Ltd" } }) },
  "POST /api/companies/:id/select": {
    expect: "not-found",
    call: (a) => ({ url: `/api/companies/${a.secondCompanyId}/select` }),
  },
  "POST /api/csv/parse": {
    expect: "own",
    call: () => ({
      url: "/api/csv/parse",
      payload: { fileContent: "Date,Description,Amount\n01/04/2025,B ROW,-1.00\n" },
    }),
  },
  "POST /api/transactions": {
    expect: "own",
    call: () => ({
      url: "/api/transactions",
      payload: { transactions: [{ date: "2025-04-01", description: "B ROW", amount: "-1.00" }], fileName: "b.csv" },
    }),
  },
  "GET /api/bank-accounts": { expect: "own", call: () => ({ url: "/api/bank-accounts" }) },
  "PUT /api/bank-accounts/opening-cash": {
    expect: "not-found",
    call: (a) => ({
      url: "/api/bank-accounts/opening-cash",
      payload: { accounts: [{ id: a.bankAccountId, openingCash: "1.00" }] },
    }),
  },
  "GET /api/transactions": { expect: "own", call: () => ({ url: "/api/transactions" }) },
  "GET /api/transactions/deleted": { expect: "own", call: () => ({ url: "/api/transactions/deleted" }) },
  "GET /api/transactions/first-screen": {
    expect: "own",
    call: () => ({ url: "/api/transactions/first-screen?limit=1000" }),
  },
  "DELETE /api/transactions/:id": {
    expect: "not-found",
    call: (a) => ({ url: `/api/transactions/${a.transactionId}` }),
  },
  "POST /api/transactions/bulk-delete": {
    expect: "bulk",
    call: (a) => ({ url: "/api/transactions/bulk-delete", payload: { ids: [a.transactionId, a.otherTransactionId] } }),
    check: (body, a) => {
      must(field(body, "deleted") === 0, "bulk-delete deleted some of A's rows");
      const notFound = field(body, "notFound") as string[];
      must(notFound.includes(a.transactionId) && notFound.includes(a.otherTransactionId), "A's ids not reported");
    },
  },
  "POST /api/transactions/:id/restore": {
    expect: "not-found",
    call: (a) => ({ url: `/api/transactions/${a.deletedTransactionId}/restore` }),
  },
  "POST /api/transactions/bulk-restore": {
    expect: "bulk",
    call: (a) => ({
      url: "/api/transactions/bulk-restore",
      payload: { ids: [a.deletedTransactionId, a.transactionId] },
    }),
    check: (body, a) => {
      must(field(body, "restored") === 0, "bulk-restore restored some of A's rows");
      const notFound = field(body, "notFound") as string[];
      must(notFound.includes(a.deletedTransactionId) && notFound.includes(a.transactionId), "A's ids not reported");
    },
  },
  "POST /api/transactions/permanent-delete": {
    expect: "bulk",
    call: (a) => ({
      url: "/api/transactions/permanent-delete",
      payload: { ids: [a.deletedTransactionId, a.transactionId] },
    }),
    check: (body) => {
      must(field(body, "deleted") === 0, "permanent-delete removed some of A's rows");
      must((field(body, "errors") as unknown[]).length === 2, "A's ids not reported as errors");
    },
  },
  "POST /api/transactions/categorize": {
    expect: "bulk",
    call: (a) => ({
      url: "/api/transactions/categorize",
      payload: { transactionIds: [a.transactionId, a.otherTransactionId] },
    }),
    check: (body) => must(field(body, "updated") === 0, "categorize changed A's rows"),
  },
  "PATCH /api/transactions/:id": {
    expect: "not-found",
    call: (a) => ({ url: `/api/transactions/${a.transactionId}`, payload: { notes: "B was here" } }),
  },
  "POST /api/transactions/bulk-update": {
    expect: "bulk",
    call: (a) => ({
      url: "/api/transactions/bulk-update",
      payload: { ids: [a.transactionId, a.otherTransactionId], categoryId: "sales" },
    }),
    check: (body, a) => {
      must(field(body, "updated") === 0, "bulk-update changed A's rows");
      const notFound = field(body, "notFound") as string[];
      must(notFound.includes(a.transactionId) && notFound.includes(a.otherTransactionId), "A's ids not reported");
    },
  },
  "GET /api/transactions/needs-review": { expect: "own", call: () => ({ url: "/api/transactions/needs-review" }) },
  "POST /api/transactions/:id/confirm": {
    expect: "not-found",
    call: (a) => ({ url: `/api/transactions/${a.transactionId}/confirm` }),
  },
  "GET /api/transactions/:id/similar": {
    expect: "not-found",
    call: (a) => ({ url: `/api/transactions/${a.transactionId}/similar` }),
  },
  "POST /api/transactions/categorize-similar": {
    expect: "not-found",
    call: (a) => ({ url: "/api/transactions/categorize-similar", payload: { id: a.transactionId } }),
  },
  "POST /api/transactions/categorize-similar/undo": {
    expect: "not-found",
    call: (a) => ({ url: "/api/transactions/categorize-similar/undo", payload: { undoToken: a.undoToken } }),
  },
  "GET /api/rules": { expect: "own", call: () => ({ url: "/api/rules" }) },
  "POST /api/rules": {
    expect: "own",
    call: () => ({ url: "/api/rules", payload: { contains: "b rule", categoryId: "sales" } }),
    status: [200, 400],
  },
  "PATCH /api/rules/:id": {
    expect: "not-found",
    call: (a) => ({ url: `/api/rules/${a.ruleId}`, payload: { contains: "hijacked" } }),
  },
  "DELETE /api/rules/:id": { expect: "not-found", call: (a) => ({ url: `/api/rules/${a.ruleId}` }) },
  "GET /api/reports/sample": { expect: "public", call: () => ({ url: "/api/reports/sample" }) },
  "GET /api/reports/sample/drilldown": {
    expect: "public",
    call: () => ({ url: "/api/reports/sample/drilldown?line=cash" }),
  },
  "GET /api/reports/profit-loss": { expect: "own", call: () => ({ url: "/api/reports/profit-loss" }) },
  "GET /api/reports/balance-sheet": { expect: "own", call: () => ({ url: "/api/reports/balance-sheet" }) },
  "GET /api/reports/corporation-tax": { expect: "own", call: () => ({ url: "/api/reports/corporation-tax" }) },
  "GET /api/reports/deadlines": { expect: "own", call: () => ({ url: "/api/reports/deadlines" }) },
  "GET /api/reports/monthly": { expect: "own", call: () => ({ url: "/api/reports/monthly" }) },
  "GET /api/reports/drilldown": { expect: "own", call: () => ({ url: "/api/reports/drilldown?line=cash" }) },
  "GET /api/reports/vat": { expect: "own", call: () => ({ url: "/api/reports/vat" }) },
  "GET /api/reports/explain": { expect: "own", call: () => ({ url: "/api/reports/explain?line=accruals" }) },
  "GET /api/reports/readiness": { expect: "own", call: () => ({ url: "/api/reports/readiness" }) },
  "GET /api/year-steps": { expect: "own", call: () => ({ url: "/api/year-steps" }) },
  "PUT /api/year-steps/adjustments": {
    expect: "own",
    // B's company has no period of its own yet: 400 says to set one; 409 lists what B's own year still needs.
    status: [200, 400, 409],
    call: () => ({ url: "/api/year-steps/adjustments", payload: { checked: true } }),
  },
  "GET /api/period-answers": { expect: "own", call: () => ({ url: "/api/period-answers" }) },
  "PATCH /api/period-answers": {
    expect: "own",
    // B's company has no period of its own yet: 400 says to set one; 409 lists what B's own year still needs.
    status: [200, 400, 409],
    call: () => ({ url: "/api/period-answers", payload: { guarantees: { none: true } } }),
  },
  "GET /api/adjustments": { expect: "own", call: () => ({ url: "/api/adjustments" }) },
  "POST /api/adjustments": {
    expect: "own",
    // B's company has no period of its own yet: 400 says to set one; 409 lists what B's own year still needs.
    status: [200, 400, 409],
    call: () => ({
      url: "/api/adjustments",
      payload: { kind: "closing-stock", categoryId: null, description: "B stock", amount: "10.00" },
    }),
  },
  "PATCH /api/adjustments/:id": {
    expect: "not-found",
    call: (a) => ({ url: `/api/adjustments/${a.adjustmentId}`, payload: { amount: "1.00" } }),
  },
  "DELETE /api/adjustments/:id": { expect: "not-found", call: (a) => ({ url: `/api/adjustments/${a.adjustmentId}` }) },
  "GET /api/fixed-assets": { expect: "own", call: () => ({ url: "/api/fixed-assets" }) },
  "PATCH /api/fixed-assets/:id": {
    expect: "not-found",
    call: (a) => ({ url: `/api/fixed-assets/${a.transactionId}`, payload: { kind: "car", co2GramsPerKm: 120 } }),
  },
  "GET /api/periods": { expect: "own", call: () => ({ url: "/api/periods" }) },
  "POST /api/periods/close": {
    expect: "own",
    // B's company has no period of its own yet: 400 says to set one; 409 lists what B's own year still needs.
    status: [200, 400, 409],
    call: () => ({ url: "/api/periods/close", payload: {} }),
  },
  "POST /api/periods/:id/reopen": {
    expect: "not-found",
    call: (a) => ({ url: `/api/periods/${a.periodId}/reopen` }),
  },
  "POST /api/exports/ch-pack/pdf": {
    expect: "own",
    status: [200, 400, 402, 409, 422],
    call: () => ({ url: "/api/exports/ch-pack/pdf", payload: { directorName: "B Director", confirmed: true } }),
  },
  "POST /api/exports/ch-pack/xlsx": {
    expect: "own",
    status: [200, 400, 402, 409, 422],
    call: () => ({ url: "/api/exports/ch-pack/xlsx", payload: { directorName: "B Director", confirmed: true } }),
  },
  "POST /api/exports/ch-pack/ixbrl": {
    expect: "own",
    status: [200, 400, 402, 409, 422],
    call: () => ({ url: "/api/exports/ch-pack/ixbrl", payload: { directorName: "B Director", confirmed: true } }),
  },
  "POST /api/exports/hmrc-pack/ixbrl": {
    expect: "own",
    status: [200, 400, 402, 409, 422],
    call: () => ({ url: "/api/exports/hmrc-pack/ixbrl", payload: { directorName: "B Director", confirmed: true } }),
  },
  "POST /api/exports/hmrc-pack/computations-ixbrl": {
    expect: "own",
    status: [200, 400, 402, 409, 422],
    call: () => ({
      url: "/api/exports/hmrc-pack/computations-ixbrl",
      payload: { directorName: "B Director", confirmed: true },
    }),
  },
  "POST /api/exports/hmrc-pack/xlsx": {
    expect: "own",
    status: [200, 400, 402, 409, 422],
    call: () => ({ url: "/api/exports/hmrc-pack/xlsx", payload: { confirmed: true } }),
  },
  "GET /api/export/xlsx": { expect: "own", status: [200, 402], call: () => ({ url: "/api/export/xlsx" }) },
  "POST /api/filings/create-checkout": {
    expect: "own",
    status: [200, 400, 409, 503],
    call: () => ({ url: "/api/filings/create-checkout", payload: {} }),
  },
  "GET /api/filings/checkout-session": {
    expect: "not-found",
    status: [404, 403, 400, 503],
    call: () => ({ url: "/api/filings/checkout-session?session_id=cs_test_of_user_a" }),
  },
  "GET /api/config": { expect: "public", call: () => ({ url: "/api/config" }) },
  "POST /api/stripe/webhook": {
    expect: "public",
    status: [400, 503],
    call: () => ({ url: "/api/stripe/webhook", payload: {} }),
  },
  "GET /api/submissions/companies-house/settings": {
    expect: "own",
    call: () => ({ url: "/api/submissions/companies-house/settings" }),
  },
  "POST /api/submissions/companies-house/accounts": {
    expect: "own",
    // B's company is not ready to file, and the suite's server has no presenter account: 409 either way.
    status: [202, 400, 402, 409],
    call: () => ({
      url: "/api/submissions/companies-house/accounts",
      payload: {
        directorName: "B Director",
        confirmed: true,
        approvalDate: "2025-06-30",
        companyAuthenticationCode: "BB11CC",
      },
    }),
  },
  "GET /api/submissions/companies-house/accounts": {
    expect: "own",
    call: () => ({ url: "/api/submissions/companies-house/accounts" }),
    check: (body) => must(Array.isArray(body) && body.length === 0, "B's list shows submissions"),
  },
  "GET /api/submissions/companies-house/accounts/:id": {
    expect: "not-found",
    call: (a) => ({ url: `/api/submissions/companies-house/accounts/${a.submissionId}` }),
  },
  "GET /api/submissions/hmrc/settings": {
    expect: "own",
    call: () => ({ url: "/api/submissions/hmrc/settings" }),
  },
  "POST /api/submissions/hmrc/ct600": {
    expect: "own",
    // B's company is not ready to file, and the suite's server has no HMRC vendor ID: 409 either way.
    status: [202, 400, 402, 409],
    call: () => ({
      url: "/api/submissions/hmrc/ct600",
      payload: {
        directorName: "B Director",
        confirmed: true,
        approvalDate: "2025-06-30",
        gatewayUserId: "BUSER0001",
        gatewayPassword: "b-password",
        declarantName: "B Director",
        declarantStatus: "Director",
      },
    }),
  },
  "GET /api/submissions/hmrc/ct600": {
    expect: "own",
    call: () => ({ url: "/api/submissions/hmrc/ct600" }),
    check: (body) => must(Array.isArray(body) && body.length === 0, "B's list shows HMRC submissions"),
  },
  "GET /api/submissions/hmrc/ct600/:id": {
    expect: "not-found",
    call: (a) => ({ url: `/api/submissions/hmrc/ct600/${a.hmrcSubmissionId}` }),
  },
  "GET /api/submissions/hmrc/ct600/:id/receipt": {
    expect: "not-found",
    call: (a) => ({ url: `/api/submissions/hmrc/ct600/${a.hmrcSubmissionId}/receipt` }),
  },
  "GET /api/admin/summary": { expect: "admin", call: () => ({ url: "/api/admin/summary" }) },
  "GET /api/admin/filings": { expect: "admin", call: () => ({ url: "/api/admin/filings" }) },
  "GET /api/admin/payments": { expect: "admin", call: () => ({ url: "/api/admin/payments" }) },
  "GET /api/admin/submissions": { expect: "admin", call: () => ({ url: "/api/admin/submissions" }) },
  "GET /api/admin/health": { expect: "admin", call: () => ({ url: "/api/admin/health" }) },
  "GET /api/admin/search": { expect: "admin", call: (a) => ({ url: `/api/admin/search?q=${a.id}` }) },
  "GET /api/admin/support/tickets": { expect: "admin", call: () => ({ url: "/api/admin/support/tickets" }) },
  "POST /api/admin/support/tickets/:id/status": {
    expect: "admin",
    call: (a) => ({ url: `/api/admin/support/tickets/${a.ticketId}/status`, payload: { status: "spam" } }),
  },
  "POST /api/support/ask": {
    expect: "public",
    call: () => ({ url: "/api/support/ask", payload: { message: "how do I export?" } }),
  },
  "POST /api/support/ticket": {
    expect: "own",
    call: () => ({
      url: "/api/support/ticket",
      payload: { email: "b-user@example.com", subject: "B needs help", body: "B has a question about exports." },
    }),
  },
  "GET /api/support/health": { expect: "public", call: () => ({ url: "/api/support/health" }) },
  "POST /api/user/delete-my-data": { expect: "own", fresh: true, call: () => ({ url: "/api/user/delete-my-data" }) },
};

/** A signed pack's request, as B sends it. */
const B_SIGNED = { directorName: "B Director", confirmed: true };

/**
 * The routes that also read `?period=` (a closed period's id or start date), called by B with A's closed period: 404,
 * as for one of A's ids in the path. Keyed like the table above; each key must be a route of it.
 */
export const PERIOD_QUERY_CASES: Record<string, RouteCase> = {
  "POST /api/exports/ch-pack/pdf": {
    expect: "not-found",
    call: (a) => ({ url: `/api/exports/ch-pack/pdf?period=${a.periodId}`, payload: B_SIGNED }),
  },
  "POST /api/exports/ch-pack/xlsx": {
    expect: "not-found",
    call: (a) => ({ url: `/api/exports/ch-pack/xlsx?period=${a.periodId}`, payload: B_SIGNED }),
  },
  "POST /api/exports/ch-pack/ixbrl": {
    expect: "not-found",
    call: (a) => ({ url: `/api/exports/ch-pack/ixbrl?period=${a.periodId}`, payload: B_SIGNED }),
  },
  "POST /api/exports/hmrc-pack/ixbrl": {
    expect: "not-found",
    call: (a) => ({ url: `/api/exports/hmrc-pack/ixbrl?period=${a.periodId}`, payload: B_SIGNED }),
  },
  "POST /api/exports/hmrc-pack/computations-ixbrl": {
    expect: "not-found",
    call: (a) => ({ url: `/api/exports/hmrc-pack/computations-ixbrl?period=${a.periodId}`, payload: B_SIGNED }),
  },
  "POST /api/exports/hmrc-pack/xlsx": {
    expect: "not-found",
    call: (a) => ({ url: `/api/exports/hmrc-pack/xlsx?period=${a.periodId}`, payload: { confirmed: true } }),
  },
  "GET /api/export/xlsx": { expect: "not-found", call: (a) => ({ url: `/api/export/xlsx?period=${a.periodId}` }) },
  "POST /api/submissions/companies-house/accounts": {
    expect: "not-found",
    call: (a) => ({
      url: `/api/submissions/companies-house/accounts?period=${a.periodId}`,
      payload: { ...B_SIGNED, approvalDate: "2025-06-30", companyAuthenticationCode: "BB11CC" },
    }),
  },
  "POST /api/submissions/hmrc/ct600": {
    expect: "not-found",
    call: (a) => ({
      url: `/api/submissions/hmrc/ct600?period=${a.periodId}`,
      payload: {
        ...B_SIGNED,
        approvalDate: "2025-06-30",
        gatewayUserId: "BUSER0001",
        gatewayPassword: "b-password",
        declarantName: "B Director",
        declarantStatus: "Director",
      },
    }),
  },
};
