import { randomUUID } from "node:crypto";
import type { App } from "../../server/app-context";
import type { Database } from "../../server/db/client";
import { submissions } from "../../server/db/schema";
import { ALL_ANSWERS } from "../../server/test-support/accounts-kit";
import { saveRows } from "../../server/test-support/seed";
import { signUpUser } from "../../server/test-support/test-app";

/** Marks every piece of user A's data: B must never see it in any answer. */
export const CANARY = "ACANARYZQ";

/** User A's ids, the ones user B tries to reach. */
export interface UserA {
  cookie: string;
  id: string;
  email: string;
  companyId: string;
  secondCompanyId: string;
  transactionId: string;
  otherTransactionId: string;
  deletedTransactionId: string;
  ruleId: string;
  ticketId: string;
  importBatchId: string;
  /** A year-end adjustment of A's open period, and a period A closed. */
  adjustmentId: string;
  periodId: string;
  bankAccountId: string;
  /** A Companies House submission of A's company (a fresh id nobody has when seeded without the database). */
  submissionId: string;
  /** An HMRC CT600 submission of A's company (likewise). */
  hmrcSubmissionId: string;
  /** The undo token of an "Apply to similar" A made. */
  undoToken: string;
}

async function json<T>(
  app: App,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/**
 * Signs up user A with a company, transactions (one in the recycle bin), a rule, a second company and a ticket;
 * given the app's database, a Companies House submission too (filing needs a gateway the suite has not).
 */
export async function seedUserA(app: App, database?: Database): Promise<UserA> {
  const a = await signUpUser(app, { firstName: CANARY, lastName: "Owner" });
  const company = await json<{ id: string }>(app, "PUT", "/api/company", a.cookie, { name: `${CANARY} Trading Ltd` });
  const saved = await saveRows(app, a.cookie, [
    { date: "2025-04-01", description: `${CANARY} INVOICE 1`, amount: "1500.00" },
    { date: "2025-04-02", description: `${CANARY} TESCO`, amount: "-42.10" },
    { date: "2025-04-03", description: `${CANARY} BT GROUP`, amount: "-30.00" },
  ]);
  const [t1, t2, t3] = saved.transactions;
  if (!t1 || !t2 || !t3) throw new Error("seed: rows not saved");
  await json(app, "DELETE", `/api/transactions/${t3.id}`, a.cookie);
  const categories = await json<{ id: string }[]>(app, "GET", "/api/categories", a.cookie);
  const rule = await json<{ id: string }>(app, "POST", "/api/rules", a.cookie, {
    contains: CANARY.toLowerCase(),
    categoryId: categories[0]?.id,
  });
  await json(app, "PATCH", `/api/transactions/${t1.id}`, a.cookie, { categoryId: "sales" });
  const similar = await json<{ undoToken: string }>(app, "POST", "/api/transactions/categorize-similar", a.cookie, {
    id: t1.id,
    ids: [t2.id],
  });
  const second = await json<{ id: string }>(app, "POST", "/api/companies", a.cookie, { name: `${CANARY} Second Ltd` });
  const ticket = await json<{ id: string }>(app, "POST", "/api/support/ticket", a.cookie, {
    email: a.email,
    subject: `${CANARY} help please`,
    body: `${CANARY} my figures look wrong, please help me`,
  });
  const list = await json<{ importBatchId: string }[]>(app, "GET", "/api/transactions", a.cookie);
  // A year before the rows, closed (long past, whatever today is), then an adjustment of the open year after it.
  // The close waits for the year's readiness checks: the company's details and the year's answers come first.
  await json(app, "PUT", "/api/company", a.cookie, {
    periodStart: "2024-04-01",
    periodEnd: "2025-03-31",
    registrationNumber: "01234567",
    directors: [`${CANARY} Director`],
    principalActivity: "Consulting",
    vatRegistered: false,
  });
  await json(app, "PATCH", "/api/period-answers", a.cookie, ALL_ANSWERS);
  const closed = await json<{ closed: { id: string } }>(app, "POST", "/api/periods/close", a.cookie, {});
  const adjustment = await json<{ id: string }>(app, "POST", "/api/adjustments", a.cookie, {
    kind: "accrual",
    categoryId: "professional-fees",
    description: `${CANARY} accountancy fee`,
    amount: "600.00",
  });
  const submissionId = database ? await seedSubmission(database, a.id, company.id) : randomUUID();
  const hmrcSubmissionId = database ? await seedHmrcSubmission(database, a.id, company.id) : randomUUID();
  return {
    submissionId,
    hmrcSubmissionId,
    cookie: a.cookie,
    id: a.id,
    email: a.email,
    companyId: company.id,
    secondCompanyId: second.id,
    transactionId: t1.id,
    otherTransactionId: t2.id,
    deletedTransactionId: t3.id,
    ruleId: rule.id,
    ticketId: ticket.id,
    importBatchId: list[0]?.importBatchId ?? "",
    adjustmentId: adjustment.id,
    periodId: closed.closed.id,
    bankAccountId: String(saved.importAudit.bankAccountId ?? ""),
    undoToken: similar.undoToken,
  };
}

async function seedSubmission(database: Database, userId: string, companyId: string): Promise<string> {
  const [row] = await database.db
    .insert(submissions)
    .values({
      userId,
      companyId,
      registry: "companies-house",
      kind: "accounts",
      companyName: `${CANARY} Trading Ltd`,
      companyNumber: "01234567",
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
      state: "rejected",
      submissionNumber: "CANARY",
      rejections: [{ code: "0002", description: `${CANARY} name does not match` }],
    })
    .returning({ id: submissions.id });
  return row!.id;
}

async function seedHmrcSubmission(database: Database, userId: string, companyId: string): Promise<string> {
  const [row] = await database.db
    .insert(submissions)
    .values({
      userId,
      companyId,
      registry: "hmrc",
      kind: "ct600",
      companyName: `${CANARY} Trading Ltd`,
      companyNumber: "01234567",
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
      state: "rejected",
      correlationId: "CANARY0000000000000000000000000A",
      rejections: [{ code: "5005", description: `${CANARY} UTR does not match`, location: "/ct:Reference" }],
    })
    .returning({ id: submissions.id });
  return row!.id;
}

const SNAPSHOT_URLS = [
  "/api/auth/user",
  "/api/company",
  "/api/companies",
  "/api/transactions",
  "/api/transactions/deleted",
  "/api/rules",
  "/api/bank-accounts",
  "/api/reports/profit-loss",
  "/api/reports/balance-sheet",
  "/api/reports/monthly",
  "/api/reports/vat",
  "/api/adjustments",
  "/api/periods",
  "/api/submissions/companies-house/accounts",
  "/api/submissions/hmrc/ct600",
];

/** Everything A can read about their own data, as A reads it: compared before and after B's attempt. */
export async function snapshotOf(app: App, cookie: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const url of SNAPSHOT_URLS) {
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    out[url] = { status: res.statusCode, body: res.statusCode === 200 ? res.json() : res.body };
  }
  return out;
}
