import { ACCOUNTS_NON_MONEY_KEYS } from "../../../core/accounts";
import type { BroughtForwardDto, CompanyBody, CompanyDto } from "../../../core/contracts";
import { addDays, checkPeriod, formatLongUk, type IsoDate, periodFrom, suggestPeriod } from "../../../core/dates";
import { fromPounds, fromPoundsNumber, type Pence, toPoundsJson, toPoundsNumber, ZERO } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany, transactionDateRange } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { countAdjustments, moveAdjustments } from "../adjustments/adjustments.repo";
import { closedPeriodError } from "../periods/period-guard";
import { decodeOpening } from "../periods/period-snapshot";
import { latestClosedPeriod, type PeriodRow } from "../periods/periods.repo";
import { updateCompany } from "./companies.repo";
import { withCompanyLocked } from "./company-lock";
import {
  asOpeningItemBodies,
  checkOpeningParts,
  openingItemsColumn,
  openingItemsDto,
  sameJson,
  sameOpeningItems,
  vatColumns,
} from "./company-settings";

function broughtForward(row: PeriodRow | undefined): BroughtForwardDto | null {
  if (!row) return null;
  const opening = decodeOpening(row.closing);
  return {
    fromPeriod: { id: row.id, startDate: row.startDate, endDate: row.endDate },
    openingBalances: toPoundsJson(opening.balances ?? {}, ACCOUNTS_NON_MONEY_KEYS) as Record<string, number>,
    openingItems: toPoundsJson(
      opening.items ?? { items: [], fixedAssets: [], s455: null },
      ACCOUNTS_NON_MONEY_KEYS,
    ) as BroughtForwardDto["openingItems"],
  };
}

export async function companyDto(db: Db, scope: Scope, row?: CompanyRow): Promise<CompanyDto> {
  const c = row ?? (await getCompany(db, scope));
  if (!c) throw new AppError("not_found", "Company not found.");
  const range = await transactionDateRange(db, scope);
  const own = periodFrom(c.periodStart, c.periodEnd);
  return {
    id: c.id,
    name: c.name,
    registrationNumber: c.registrationNumber,
    utr: c.utr,
    vatNumber: c.vatNumber,
    payeReference: c.payeReference,
    incorporationDate: c.incorporationDate,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    averageEmployees: c.averageEmployees,
    associatedCompanies: c.associatedCompanies,
    closeInvestmentHolding: c.closeInvestmentHolding,
    nonGroupDividendsReceived: c.nonGroupDividendsReceived === null ? 0 : toPoundsNumber(c.nonGroupDividendsReceived),
    nonGroupDividendsReceivedFirstPeriod:
      c.nonGroupDividendsReceivedFirstPeriod === null ? null : toPoundsNumber(c.nonGroupDividendsReceivedFirstPeriod),
    sharesIssuedNotPaid: toPoundsNumber(c.sharesIssuedNotPaid),
    directors: c.directors,
    openingBalances: c.openingBalances ?? null,
    equipmentLifeYears: c.equipmentLifeYears,
    vatRegistered: c.vatRegistered,
    vatScheme: c.vatScheme,
    vatFlatRatePercent: c.vatFlatRateBasisPoints === null ? null : c.vatFlatRateBasisPoints / 100,
    vatRegisteredFrom: c.vatRegisteredFrom,
    vatStagger: c.vatStagger,
    principalActivity: c.principalActivity,
    openingItems: openingItemsDto(c.openingItems),
    priorProfitAndLoss: c.priorProfitAndLoss,
    priorAverageEmployees: c.priorAverageEmployees,
    tradingLossesBroughtForward: toPoundsNumber(c.tradingLossesBroughtForward),
    tradingLossesBroughtForwardBefore2017: toPoundsNumber(c.tradingLossesBroughtForwardBefore2017),
    tradingLossesClaim: c.tradingLossesClaim === null ? null : toPoundsNumber(c.tradingLossesClaim),
    capitalAllowancesMainPoolBroughtForward: toPoundsNumber(c.capitalAllowancesMainPoolBroughtForward),
    capitalAllowancesSpecialRatePoolBroughtForward: toPoundsNumber(c.capitalAllowancesSpecialRatePoolBroughtForward),
    broughtForward: broughtForward(await latestClosedPeriod(db, scope)),
    suggestedPeriod: own ? null : suggestPeriod(range.first),
    periodNotes: checkPeriod(own).notes,
  };
}

