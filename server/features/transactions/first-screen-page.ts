import type { FastifyRequest } from "fastify";
import {
  FIRST_SCREEN_ROWS,
  PAGE_DATA_ELEMENT_ID,
  type TransactionsPageData,
  type TransactionsPageRenderer,
} from "../../../core/contracts";
import type { Database } from "../../db/client";
import { requireScope } from "../../platform/company/company-scope";
import type { PagePrelude } from "../../platform/http/index-html";
import { toPublicUser } from "../auth/auth.service";
import { companyDto } from "../companies/companies.service";
import { firstScreen } from "./transactions.repo";

/**
 * `/transactions` for a signed-in person with saved rows: their first screen drawn into the HTML by the web app's own
 * components (`renderer`, its server-render entry), and the answers the app would ask for first (who is signed in,
 * the first screen, the company) beside it, from which the app hydrates that drawing. The rows show before the app's
 * code has loaded. Null, and the plain app, for everyone else and for a link with filters (`?category=…`), which
 * the app opens on the whole list.
 */
export async function firstScreenPrelude(
  database: Database,
  renderer: TransactionsPageRenderer,
  request: FastifyRequest,
): Promise<PagePrelude | null> {
  // Any query string is a link's filters (or something the page does not read): the plain app, on the whole list.
  if (request.url.includes("?")) return null;
  const session = request.auth;
  if (!session) return null;
  const scope = await requireScope(database.db, request);
  const screen = await firstScreen(database, scope, FIRST_SCREEN_ROWS);
  if (screen.total === 0) return null;
  const company = await companyDto(database.db, scope);
  const data: TransactionsPageData = { user: toPublicUser(session.user), firstScreen: screen, company };
  return {
    title: "Transactions · Microfile",
    rootHtml: await renderer.renderTransactionsPage(data, { cookie: request.headers.cookie ?? "" }),
    data,
    dataElementId: PAGE_DATA_ELEMENT_ID,
  };
}
