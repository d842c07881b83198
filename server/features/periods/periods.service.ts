import { ACCOUNTS_NON_MONEY_KEYS, cashByAccount, nextPeriodOpening } from "../../../core/accounts";
import type {
  ClosePeriodBody,
  ClosePeriodResponse,
  PeriodDto,
  PeriodsList,
  ReopenPeriodResponse,
} from "../../../core/contracts";
import { isUuid } from "../../../core/contracts";
import {
  addDays,
  checkPeriod,
  formatLongUk,
  type IsoDate,
  nextPeriod,
  type Period,
  periodFrom,
} from "../../../core/dates";
import { toPoundsJson, ZERO } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { countAdjustments, moveAdjustments } from "../adjustments/adjustments.repo";
import { updateCompany } from "../companies/companies.repo";
import { withCompanyLocked } from "../companies/company-lock";
import { capitalAllowancePools } from "../fixed-assets/capital-allowance-pools";
import { loadCompanyAccounts } from "../reports/accounts.service";
import { assertReadyToClose } from "./close-gate";
import {
  decodeSettings,
  encodeClosingCompany,
  encodeLines,
  encodeOpening,
  PERIOD_SETTING_KEYS,
  settingsOf,
} from "./period-snapshot";
import {
  deletePeriod,
  insertPeriod,
  listClosedPeriods,
  type PeriodRow,
  settledFilingsOverlapping,
} from "./periods.repo";

const spell = (p: Period) => `${formatLongUk(p.start)} to ${formatLongUk(p.end)}`;

async function companyOf(db: Db, scope: Scope): Promise<CompanyRow> {
  const company = await getCompany(db, scope);
  if (!company) throw new AppError("not_found", "Company not found.");
  return company;
}

const openDto = (p: Period): PeriodDto => ({
  id: null,
  startDate: p.start,
  endDate: p.end,
  status: "open",
  closedAt: null,
  canReopen: false,
  reopenBlockedBy: null,
});

function closedDto(row: PeriodRow, blockedBy: string | null | undefined): PeriodDto {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    status: "closed",
    closedAt: row.closedAt.toISOString(),
    canReopen: blockedBy === null,
    reopenBlockedBy: blockedBy === undefined ? "Reopen the later closed periods first, latest first." : blockedBy,
  };
}

/** Why the latest closed period cannot be reopened now (a filing of the period after it), or null. */
async function reopenBlockedBy(db: Db, scope: Scope, next: Period | null): Promise<string | null> {
  if (!next) return null;
  const filed = await settledFilingsOverlapping(db, scope, next);
  if (filed.length === 0) return null;
  return (
    `The next period (${spell(next)}) has a filing, so the period before it can no longer be reopened: its ` +
    "closing balances are that period's opening balances."
  );
}

/** GET /api/periods: the closed periods, earliest first, and the open one. */
export async function listPeriods(db: Db, scope: Scope): Promise<PeriodsList> {
  const company = await companyOf(db, scope);
  const closed = await listClosedPeriods(db, scope);
  const current = periodFrom(company.periodStart, company.periodEnd);
  const blocked = await reopenBlockedBy(db, scope, current);
  const last = closed.length - 1;
  return {
    periods: closed.map((row, i) => closedDto(row, i === last ? blocked : undefined)),
    current: current && openDto(current),
  };
}

/** The next period: from the day after `p` to the end the person chose, else 12 months (core nextPeriod). */
function chooseNext(p: Period, end: IsoDate | undefined): Period {
  const next = end ? { start: addDays(p.end, 1), end } : nextPeriod(p);
  const { error } = checkPeriod(next);
  if (error) throw new AppError("bad_request", `nextPeriodEnd: ${error}`);
  return next;
}

/**
 * POST /api/periods/close: keeps the open period as it is now (settings, opening position, and the lines after it
 * that its s455 relief counted) and moves the company to the next period, whose opening balances and items are the
 * closing balance sheet (core nextPeriodOpening), to the penny. One transaction, with the company row locked.
 * Refused (409, nothing changed) while a readiness check of the period blocks the close (close-gate).
 */
