import { z } from "zod";
import { FirstScreenQuery, IdParam, IdsBody } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { afterReply } from "../../platform/http/after-reply";
import { sendTransactionList } from "./list-response";
import { firstScreen, listDeleted } from "./transactions.repo";
import { deleteMany, deleteOne, purgeMany, restoreMany, restoreOne } from "./transactions.service";

const bulkLimit = { bodyLimit: 16 * 1024 * 1024 };

export function transactionsRoutes(app: App, ctx: AppContext): void {
  const { database } = ctx;
  const scopeOf = (request: Parameters<typeof requireScope>[1]) => requireScope(database.db, request);

  app.get("/api/transactions", async (request, reply) => {
    const scope = await scopeOf(request);
    reply.header("Cache-Control", "no-store");
    return sendTransactionList(request, reply, database, ctx.listCache, scope);
  });

  // The rows a long list opens with and its exact totals, while the whole list is on its way.
  app.get("/api/transactions/first-screen", { schema: { querystring: FirstScreenQuery } }, async (request, reply) => {
    const scope = await scopeOf(request);
    reply.header("Cache-Control", "no-store");
    return firstScreen(database, scope, request.query.limit);
  });

  app.get("/api/transactions/deleted", async (request, reply) => {
    const scope = await scopeOf(request);
    reply.header("Cache-Control", "no-store");
    return listDeleted(database, scope);
  });

  app.delete("/api/transactions/:id", { schema: { params: IdParam } }, async (request) => {
    await deleteOne(database, await scopeOf(request), request.params.id);
    return { ok: true };
  });

  app.post(
    "/api/transactions/bulk-delete",
    {
      schema: { body: IdsBody, response: { 200: z.object({ deleted: z.number(), notFound: z.array(z.string()) }) } },
      ...bulkLimit,
    },
    async (request, reply) => {
      const result = await deleteMany(database, await scopeOf(request), request.body.ids);
      afterReply(reply, () => database.noteWrites(result.deleted));
      return result;
    },
  );

  app.post(
    "/api/transactions/bulk-restore",
    {
      schema: { body: IdsBody, response: { 200: z.object({ restored: z.number(), notFound: z.array(z.string()) }) } },
      ...bulkLimit,
    },
    async (request, reply) => {
      const result = await restoreMany(database, await scopeOf(request), request.body.ids);
      afterReply(reply, () => database.noteWrites(result.restored));
      return result;
    },
  );

  app.post("/api/transactions/:id/restore", { schema: { params: IdParam } }, async (request) => {
    await restoreOne(database, await scopeOf(request), request.params.id);
    return { ok: true };
  });

  app.post(
    "/api/transactions/permanent-delete",
    {
      schema: {
        body: IdsBody,
        response: {
          200: z.object({
            deleted: z.number(),
            total: z.number(),
            errors: z.array(z.object({ id: z.string(), error: z.string() })),
          }),
        },
      },
      ...bulkLimit,
    },
    async (request, reply) => {
      const result = await purgeMany(database, await scopeOf(request), request.body.ids);
      afterReply(reply, () => database.noteWrites(result.deleted));
      return result;
    },
  );
}
