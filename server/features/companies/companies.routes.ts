import { z } from "zod";
import { COMPANY_LABELS, CompanyBody, IdParam, isUuid, NewCompanyBody } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { setSessionCompany } from "../../platform/auth/sessions";
import { requireCurrentScope, requireScope } from "../../platform/company/company-scope";
import { AppError } from "../../platform/errors";
import { insertCompany, listCompanies, ownsCompany } from "./companies.repo";
import { companyDto, updateCompanySettings } from "./companies.service";

export function companiesRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  // The current company and the picker's list answer a page left on another company (see requireScope): that is how
  // it learns which company is current now.
  app.get("/api/company", async (request) => companyDto(db, await requireCurrentScope(db, request)));

  app.put("/api/company", { schema: { body: CompanyBody }, config: { fieldLabels: COMPANY_LABELS } }, async (request) =>
    updateCompanySettings(db, await requireScope(db, request), request.body),
  );

  app.get("/api/companies", async (request) => {
    const scope = await requireCurrentScope(db, request);
    const rows = await listCompanies(db, scope.userId);
    return rows.map((c) => ({ ...c, current: c.id === scope.companyId }));
  });

  app.post("/api/companies", { schema: { body: NewCompanyBody } }, async (request) => {
    const session = requireSession(request);
    const row = await insertCompany(db, session.userId, request.body.name);
    return { id: row.id, name: row.name, periodEnd: row.periodEnd };
  });

  app.post(
    "/api/companies/:id/select",
    { schema: { params: IdParam, response: { 200: z.object({ ok: z.boolean(), companyId: z.string() }) } } },
    async (request) => {
      const session = requireSession(request);
      const id = request.params.id;
      const valid = isUuid(id) && (await ownsCompany(db, session.userId, id));
      if (!valid) throw new AppError("not_found", "Company not found.");
      await setSessionCompany(db, session.id, id);
      return { ok: true, companyId: id };
    },
  );
}
