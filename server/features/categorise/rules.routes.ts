import { and, asc, eq } from "drizzle-orm";
import { IdParam, isUuid, RuleBody, type RuleDto, RulePatchBody } from "../../../core/contracts";
import { fromDecimalString, type Pence, toDecimalString } from "../../../core/money";
import type { App, AppContext } from "../../app-context";
import type { Db } from "../../db/client";
import { userRules } from "../../db/schema";
import { requireSession } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";

type RuleRow = typeof userRules.$inferSelect;

const toDto = (r: RuleRow): RuleDto => ({
  id: r.id,
  name: r.name,
  contains: r.contains,
  categoryId: r.categoryId,
  direction: r.direction,
  minAmount: r.minAmount === null ? null : toDecimalString(r.minAmount),
  maxAmount: r.maxAmount === null ? null : toDecimalString(r.maxAmount),
});

/** Rule amounts compare on the absolute value of a transaction. */
const absPence = (s: string | null | undefined): Pence | null | undefined =>
  s === undefined ? undefined : s === null ? null : (Math.abs(fromDecimalString(s)!) as Pence);

function checkRange(min: Pence | null | undefined, max: Pence | null | undefined) {
  if (min != null && max != null && min > max)
    throw new AppError("bad_request", "The minimum amount is above the maximum.");
}

async function ownRule(db: Db, userId: string, id: string): Promise<RuleRow> {
  if (!isUuid(id)) throw new AppError("not_found", "Rule not found.");
  const rows = await db
    .select()
    .from(userRules)
    .where(and(eq(userRules.id, id), eq(userRules.userId, userId)))
    .limit(1);
  if (!rows[0]) throw new AppError("not_found", "Rule not found.");
  return rows[0];
}

/** The user's own rules, the first stage of categorisation. Rules belong to the user, across their companies. */
export function rulesRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get("/api/rules", async (request) => {
    const { userId } = requireSession(request);
    const rows = await db
      .select()
      .from(userRules)
      .where(eq(userRules.userId, userId))
      .orderBy(asc(userRules.createdAt));
    return rows.map(toDto);
  });

  app.post("/api/rules", { schema: { body: RuleBody } }, async (request) => {
    const { userId } = requireSession(request);
    const b = request.body;
    const minAmount = absPence(b.minAmount) ?? null;
    const maxAmount = absPence(b.maxAmount) ?? null;
    checkRange(minAmount, maxAmount);
    const [row] = await db
      .insert(userRules)
      .values({
        userId,
        name: b.name ?? null,
        contains: b.contains,
        categoryId: b.categoryId,
        direction: b.direction ?? null,
        minAmount,
        maxAmount,
      })
      .returning();
    return toDto(row!);
  });

  app.patch("/api/rules/:id", { schema: { params: IdParam, body: RulePatchBody } }, async (request) => {
    const { userId } = requireSession(request);
    const current = await ownRule(db, userId, request.params.id);
    const b = request.body;
    const minAmount = b.minAmount === undefined ? current.minAmount : absPence(b.minAmount)!;
    const maxAmount = b.maxAmount === undefined ? current.maxAmount : absPence(b.maxAmount)!;
    checkRange(minAmount, maxAmount);
    const [row] = await db
      .update(userRules)
      .set({
        ...(b.name !== undefined ? { name: b.name } : {}),
        ...(b.contains !== undefined ? { contains: b.contains } : {}),
        ...(b.categoryId !== undefined ? { categoryId: b.categoryId } : {}),
        ...(b.direction !== undefined ? { direction: b.direction } : {}),
        minAmount,
        maxAmount,
      })
      .where(and(eq(userRules.id, current.id), eq(userRules.userId, userId)))
      .returning();
    return toDto(row!);
  });

  app.delete("/api/rules/:id", { schema: { params: IdParam } }, async (request) => {
    const { userId } = requireSession(request);
    const current = await ownRule(db, userId, request.params.id);
    await db.delete(userRules).where(and(eq(userRules.id, current.id), eq(userRules.userId, userId)));
    return { ok: true };
  });
}
