import { z } from "zod";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { SESSION_COOKIE } from "../../platform/auth/sessions";
import { deleteMyData } from "./account.service";
import { purgeErasedData } from "./purge";

const DeleteMyDataResponse = z.object({ ok: z.literal(true), deleted: z.record(z.string(), z.number()) });

/** POST /api/user/delete-my-data: erases the signed-in user and signs them out. */
export function accountRoutes(app: App, ctx: AppContext): void {
  app.post(
    "/api/user/delete-my-data",
    { schema: { response: { 200: DeleteMyDataResponse } } },
    async (request, reply) => {
      const { user } = requireSession(request);
      const deleted = await deleteMyData(ctx.database.db, { userId: user.id, email: user.email });
      // The erasure has committed; a failed purge leaves old row images in the files until the next one, so it is
      // logged for the operator rather than reported to the person as a failed deletion.
      try {
        await purgeErasedData(ctx.database);
      } catch (err) {
        request.log.error({ err }, "purge after delete-my-data failed");
      }
      // The session row went with the user; clearing the cookie tidies the browser.
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      reply.header("Cache-Control", "no-store");
      return { ok: true as const, deleted };
    },
  );
}
