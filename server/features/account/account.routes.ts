import { z } from "zod";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { SESSION_COOKIE } from "../../platform/auth/sessions";
import { deleteMyData } from "./account.service";

const DeleteMyDataResponse = z.object({ ok: z.literal(true), deleted: z.record(z.string(), z.number()) });

/** POST /api/user/delete-my-data: erases the signed-in user and signs them out. */
export function accountRoutes(app: App, ctx: AppContext): void {
  app.post(
    "/api/user/delete-my-data",
    { schema: { response: { 200: DeleteMyDataResponse } } },
    async (request, reply) => {
      const { user } = requireSession(request);
      const deleted = await deleteMyData(
        ctx.database,
        ctx.listCache,
        { userId: user.id, email: user.email },
        request.log,
      );
      // The session row went with the user; clearing the cookie tidies the browser.
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      reply.header("Cache-Control", "no-store");
      return { ok: true as const, deleted };
    },
  );
}
