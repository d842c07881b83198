import { isUuid, type RuleBody, type RuleDto, type RulePatchBody } from "../../../core/contracts";
import { fromDecimalString, type Pence, toDecimalString } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import * as repo from "./rules.repo";

const toDto = (r: repo.RuleRow): RuleDto => ({
  id: r.id,
  name: r.name,
  contains: r.contains,
  categoryId: r.categoryId,
  direction: r.direction,
  minAmount: r.minAmount === null ? null : toDecimalString(r.minAmount),
  maxAmount: r.maxAmount === null ? null : toDecimalString(r.maxAmount),
  vatRate: r.vatRate,
});

/** Rule amounts compare on the absolute value of a transaction. */
const absPence = (s: string | null | undefined): Pence | null | undefined =>
  s === undefined ? undefined : s === null ? null : (Math.abs(fromDecimalString(s)!) as Pence);

function checkRange(min: Pence | null | undefined, max: Pence | null | undefined): void {
  if (min != null && max != null && min > max)
    throw new AppError("bad_request", "The minimum amount is above the maximum.");
}

/** The company's rule with this id; another company's, even the same person's, is not found (404). */
async function ownRule(db: Db, scope: Scope, id: string): Promise<repo.RuleRow> {
  const rule = isUuid(id) ? await repo.findOwnRule(db, scope, id) : null;
  if (!rule) throw new AppError("not_found", "Rule not found.");
  return rule;
}

export async function listRules(db: Db, scope: Scope): Promise<RuleDto[]> {
  return (await repo.listRules(db, scope)).map(toDto);
}

export async function createRule(db: Db, scope: Scope, b: RuleBody): Promise<RuleDto> {
  const minAmount = absPence(b.minAmount) ?? null;
  const maxAmount = absPence(b.maxAmount) ?? null;
  checkRange(minAmount, maxAmount);
  const row = await repo.insertRule(db, scope, {
    name: b.name ?? null,
    contains: b.contains,
    categoryId: b.categoryId,
    direction: b.direction ?? null,
    minAmount,
    maxAmount,
    vatRate: b.vatRate ?? null,
  });
  return toDto(row);
}

/** Changes only what the patch names; the amount range is checked as it will be after the change. */
export async function changeRule(db: Db, scope: Scope, id: string, b: RulePatchBody): Promise<RuleDto> {
  const current = await ownRule(db, scope, id);
  const minAmount = b.minAmount === undefined ? current.minAmount : absPence(b.minAmount)!;
  const maxAmount = b.maxAmount === undefined ? current.maxAmount : absPence(b.maxAmount)!;
  checkRange(minAmount, maxAmount);
  const row = await repo.updateRule(db, scope, current.id, {
    ...(b.name !== undefined ? { name: b.name } : {}),
    ...(b.contains !== undefined ? { contains: b.contains } : {}),
    ...(b.categoryId !== undefined ? { categoryId: b.categoryId } : {}),
    ...(b.direction !== undefined ? { direction: b.direction } : {}),
    ...(b.vatRate !== undefined ? { vatRate: b.vatRate } : {}),
    minAmount,
    maxAmount,
  });
  return toDto(row);
}

export async function removeRule(db: Db, scope: Scope, id: string): Promise<{ ok: true }> {
  const current = await ownRule(db, scope, id);
  await repo.deleteRule(db, scope, current.id);
  return { ok: true };
}
