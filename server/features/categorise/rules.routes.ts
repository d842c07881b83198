import { IdParam, RuleBody, RulePatchBody } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { changeRule, createRule, listRules, removeRule } from "./rules.service";

/** The user's own rules, the first stage of categorisation. Rules belong to the user, across their companies. */
export function rulesRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get("/api/rules", async (request) => listRules(db, requireSession(request).userId));

  app.post("/api/rules", { schema: { body: RuleBody } }, async (request) =>
    createRule(db, requireSession(request).userId, request.body),
  );

  app.patch("/api/rules/:id", { schema: { params: IdParam, body: RulePatchBody } }, async (request) =>
    changeRule(db, requireSession(request).userId, request.params.id, request.body),
  );

  app.delete("/api/rules/:id", { schema: { params: IdParam } }, async (request) =>
    removeRule(db, requireSession(request).userId, request.params.id),
  );
}
