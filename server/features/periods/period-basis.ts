import {
  type AccountsTransaction,
  NO_OPENING_ITEMS,
  type OpeningBalances,
  type OpeningItem,
  openingItemFromGross,
} from "../../../core/accounts";
import type { CategoryId } from "../../../core/categories";
import { addDays, type Period, periodFrom } from "../../../core/dates";
import { fromDecimalString, fromPounds, type Pence, sub, sum, ZERO } from "../../../core/money";
import { isVatRate, type VatRegistration } from "../../../core/vat";
import type { StoredOpeningItem } from "../../db/schema";
import type { CompanyRow } from "../../platform/company/company-row";
import {
  type CompanyFacts,
  decodeCompanyFacts,
  decodeDirectors,
  decodeLines,
  decodeOpening,
  decodeSettings,
  type Opening,
  type PeriodSettings,
  settingsOf,
} from "./period-snapshot";
import type { PeriodRow } from "./periods.repo";

/**
 * Everything a period's accounts are built from besides its transactions and adjustments: the open period's from
 * the company and the latest closed period, a closed period's from what was kept when it was closed.
 */
export interface PeriodBasis {
  /** The closed period's row id; null for the open period. */
  id: string | null;
  status: "open" | "closed";
  /** Null only for the open period of a company without a period of its own (the reports suggest one). */
  period: Period | null;
  settings: PeriodSettings;
  /** A closed period's directors as named at its close; null: today's (the open period, or an older snapshot). */
  directors: string[] | null;
  /** A closed period's company name, number, UTR and principal activity at its close; null: today's. */
  companyFacts: CompanyFacts | null;
  opening: Opening;
  /** A closed period's: the lines dated after it that its s455 relief counted, in place of today's later lines. */
  laterLines: AccountsTransaction[] | null;
  /** The opening position came from typed opening balances (a first year here), not from a closed period. */
  typedOpening: boolean;
  closedAt: Date | null;
}

/** The company's VAT registration as core reads it; null while not registered (or not answered). */
export function vatRegistrationOf(s: PeriodSettings): VatRegistration | null {
  if (s.vatRegistered !== true) return null;
  const scheme = s.vatScheme ?? "standard";
  return {
    registered: true,
    scheme,
    flatRatePercent:
      scheme === "flat-rate" && s.vatFlatRateBasisPoints !== null ? s.vatFlatRateBasisPoints / 100 : null,
    registeredFrom: s.vatRegisteredFrom,
  };
}

/** A typed opening item with its VAT worked out as the accounts work it out. */
export function openingItemOf(stored: StoredOpeningItem): OpeningItem {
  return openingItemFromGross({
    id: stored.id,
    kind: stored.kind,
    categoryId: stored.categoryId as CategoryId,
    description: stored.description,
    gross: fromDecimalString(stored.gross) ?? ZERO,
    vatRate: stored.vatRate !== null && isVatRate(stored.vatRate) ? stored.vatRate : null,
  });
}

/**
 * The typed opening balances in pence with their typed items. Last year's balance sheet was typed in the CH form's
 * boxes, which have no lines D and J: prepayments typed as items are taken to be within debtors and accruals within
 * creditors, so they move to lines D and J, where core reverses them.
 */
export function typedOpening(s: PeriodSettings): Opening {
  if (!s.openingBalances) return { balances: null, items: null };
  const balances: Partial<OpeningBalances> = {};
  for (const [key, value] of Object.entries(s.openingBalances)) {
    if (typeof value === "number") balances[key as keyof OpeningBalances] = fromPounds(value);
  }
  const items = (s.openingItems ?? []).map(openingItemOf);
  if (items.length === 0) return { balances, items: null };
  const total = (kind: OpeningItem["kind"]): Pence => sum(items.filter((i) => i.kind === kind).map((i) => i.gross));
  const prepayments = total("prepayment");
  const accruals = total("accrual");
  return {
    balances: {
      ...balances,
      debtors: sub(balances.debtors ?? ZERO, prepayments),
      prepaymentsAndAccruedIncome: prepayments,
      creditorsWithinOneYear: sub(balances.creditorsWithinOneYear ?? ZERO, accruals),
      accrualsAndDeferredIncome: accruals,
    },
    items: { ...NO_OPENING_ITEMS, items },
  };
}

/** The open period: the company's own, opening where the latest closed period ended (else the typed balances). */
export function openBasis(company: CompanyRow, latest: PeriodRow | undefined): PeriodBasis {
  const settings = settingsOf(company);
  const carried = latest ? decodeOpening(latest.closing) : null;
  return {
    id: null,
    status: "open",
    period: periodFrom(company.periodStart, company.periodEnd),
    settings,
    directors: null,
    companyFacts: null,
    opening: carried ?? typedOpening(settings),
    laterLines: null,
    typedOpening: carried === null,
    closedAt: null,
  };
}

/** A closed period as it was closed. */
export function closedBasis(row: PeriodRow, first: boolean): PeriodBasis {
  return {
    id: row.id,
    status: "closed",
    period: { start: row.startDate, end: row.endDate },
    settings: decodeSettings(row.settings),
    directors: decodeDirectors(row.settings),
    companyFacts: decodeCompanyFacts(row.settings),
    opening: decodeOpening(row.opening),
    laterLines: decodeLines(row.laterLines),
    typedOpening: first,
    closedAt: row.closedAt,
  };
}

/** The open period's basis and each closed one's, earliest first (closed ones, then the open one last). */
export function allBases(company: CompanyRow, closed: readonly PeriodRow[]): PeriodBasis[] {
  return [...closed.map((row, i) => closedBasis(row, i === 0)), openBasis(company, closed[closed.length - 1])];
}

/** The day before the period: the prior year's balance sheet date. */
export function priorYearEnd(p: Period): string {
  return addDays(p.start, -1);
}
