import { z } from "zod";
import {
  BulkUpdateBody,
  CategorizeBody,
  IdParam,
  NeedsReviewQuery,
  NeedsReviewResponse,
  PatchTransactionBody,
} from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { afterReply } from "../../platform/http/after-reply";
import { countUncategorised } from "./categorise.repo";
import {
  bulkUpdate,
  categoriseTransactions,
  confirmCategory,
  needsReview,
  setCategoryByUser,
} from "./categorise.service";

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

  app.get(
    "/api/transactions/needs-review",
    {
      schema: {
        description:
          "The rows the categoriser doubts: no category, the default's guess, or a confidence below the one the " +
          "product trusts (0.6); never a row the person set. Most doubtful first, each with its reason.",
        querystring: NeedsReviewQuery,
        response: { 200: NeedsReviewResponse },
      },
    },
    async (request) => needsReview(db, await requireScope(db, request), request.query.limit),
  );

  app.post(
    "/api/transactions/:id/confirm",
    {
      schema: {
        description:
          "Keeps the row's category as the person's own (confidence 1): it leaves the review list and counts as a " +
          "correction to learn from; the answer may suggest a rule. 400 when the row has no category, 409 in a " +
          "closed period.",
        params: IdParam,
        response: {
          200: z.object({
            ok: z.literal(true),
            categoryId: z.string(),
            suggestRule: z
              .object({ contains: z.string(), categoryId: z.string(), payee: z.string(), corrections: z.number() })
              .nullable(),
          }),
        },
      },
    },
    async (request, reply) => {
      const result = await confirmCategory(db, await requireScope(db, request), request.params.id);
      afterReply(reply, () => ctx.database.noteWrites(1));
      return result;
    },
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
