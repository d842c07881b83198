import { importBody } from "./bank-rows";
import { type Answer, loopbackClient } from "./loopback-client";

/** One request a person made through the proxy and what came back (status 0: no answer). */
export interface Call {
  person: number;
  step: string;
  status: number;
  backend: string | null;
  error?: string;
}

/** An import that was answered 200: its batch must be stored whole. */
export interface AnsweredImport {
  person: number;
  batchId: string;
  rows: number;
}

/** Each person's own loopback address (127.25.x.y), so per-IP limits count one client per person. */
export const personAddress = (n: number) => `127.25.${(n >> 8) & 255}.${(n & 255) + 1}`;

export const personEmail = (run: string, n: number) => `person-${n}-${run}@example.com`;
export const personPassword = (n: number) => `person ${n} password, long enough`;

interface SavedAnswer {
  transactions: { id: string; importBatchId: string }[];
  importAudit: { rowsImported: number };
}

export interface WorkOptions {
  proxyUrl: string;
  run: string;
  n: number;
  rows: number;
  minRounds: number;
  /** Asked before each round after `minRounds`: whether the load goes on (the test's events are still running). */
  keepGoing: () => boolean;
  seed: number;
  calls: Call[];
  answered: AnsweredImport[];
}

/**
 * A person using the app through the load balancer: signs up, asks support once (two mails), then round after round
 * imports a statement, categorises it, deletes five rows, restores one and reads both lists. A round whose step is
 * not answered 200 ends there (the test decides whether that answer was excused); the next round starts afresh.
 */
export async function personAtWork(o: WorkOptions): Promise<void> {
  const api = loopbackClient(personAddress(o.n));
  const step = async <T>(name: string, method: string, path: string, body?: unknown): Promise<Answer<T> | null> => {
    const answer = await api.call<T>(method, `${o.proxyUrl}${path}`, body);
    o.calls.push({ person: o.n, step: name, status: answer.status, backend: answer.backend, error: answer.error });
    return answer.status === 200 ? answer : null;
  };
  const email = personEmail(o.run, o.n);
  const user = { email, password: personPassword(o.n), firstName: "Person", lastName: String(o.n) };
  if (!(await step("sign up", "POST", "/api/auth/signup", user))) return;
  await step("support ticket", "POST", "/api/support/ticket", {
    email,
    subject: `Question ${o.n} of run ${o.run}`,
    body: "How is the balance sheet made from my statements?",
  });
  for (let round = 0; round < o.minRounds || o.keepGoing(); round++) {
    const body = importBody(o.rows, o.seed + o.n * 1000 + round, `person-${o.n}-${round}.csv`);
    const saved = await step<SavedAnswer>("import", "POST", "/api/transactions", body);
    if (!saved) continue;
    const ids = saved.json.transactions.map((t) => t.id);
    const batchId = saved.json.transactions[0]?.importBatchId ?? "";
    o.answered.push({ person: o.n, batchId, rows: saved.json.importAudit.rowsImported });
    if (!(await step("categorise", "POST", "/api/transactions/categorize", { transactionIds: ids }))) continue;
    if (!(await step("delete", "POST", "/api/transactions/bulk-delete", { ids: ids.slice(0, 5) }))) continue;
    if (!(await step("restore", "POST", `/api/transactions/${ids[0]}/restore`))) continue;
    if (!(await step("list", "GET", "/api/transactions"))) continue;
    await step("recycle bin", "GET", "/api/transactions/deleted");
  }
}
