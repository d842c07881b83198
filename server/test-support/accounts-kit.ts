import type ExcelJS from "exceljs";
import { readWorkbook } from "../exports/test-support/read-workbook";
import { changedInTest, saveRows } from "./seed";
import type { TestApp } from "./test-app";

/** One bank line to seed: date, description, amount (pounds as text), and the category the person gave it. */
export type Line = [date: string, description: string, amount: string, categoryId: string | null];

/** API calls as one signed-in user, each answering its status and JSON body. */
export function apiAs(t: TestApp, cookie: string) {
  const call = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    // The body as Fastify parses it: tests read it field by field.
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, payload?: unknown) => call("POST", url, payload ?? {}),
    put: (url: string, payload: unknown) => call("PUT", url, payload),
    patch: (url: string, payload: unknown) => call("PATCH", url, payload),
    del: (url: string) => call("DELETE", url),
  };
}

export type Api = ReturnType<typeof apiAs>;

/**
 * Saves the lines through the import route and gives each the person's category straight in the table (the
 * categorise route is tested on its own); answers each description's id.
 */
export async function seedLines(t: TestApp, cookie: string, lines: readonly Line[]): Promise<Map<string, string>> {
  const saved = await saveRows(
    t.app,
    cookie,
    lines.map(([date, description, amount]) => ({ date, description, amount })),
  );
  const ids = new Map<string, string>();
  for (const [i, [, description, , categoryId]] of lines.entries()) {
    const id = saved.transactions[i]!.id;
    ids.set(description, id);
    if (categoryId) {
      await t.database.query(
        "update transactions set category_id = $1, category_stage = 'user', category_confidence = 1 where id = $2",
        [categoryId, id],
      );
      await changedInTest(t.database, id);
    }
  }
  return ids;
}

/** Every stored column of the company's transactions that a closed period keeps, to compare before and after. */
export async function transactionsTable(t: TestApp, cookie: string) {
  const company = (await apiAs(t, cookie).get("/api/company")).body as { id: string };
  return t.database.query(
    `select id, date::text, description, amount::text, category_id, vat_rate, notes, deleted_at is not null as deleted
       from transactions where company_id = $1 order by date, seq`,
    [company.id],
  );
}

/** The director every ready test company has; the packs are signed in this name. */
export const DIRECTOR = "Ada Lovelace";

/** Every notes question answered (a pack states only what is answered). */
export const ALL_ANSWERS = {
  periodConfirmed: true,
  openingFirstYear: true,
  guarantees: { none: true },
  offBalanceSheet: { none: true },
  directorLoanTerms: { interest: "Interest free", repayment: "Repayable on demand", writtenOff: "0.00" },
} as const;

/**
 * Answers what the readiness checks ask of a person without touching the figures: a registration number, a director,
 * a principal activity and the VAT answer (not registered) where none is set, every question of the period answered.
 * Also what a year needs before it is closed (the close waits for the same checks).
 * Throws, naming the checks, when something the figures decide still blocks the packs (uncategorised rows, a cash
 * check difference…).
 */
export async function readyToSign(t: TestApp, cookie: string): Promise<void> {
  const api = apiAs(t, cookie);
  const company = (await api.get("/api/company")).body as {
    registrationNumber?: string | null;
    directors?: unknown[];
    principalActivity?: string | null;
    vatRegistered?: boolean | null;
  };
  const details: Record<string, unknown> = {};
  if (!company.registrationNumber?.trim()) details.registrationNumber = "01234567";
  if (!company.directors?.length) details.directors = [DIRECTOR];
  if (!company.principalActivity) details.principalActivity = "Widget wholesale";
  if (company.vatRegistered == null) details.vatRegistered = false;
  if (Object.keys(details).length) {
    const put = await api.put("/api/company", details);
    if (put.status !== 200) throw new Error(`company details refused: ${JSON.stringify(put.body)}`);
  }
  const answers = await api.patch("/api/period-answers", ALL_ANSWERS);
  if (answers.status !== 200) throw new Error(`answers refused: ${JSON.stringify(answers.body)}`);
  const checks = (await api.get("/api/reports/readiness")).body.checks as { status: string; message: string }[];
  const blocking = checks.filter((c) => c.status === "block").map((c) => c.message);
  if (blocking.length) throw new Error(`not ready to sign: ${blocking.join("; ")}`);
}

/** The Companies House pack workbook of the user's current period, made ready and signed by a director. */
export async function chWorkbook(t: TestApp, cookie: string): Promise<ExcelJS.Workbook> {
  await readyToSign(t, cookie);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/exports/ch-pack/xlsx",
    headers: { cookie },
    payload: { directorName: "Ada Lovelace", confirmed: true },
  });
  if (res.statusCode !== 200) throw new Error(`pack failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return readWorkbook(res.rawPayload);
}
