import { IdParam, RuleBody, RulePatchBody } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { changeRule, createRule, listRules, removeRule } from "./rules.service";

/**
 * The person's own rules, the first stage of categorisation. A rule belongs to the current company: made, listed,
 * changed and deleted there, and it categorises that company's lines only.
 */
export function rulesRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get("/api/rules", async (request) => listRules(db, await requireScope(db, request)));

  app.post("/api/rules", { schema: { body: RuleBody } }, async (request) =>
    createRule(db, await requireScope(db, request), request.body),
  );

  app.patch("/api/rules/:id", { schema: { params: IdParam, body: RulePatchBody } }, async (request) =>
    changeRule(db, await requireScope(db, request), request.params.id, request.body),
  );

  app.delete("/api/rules/:id", { schema: { params: IdParam } }, async (request) =>
    removeRule(db, await requireScope(db, request), request.params.id),
  );
}
