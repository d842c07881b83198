import { MAX_IMPORT_ROWS, OpeningCashBody, ParseCsvBody, SaveTransactionsBody } from "../../../core/contracts";
import { fromDecimalString } from "../../../core/money";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { AppError } from "../../platform/errors";
import { afterReply } from "../../platform/http/after-reply";
import { prepareJsonColumns } from "../../platform/http/json-columns";
import { type PreparedJsonArray, sendJsonArray } from "../../platform/http/send-json-array";
import { bankAccountDto, listBankAccounts, setOpeningCash } from "./bank-accounts.repo";
import { parseStatement, savedColumns, saveUpload } from "./import.service";

/** 64 MB of JSON carries a 20 MB file (escaping grows it) or 200,000 rows. */
const BIG_BODY = 64 * 1024 * 1024;

export function importRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  // Anonymous visitors may parse and preview (spec part 1 §6); signed-in users get their saved layouts.
  app.post("/api/csv/parse", { schema: { body: ParseCsvBody }, bodyLimit: BIG_BODY }, async (request, reply) => {
    const { rows, ...rest } = await parseStatement(
      db,
      request.auth?.userId ?? null,
      request.body.fileContent,
      request.body.headerMap,
    );
    // A 200,000-row preview is about 20 MB of JSON: gzipped chunk by chunk as it is written, like the saved rows.
    return sendJsonArray(request, reply, rows, { listKey: "rows", rest: { ...rest } });
  });

  app.post(
    "/api/transactions",
    { schema: { body: SaveTransactionsBody }, bodyLimit: BIG_BODY, preValidation: refuseTooManyRows },
    async (request, reply) => {
      const scope = await requireScope(db, request);
      ctx.storage.ensureRoomFor(request.body.transactions.length);
      // Up to 200,000 saved rows go back: written and gzipped on another thread from the moment the answer is
      // known, while the rows are being written, and sent only once they are committed.
      let answer: PreparedJsonArray | undefined;
      try {
        const { importAudit } = await saveUpload(db, scope, request.body, (ready) => {
          answer = prepareJsonColumns(request, savedColumns(ready), {
            listKey: "transactions",
            rest: { importAudit: ready.importAudit },
          });
        });
        afterReply(reply, () => ctx.database.noteWrites(importAudit.rowsImported));
        return answer!.send(reply);
      } catch (err) {
        answer?.discard();
        throw err;
      }
    },
  );

  app.get("/api/bank-accounts", async (request) =>
    (await listBankAccounts(db, await requireScope(db, request))).map(bankAccountDto),
  );

  // Each account's balance at the period start: the Company page's opening cash per bank account.
  app.put("/api/bank-accounts/opening-cash", { schema: { body: OpeningCashBody } }, async (request) => {
    const scope = await requireScope(db, request);
    const entries = request.body.accounts.map((a) => ({
      id: a.id,
      openingCash: a.openingCash === null ? null : fromDecimalString(a.openingCash),
    }));
    await setOpeningCash(db, scope, entries);
    return (await listBankAccounts(db, scope)).map(bankAccountDto);
  });
}

/**
 * Before the schema (whose own limit would answer a 400 "invalid body"): more rows than one save takes is a 413 that
 * names the limit, like a file over 20 MB at parse.
 */
async function refuseTooManyRows(request: { body: unknown }): Promise<void> {
  const rows = (request.body as { transactions?: unknown } | null)?.transactions;
  if (Array.isArray(rows) && rows.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      "too_large",
      `This upload has ${rows.length.toLocaleString("en-GB")} rows; up to ${MAX_IMPORT_ROWS.toLocaleString("en-GB")} rows can be saved at once. Split it into smaller date ranges.`,
    );
  }
}
