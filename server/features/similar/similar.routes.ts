import { z } from "zod";
import { CategorizeSimilarBody, IdParam, UndoSimilarBody } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { afterReply } from "../../platform/http/after-reply";
import { applySimilar, listSimilar, undoSimilar } from "./similar.service";

const SET_BY = ["rule", "history", "model", "default", "you", "transfer"] as const;

const SimilarListResponse = z.object({
  id: z.string(),
  categoryId: z.string(),
  category: z.string(),
  previousCategoryId: z.string().nullable(),
  rows: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      description: z.string(),
      amount: z.string(),
      categoryId: z.string().nullable(),
      category: z.string().nullable(),
      setBy: z.enum(SET_BY).nullable(),
      ticked: z.boolean(),
      why: z.string().nullable(),
      confirms: z.boolean(),
    }),
  ),
});

/** "Apply to similar" after a correction: the list first, then the change, and one Undo for all of it. */
export function similarRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get(
    "/api/transactions/:id/similar",
    {
      schema: {
        description:
          "The rows 'Apply to similar' would change after this row's category was set: a similar payee, the same " +
          "direction, another category. Ticked: the same kind as the row's category before the correction and not " +
          "set by hand; the others say why not. Rows with the same category still to review are listed too " +
          "(confirms: applying makes them the person's own).",
        params: IdParam,
        response: { 200: SimilarListResponse },
      },
    },
    async (request) => (await listSimilar(db, await requireScope(db, request), request.params.id)).list,
  );

  app.post(
    "/api/transactions/categorize-similar",
    {
      schema: {
        description:
          "Sets the row's category on the ticked similar rows (or on exactly `ids`, each the company's), all or " +
          "nothing; the answer's undoToken puts them back.",
        body: CategorizeSimilarBody,
        response: { 200: z.object({ updated: z.number(), undoToken: z.string().nullable() }) },
      },
      bodyLimit: 16 * 1024 * 1024,
    },
    async (request, reply) => {
      const result = await applySimilar(db, await requireScope(db, request), request.body);
      afterReply(reply, () => ctx.database.noteWrites(result.updated));
      return result;
    },
  );

  app.post(
    "/api/transactions/categorize-similar/undo",
    {
      schema: {
        description:
          "Restores every row of one 'Apply to similar' exactly as it was (category, VAT rate, confidence, reason).",
        body: UndoSimilarBody,
        response: { 200: z.object({ restored: z.number() }) },
      },
    },
    async (request, reply) => {
      const result = await undoSimilar(db, await requireScope(db, request), request.body.undoToken);
      afterReply(reply, () => ctx.database.noteWrites(result.restored));
      return result;
    },
  );
}