/**
 * After a close the open period starts the day after the closed one, and what was typed for the first period (its
 * opening balances and their items, last year's P&L and employees) is that period's: a change is refused (409); the
 * same values sent again (the Company page saves the whole form) pass.
 */
function checkAgainstClosed(current: CompanyRow, body: CompanyBody, through: IsoDate): void {
  const start = addDays(through, 1);
  if ((body.periodStart !== undefined && body.periodStart !== start) || body.periodEnd === null) {
    throw closedPeriodError(through, `the start of the current period (${formatLongUk(start)}, the day after)`);
  }
  const typedChanged =
    (body.openingBalances !== undefined && !sameJson(body.openingBalances, current.openingBalances)) ||
    (body.openingItems !== undefined && !sameOpeningItems(body.openingItems, current.openingItems)) ||
    (body.priorProfitAndLoss !== undefined && !sameJson(body.priorProfitAndLoss, current.priorProfitAndLoss)) ||
    (body.priorAverageEmployees !== undefined && body.priorAverageEmployees !== current.priorAverageEmployees) ||
    broughtForwardChanged(body, current);
  if (typedChanged) throw closedPeriodError(through, "the opening balances typed for its first period");
  const from = body.vatRegisteredFrom;
  const old = current.vatRegisteredFrom;
  if (from !== undefined && from !== old && ((old !== null && old <= through) || (from !== null && from <= through))) {
    throw closedPeriodError(through, "the VAT registration date of a closed period");
  }
}

/** The whole-pound figures brought forward into the first year here: losses and capital allowance pools. */
const BROUGHT_FORWARD_POUNDS = [
  "tradingLossesBroughtForward",
  "tradingLossesBroughtForwardBefore2017",
  "capitalAllowancesMainPoolBroughtForward",
  "capitalAllowancesSpecialRatePoolBroughtForward",
] as const;

/** The figures typed for the first year here: after a close each year's come from the year before. */
function broughtForwardChanged(body: CompanyBody, current: CompanyRow): boolean {
  return BROUGHT_FORWARD_POUNDS.some((k) => body[k] !== undefined && fromPounds(body[k]) !== current[k]);
}

/** The brought-forward figures and the loss claim sent (whole pounds), as pence for their columns. */
function broughtForwardColumns(body: CompanyBody) {
  const columns: Partial<Record<(typeof BROUGHT_FORWARD_POUNDS)[number], Pence>> & {
    tradingLossesClaim?: Pence | null;
  } = {};
  for (const k of BROUGHT_FORWARD_POUNDS) if (body[k] !== undefined) columns[k] = fromPounds(body[k]);
  const claim = body.tradingLossesClaim;
  if (claim !== undefined) columns.tradingLossesClaim = claim === null ? null : fromPounds(claim);
  return columns;
}

function poundsColumn(field: string, pounds: number): Pence {
  const p = fromPoundsNumber(pounds);
  if (p === null) throw new AppError("bad_request", `${field}: must be an amount in pounds, e.g. 8000.00`);
  return p;
}

type DividendColumns = Partial<Pick<CompanyRow, "nonGroupDividendsReceived" | "nonGroupDividendsReceivedFirstPeriod">>;

/**
 * The non-group dividends and the part of them received in the first accounting period (CTA 2010 s18L), as sent,
 * for their columns; the part is never more than the whole, whichever of the two was sent.
 */
