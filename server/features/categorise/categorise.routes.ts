import { z } from "zod";
import { BulkUpdateBody, CategorizeBody, IdParam, PatchTransactionBody } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { afterReply } from "../../platform/http/after-reply";
import { countUncategorised } from "./categorise.repo";
import { bulkUpdate, categoriseTransactions, setCategoryByUser } from "./categorise.service";

export function categoriseRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.post(
    "/api/transactions/categorize",
    { schema: { body: CategorizeBody }, bodyLimit: 16 * 1024 * 1024 },
    async (request, reply) => {
      const scope = await requireScope(db, request);
      const ids = request.body.transactionIds;
      // Each categorised row is rewritten (a new row version and its WAL): about the room of an imported row.
      ctx.storage.ensureRoomFor(ids?.length ?? (await countUncategorised(db, scope)));
      const result = await categoriseTransactions(db, ctx.env, scope, ids, request.log);
      afterReply(reply, () => ctx.database.noteWrites(result.updated));
      return result;
    },
  );

  app.patch("/api/transactions/:id", { schema: { params: IdParam, body: PatchTransactionBody } }, async (request) =>
    setCategoryByUser(db, await requireScope(db, request), request.params.id, request.body),
  );

  app.post(
    "/api/transactions/bulk-update",
    {
      schema: {
        description:
          "Sets one category (the person's own choice) and/or one VAT rate (null: the category's default) on many " +
          "transactions, all or nothing: 409 when any is dated in a closed period, 400 for a VAT rate on a company " +
          "that is not VAT-registered.",
        body: BulkUpdateBody,
        response: { 200: z.object({ updated: z.number(), notFound: z.array(z.string()) }) },
      },
      bodyLimit: 16 * 1024 * 1024,
    },
    async (request, reply) => {
      const result = await bulkUpdate(db, await requireScope(db, request), request.body);
      afterReply(reply, () => ctx.database.noteWrites(result.updated));
      return result;
    },
  );
}
