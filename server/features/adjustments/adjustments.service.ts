import { ACCOUNTS_NON_MONEY_KEYS, PREPAYMENTS_AND_ACCRUALS_NOTE, validateAdjustment } from "../../../core/accounts";
import {
  type AdjustmentBody,
  type AdjustmentDto,
  type AdjustmentPatchBody,
  type AdjustmentsList,
  isUuid,
  type YearEndEffectJson,
} from "../../../core/contracts";
import { formatLongUk, type IsoDate, type Period, periodFrom } from "../../../core/dates";
import { fromDecimalString, toPoundsJson } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import type { CompanyRow } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { withCompanyLocked } from "../companies/company-lock";
import { assertPeriodOpen } from "../periods/period-guard";
import { loadCompanyAccounts } from "../reports/accounts.service";
import { adjustmentDto } from "./adjustment-rows";
import {
  type AdjustmentRow,
  type AdjustmentValues,
  deleteAdjustment,
  getAdjustment,
  insertAdjustment,
  listAdjustments,
  updateAdjustment,
} from "./adjustments.repo";

const NOT_FOUND = "Adjustment not found.";

/** The company's own period: adjustments belong to it (a suggested period can still move under them). */
function ownPeriod(company: CompanyRow): Period {
  const period = periodFrom(company.periodStart, company.periodEnd);
  if (!period) {
    throw new AppError(
      "bad_request",
      "Set the company's period (start and end) on the Company page before entering year-end adjustments.",
    );
  }
  return period;
}

/** The values to store, or a 400 with core's reason (unknown kind, negative stock, wrong category, VAT rate…). */
function checked(company: CompanyRow, body: AdjustmentBody): AdjustmentValues {
  const amount = fromDecimalString(body.amount);
  const error = validateAdjustment(
    { kind: body.kind, categoryId: body.categoryId, amount, vatRate: body.vatRate, date: body.date },
    { vatRegistered: company.vatRegistered === true, period: ownPeriod(company) },
  );
  if (error || amount === null) throw new AppError("bad_request", error ?? "The amount must be a sum of money.");
  return {
    kind: body.kind,
    categoryId: body.categoryId,
    description: body.description,
    amount,
    vatRate: body.vatRate,
    date: body.date,
  };
}

/** GET /api/adjustments: the period's adjustments with what each does, and what reverses from last year. */
export async function listForPeriod(db: Db, scope: Scope, today: IsoDate, ref?: string): Promise<AdjustmentsList> {
  const ca = await loadCompanyAccounts(db, scope, today, ref);
  const effects = toPoundsJson(ca.accounts?.yearEnd.effects ?? [], ACCOUNTS_NON_MONEY_KEYS) as YearEndEffectJson[];
  const adjustments = ca.accounts?.yearEnd.adjustments ?? [];
  const rows = ca.period && ca.periodSource === "company" ? await listAdjustments(db, scope, ca.period) : [];
  return {
    period: ca.period && {
      id: ca.periodStatus.id,
      startDate: ca.period.start,
      endDate: ca.period.end,
      status: ca.periodStatus.status,
    },
    canAdd: ca.periodStatus.status === "open" && ca.periodSource === "company",
    adjustments: rows.map((row) => ({
      ...adjustmentDto(row),
      effect: adjustments.some((a) => a.id === row.id)
        ? (effects.find((e) => e.source === "adjustment" && e.id === row.id) ?? null)
        : null,
    })),
    broughtForward: effects.filter((e) => e.source !== "adjustment"),
    note: PREPAYMENTS_AND_ACCRUALS_NOTE,
  };
}

/** POST /api/adjustments: a new adjustment of the open period. */
export async function createAdjustment(db: Db, scope: Scope, body: AdjustmentBody): Promise<AdjustmentDto> {
  return withCompanyLocked(db, scope, "share", async (q, company) => {
    const period = ownPeriod(company);
    return adjustmentDto(await insertAdjustment(q, scope, period, checked(company, body)));
  });
}

/** The stored adjustment, if it is the open period's; 404 for another's id, 409 for a closed period's. */
async function openAdjustment(db: Db, scope: Scope, company: CompanyRow, id: string): Promise<AdjustmentRow> {
  const row = isUuid(id) ? await getAdjustment(db, scope, id) : undefined;
  if (!row) throw new AppError("not_found", NOT_FOUND);
  await assertPeriodOpen(db, scope, row.periodEnd, "its year-end adjustments");
  const own = periodFrom(company.periodStart, company.periodEnd);
  if (!own || own.start !== row.periodStart || own.end !== row.periodEnd) {
    throw new AppError(
      "conflict",
      `This adjustment belongs to the period ${formatLongUk(row.periodStart)} to ${formatLongUk(row.periodEnd)}, ` +
        "which is not the company's current period: it can change once that period is current again.",
    );
  }
  return row;
}

/** PATCH /api/adjustments/{id}: any of its fields, checked again as a whole. */
export async function patchAdjustment(
  db: Db,
  scope: Scope,
  id: string,
  patch: AdjustmentPatchBody,
): Promise<AdjustmentDto> {
  return withCompanyLocked(db, scope, "share", async (q, company) => {
    const row = await openAdjustment(q, scope, company, id);
    const merged: AdjustmentBody = {
      kind: patch.kind ?? row.kind,
      categoryId: patch.categoryId !== undefined ? patch.categoryId : row.categoryId,
      description: patch.description ?? row.description,
      amount: patch.amount ?? adjustmentDto(row).amount,
      vatRate: patch.vatRate !== undefined ? patch.vatRate : row.vatRate,
      date: patch.date !== undefined ? patch.date : row.date,
    };
    const updated = await updateAdjustment(q, scope, row.id, checked(company, merged));
    if (!updated) throw new AppError("not_found", NOT_FOUND);
    return adjustmentDto(updated);
  });
}

/** DELETE /api/adjustments/{id}. */
export async function removeAdjustment(db: Db, scope: Scope, id: string): Promise<void> {
  await withCompanyLocked(db, scope, "share", async (q, company) => {
    const row = await openAdjustment(q, scope, company, id);
    if (!(await deleteAdjustment(q, scope, row.id))) throw new AppError("not_found", NOT_FOUND);
  });
}
