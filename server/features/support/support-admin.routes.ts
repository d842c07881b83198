import { TicketListResponse, TicketStatusBody } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireAdmin } from "../../platform/auth/request-context";
import { notFound } from "../../platform/errors";
import { TicketIdParams, TicketListQuery } from "./support.schemas";
import { listTickets, setTicketStatus } from "./support-admin.repo";

/** The support desk (spec part 2, Admin Support Tickets): admins only, checked on every request. */
export function supportAdminRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get(
    "/api/admin/support/tickets",
    { schema: { querystring: TicketListQuery, response: { 200: TicketListResponse } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("Cache-Control", "no-store");
      return { rows: await listTickets(db, request.query.q || undefined) };
    },
  );

  app.post(
    "/api/admin/support/tickets/:id/status",
    { schema: { params: TicketIdParams, body: TicketStatusBody } },
    async (request) => {
      requireAdmin(request);
      if (!(await setTicketStatus(db, request.params.id, request.body.status))) throw notFound("No such ticket.");
      return { ok: true };
    },
  );
}