function dividendsColumns(
  current: CompanyRow,
  whole: number | undefined,
  first: number | null | undefined,
): DividendColumns {
  const out: DividendColumns = {};
  if (whole !== undefined) out.nonGroupDividendsReceived = poundsColumn("nonGroupDividendsReceived", whole);
  if (first !== undefined) {
    out.nonGroupDividendsReceivedFirstPeriod =
      first === null ? null : poundsColumn("nonGroupDividendsReceivedFirstPeriod", first);
  }
  const total = out.nonGroupDividendsReceived ?? current.nonGroupDividendsReceived ?? ZERO;
  const part =
    out.nonGroupDividendsReceivedFirstPeriod !== undefined
      ? out.nonGroupDividendsReceivedFirstPeriod
      : current.nonGroupDividendsReceivedFirstPeriod;
  if (part !== null && part > total) {
    throw new AppError(
      "bad_request",
      "nonGroupDividendsReceivedFirstPeriod: must not be more than the non-group dividends received in the whole " +
        "period (nonGroupDividendsReceived)",
    );
  }
  return out;
}

/** Applies any subset of the company's settings, checking the period and the VAT registration as a whole. */
export async function updateCompanySettings(db: Db, scope: Scope, body: CompanyBody): Promise<CompanyDto> {
  const row = await withCompanyLocked(db, scope, "update", async (q, current) => {
    const latest = await latestClosedPeriod(q, scope);
    if (latest) checkAgainstClosed(current, body, latest.endDate);
    const start = body.periodStart !== undefined ? body.periodStart : current.periodStart;
    const end = body.periodEnd !== undefined ? body.periodEnd : current.periodEnd;
    if ((start === null) !== (end === null)) {
      throw new AppError("bad_request", "Please set both the period start and the period end.");
    }
    const { error } = checkPeriod(periodFrom(start, end));
    if (error) throw new AppError("bad_request", error);
    if (body.incorporationDate && start && body.incorporationDate > end!) {
      throw new AppError("bad_request", "The incorporation date cannot be after the period end.");
    }
    const vat = vatColumns(current, body);
    const before = periodFrom(current.periodStart, current.periodEnd);
    if (before && vat.vatRegistered !== true && current.vatRegistered === true) {
      const { withVat } = await countAdjustments(q, scope, before);
      if (withVat > 0) {
        throw new AppError(
          "bad_request",
          `${withVat} year-end adjustment${withVat === 1 ? " carries" : "s carry"} a VAT rate: remove ` +
            "the VAT rates first, or keep the company VAT-registered.",
        );
      }
    }
    const {
      nonGroupDividendsReceived,
      nonGroupDividendsReceivedFirstPeriod,
      vatFlatRatePercent: _percent,
      openingItems,
      tradingLossesBroughtForward: _since,
      tradingLossesBroughtForwardBefore2017: _before,
      tradingLossesClaim: _claim,
      capitalAllowancesMainPoolBroughtForward: _mainPool,
      capitalAllowancesSpecialRatePoolBroughtForward: _specialPool,
      sharesIssuedNotPaid,
      ...rest
    } = body;
    const dividends = dividendsColumns(current, nonGroupDividendsReceived, nonGroupDividendsReceivedFirstPeriod);
    const balances = body.openingBalances !== undefined ? body.openingBalances : current.openingBalances;
    if (body.openingBalances !== undefined) checkOpeningParts(balances);
    if (openingItems !== undefined && !sameOpeningItems(openingItems, current.openingItems)) {
      Object.assign(rest, { openingItems: openingItemsColumn(openingItems, balances) });
    } else if (body.openingBalances !== undefined && current.openingItems?.length) {
      // New figures: the items kept must still be parts of them.
      openingItemsColumn(asOpeningItemBodies(current.openingItems), balances);
    }
    const after = periodFrom(start, end);
    if (before && after && (before.start !== after.start || before.end !== after.end)) {
      await moveAdjustments(q, scope, { start: before.start, end: before.end }, after);
    }
    return updateCompany(q, scope, {
      ...rest,
      ...vat,
      ...broughtForwardColumns(body),
      ...dividends,
      ...(sharesIssuedNotPaid !== undefined ? { sharesIssuedNotPaid: fromPounds(sharesIssuedNotPaid) } : {}),
    });
  });
  return companyDto(db, scope, row);
}