export async function closeCurrentPeriod(
  db: Db,
  scope: Scope,
  body: ClosePeriodBody,
  today: IsoDate,
): Promise<ClosePeriodResponse> {
  return withCompanyLocked(db, scope, "update", async (q, company) => {
    const period = periodFrom(company.periodStart, company.periodEnd);
    if (!period) {
      throw new AppError("bad_request", "Set the company's period on the Company page before closing it.");
    }
    if (today <= period.end) {
      throw new AppError(
        "bad_request",
        `The period ends on ${formatLongUk(period.end)}: it can be closed once it has ended.`,
      );
    }
    const next = chooseNext(period, body.nextPeriodEnd);
    const ca = await loadCompanyAccounts(q, scope, today);
    if (!ca.accounts || !ca.period) throw new AppError("bad_request", "There are no accounts to close.");
    await assertReadyToClose(q, scope, ca);
    const accounts = ca.accounts;
    const closing = nextPeriodOpening(accounts);
    const repaid = new Set(accounts.s455?.repaymentIds ?? []);
    const row = await insertPeriod(q, scope, {
      startDate: period.start,
      endDate: period.end,
      settings: encodeClosingCompany(company),
      opening: encodeOpening({
        balances: accounts.openingBalances,
        items: accounts.yearEnd.openingItems,
        bankCash: cashByAccount(accounts.balanceSheet.bankAccounts, "opening"),
        capitalAllowancePools: capitalAllowancePools(accounts, "brought-forward"),
      }),
      closing: encodeOpening({
        balances: closing.openingBalances,
        items: closing.openingItems,
        bankCash: cashByAccount(accounts.balanceSheet.bankAccounts, "closing"),
        capitalAllowancePools: capitalAllowancePools(accounts, "carried-forward"),
      }),
      laterLines: encodeLines(accounts.ledger.later.filter((t) => repaid.has(t.id))),
    });
    // Adjustments already entered for a next period starting that day (kept when it was reopened) come back to it.
    await moveAdjustments(q, scope, { start: next.start }, next);
    // A claim for part of the losses is the closed year's (CTA 2010 s45A), and so is the part of the dividends
    // received in its first accounting period (s18L): the next year starts with neither. Shares issued unpaid were
    // issued in the closed year: what is still unpaid is in the next year's opening balances (item A), not issued again.
    await updateCompany(q, scope, {
      periodStart: next.start,
      periodEnd: next.end,
      tradingLossesClaim: null,
      nonGroupDividendsReceivedFirstPeriod: null,
      sharesIssuedNotPaid: ZERO,
    });
    return {
      closed: closedDto(row, null),
      current: openDto(next),
      openingBalances: toPoundsJson(closing.openingBalances, ACCOUNTS_NON_MONEY_KEYS) as Record<string, number>,
    };
  });
}

/**
 * The settings changed since the close, by name (the company's now against the snapshot's); one the snapshot lacks
 * (closed before it was kept) is not set back, so is not named.
 */
function changedSettings(company: CompanyRow, row: PeriodRow): string[] {
  const then = decodeSettings(row.settings);
  const now = settingsOf(company);
  return PERIOD_SETTING_KEYS.filter(
    (k) =>
      k !== "periodStart" &&
      k !== "periodEnd" &&
      then[k] !== undefined &&
      JSON.stringify(now[k]) !== JSON.stringify(then[k]),
  );
}

/**
 * POST /api/periods/{id}/reopen: the latest closed period becomes the open period again, with the settings it was
 * closed with, while the next period has no filing. The next period's adjustments are kept for when it returns.
 */
export async function reopenPeriod(db: Db, scope: Scope, id: string): Promise<ReopenPeriodResponse> {
  if (!isUuid(id)) throw new AppError("not_found", "Period not found.");
  return withCompanyLocked(db, scope, "update", async (q, company) => {
    const closed = await listClosedPeriods(q, scope);
    const row = closed.find((p) => p.id === id);
    if (!row) throw new AppError("not_found", "Period not found.");
    const latest = closed[closed.length - 1]!;
    if (latest.id !== row.id) {
      throw new AppError(
        "conflict",
        `Reopen the period ending ${formatLongUk(latest.endDate)} first: closed periods are reopened latest first.`,
      );
    }
    const next = periodFrom(company.periodStart, company.periodEnd);
    const blocked = await reopenBlockedBy(q, scope, next);
    if (blocked) throw new AppError("conflict", blocked);
    const reopened: Period = { start: row.startDate, end: row.endDate };
    const undone = [
      `The period ${spell(reopened)} is open again: its transactions, year-end adjustments and settings can change.`,
    ];
    if (next) {
      undone.push(
        `The period ${spell(next)} is no longer the current one, and its opening balances brought forward from ` +
          "this period are gone until this period is closed again.",
      );
      const { total } = await countAdjustments(q, scope, next);
      if (total > 0) {
        undone.push(
          `${total} year-end adjustment${total === 1 ? "" : "s"} entered for ${spell(next)} ` +
            `${total === 1 ? "is" : "are"} kept and come${total === 1 ? "s" : ""} back when this period is closed again.`,
        );
      }
    }
    const changed = changedSettings(company, row);
    if (changed.length > 0) {
      undone.push(
        `Company settings changed since the period was closed are set back to what they were then: ${changed.join(", ")}.`,
      );
    }
    await updateCompany(q, scope, decodeSettings(row.settings));
    await deletePeriod(q, scope, row.id);
    return { reopened: openDto(reopened), undone };
  });
}
