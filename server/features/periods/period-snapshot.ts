import { z } from "zod";
import type { AccountsTransaction, OpeningBalances, OpeningItems } from "../../../core/accounts";
import { OPENING_BALANCE_KEYS } from "../../../core/accounts";
import { isCategoryId } from "../../../core/categories";
import { fromDecimalString, type Pence, toDecimalString } from "../../../core/money";
import type { PoolBalances } from "../../../core/tax";
import { isVatRate, isVatStagger } from "../../../core/vat";
import type { CompanyRow } from "../../platform/company/company-row";

/*
 * What a closed period keeps (the `periods` row's JSON), written and read here: money as decimal strings in pounds,
 * the exact text the database's numeric columns carry, read back to pence; never a binary fraction.
 */

const pounds = z.string().transform((s, ctx) => {
  const p = fromDecimalString(s);
  if (p === null) {
    ctx.addIssue({ code: "custom", message: `not an amount: ${s}` });
    return z.NEVER;
  }
  return p;
});
const text = (p: Pence) => toDecimalString(p);

/** The company settings a period is computed with, and restored to the company when it is reopened. */
export const PERIOD_SETTING_KEYS = [
  "periodStart",
  "periodEnd",
  "averageEmployees",
  "associatedCompanies",
  "closeInvestmentHolding",
  "nonGroupDividendsReceived",
  "nonGroupDividendsReceivedFirstPeriod",
  "sharesIssuedNotPaid",
  "equipmentLifeYears",
  "tradingLossesBroughtForward",
  "tradingLossesBroughtForwardBefore2017",
  "tradingLossesClaim",
  "capitalAllowancesMainPoolBroughtForward",
  "capitalAllowancesSpecialRatePoolBroughtForward",
  "openingBalances",
  "openingItems",
  "priorProfitAndLoss",
  "priorAverageEmployees",
  "vatRegistered",
  "vatScheme",
  "vatFlatRateBasisPoints",
  "vatRegisteredFrom",
  "vatStagger",
] as const satisfies readonly (keyof CompanyRow)[];

/*
 * Settings a snapshot may lack: kept only since they were added to the keys above, with no value that was true of
 * every company before (unlike the losses, nil until they were typed). A period closed earlier is read with the
 * company's setting today, the best known, and reopening it leaves the company's as it is.
 */
type LaterSettingKey = "vatStagger";

export type PeriodSettings = Pick<CompanyRow, Exclude<(typeof PERIOD_SETTING_KEYS)[number], LaterSettingKey>> &
  Partial<Pick<CompanyRow, LaterSettingKey>>;

export function settingsOf(company: CompanyRow): PeriodSettings {
  return Object.fromEntries(PERIOD_SETTING_KEYS.map((k) => [k, company[k]])) as PeriodSettings;
}

/** The settings kept as amounts of money: decimal strings in the snapshot. */
const MONEY_SETTINGS = [
  "nonGroupDividendsReceived",
  "nonGroupDividendsReceivedFirstPeriod",
  "sharesIssuedNotPaid",
  "tradingLossesBroughtForward",
  "tradingLossesBroughtForwardBefore2017",
  "tradingLossesClaim",
  "capitalAllowancesMainPoolBroughtForward",
  "capitalAllowancesSpecialRatePoolBroughtForward",
] as const;

export function encodeSettings(s: PeriodSettings): Record<string, unknown> {
  const out: Record<string, unknown> = { ...s };
  for (const k of MONEY_SETTINGS) out[k] = s[k] == null ? null : text(s[k]);
  return out;
}

export function decodeSettings(stored: Record<string, unknown>): PeriodSettings {
  const out = Object.fromEntries(PERIOD_SETTING_KEYS.map((k) => [k, stored[k] ?? null])) as Record<string, unknown>;
  for (const k of MONEY_SETTINGS) out[k] = typeof stored[k] === "string" ? pounds.parse(stored[k]) : null;
  // Snapshots kept before the losses were settings had none typed.
  out.tradingLossesBroughtForward ??= 0;
  out.tradingLossesBroughtForwardBefore2017 ??= 0;
  out.capitalAllowancesMainPoolBroughtForward ??= 0;
  out.capitalAllowancesSpecialRatePoolBroughtForward ??= 0;
  // Periods closed before unpaid shares were a setting had none.
  out.sharesIssuedNotPaid ??= 0;
  out.averageEmployees = Number(stored.averageEmployees ?? 0);
  out.associatedCompanies = Number(stored.associatedCompanies ?? 0);
  // Periods closed before the setting existed were computed as not a close investment-holding company.
  out.closeInvestmentHolding = stored.closeInvestmentHolding === true;
  out.equipmentLifeYears = Number(stored.equipmentLifeYears ?? 3);
  // Null is a stagger kept as not set at the close; missing (closed before it was kept): none to set (`LaterSettingKey`).
  if (stored.vatStagger !== null && !isVatStagger(stored.vatStagger)) delete out.vatStagger;
  return out as PeriodSettings;
}

/*
 * The directors' names at the close, kept beside the settings but not one of them: the closed year's CT600A names
 * its participator by them, while reopening the year does not set today's names back (a director's name is the
 * company's, not the year's).
 */
const DIRECTORS_KEY = "directors";

/*
 * The company's identity at the close, kept the same way: the closed year's accounts and return name the company as
 * it was then (a company renamed later filed that year under its old name, CA 2006 s81 takes effect from the new
 * certificate), and reopening the year does not set the old name back.
 */
const FACTS_KEY = "company";

/** The company's name, number, UTR and principal activity as a closed period's packs and returns state them. */
export interface CompanyFacts {
  name: string;
  registrationNumber: string | null;
  utr: string | null;
  principalActivity: string | null;
}

const StoredFacts = z.object({
  name: z.string(),
  registrationNumber: z.string().nullable(),
  utr: z.string().nullable(),
  principalActivity: z.string().nullable(),
});

/** What the `periods` row keeps of the company at the close: its settings, its directors' names and its identity. */
export function encodeClosingCompany(company: CompanyRow): Record<string, unknown> {
  const facts: CompanyFacts = {
    name: company.name,
    registrationNumber: company.registrationNumber,
    utr: company.utr,
    principalActivity: company.principalActivity,
  };
  return { ...encodeSettings(settingsOf(company)), [DIRECTORS_KEY]: [...company.directors], [FACTS_KEY]: facts };
}

/** The company's identity kept at the close; null for a period closed before it was kept (today's serves). */
export function decodeCompanyFacts(stored: Record<string, unknown>): CompanyFacts | null {
  const parsed = StoredFacts.safeParse(stored[FACTS_KEY]);
  return parsed.success ? parsed.data : null;
}

/** The directors' names kept at the close; null for a period closed before they were kept (today's names serve). */
export function decodeDirectors(stored: Record<string, unknown>): string[] | null {
  const parsed = z.array(z.string()).safeParse(stored[DIRECTORS_KEY]);
  return parsed.success ? parsed.data : null;
}

/** Opening balances in pence ↔ decimal strings, key by key. */
export function encodeBalances(b: Partial<OpeningBalances> | null): Record<string, string> | null {
  if (!b) return null;
  return Object.fromEntries(Object.entries(b).map(([k, v]) => [k, text(v as Pence)]));
}

const StoredBalances = z.record(z.string(), pounds);

export function decodeBalances(stored: unknown): Partial<OpeningBalances> | null {
  if (stored == null) return null;
  const parsed = StoredBalances.parse(stored);
  const keys: readonly string[] = OPENING_BALANCE_KEYS;
  return Object.fromEntries(Object.entries(parsed).filter(([k]) => keys.includes(k))) as Partial<OpeningBalances>;
}

const StoredItems = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["debtor", "creditor", "prepayment", "accrual"]),
      categoryId: z.string().refine(isCategoryId),
      description: z.string(),
      net: pounds,
      vat: pounds,
      gross: pounds,
      vatRate: z.string().refine(isVatRate).nullable(),
    }),
  ),
  fixedAssets: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      cost: pounds,
      lifeMonths: z.number().int(),
      depreciationToDate: pounds,
    }),
  ),
  s455: z.object({ loanCharged: pounds, tax: pounds, repaidAfterPeriodEnd: pounds }).nullable(),
  tradingLosses: z.object({ sinceApril2017: pounds, before2017: pounds }).nullish(),
});

export function encodeItems(o: OpeningItems | null): Record<string, unknown> | null {
  if (!o) return null;
  return {
    items: o.items.map((i) => ({ ...i, net: text(i.net), vat: text(i.vat), gross: text(i.gross) })),
    fixedAssets: o.fixedAssets.map((a) => ({
      ...a,
      cost: text(a.cost),
      depreciationToDate: text(a.depreciationToDate),
    })),
    s455: o.s455 && {
      loanCharged: text(o.s455.loanCharged),
      tax: text(o.s455.tax),
      repaidAfterPeriodEnd: text(o.s455.repaidAfterPeriodEnd),
    },
    tradingLosses: o.tradingLosses
      ? { sinceApril2017: text(o.tradingLosses.sinceApril2017), before2017: text(o.tradingLosses.before2017) }
      : null,
  };
}

export function decodeItems(stored: unknown): OpeningItems | null {
  return stored == null ? null : (StoredItems.parse(stored) as OpeningItems);
}

/** An opening position: balances and the items they are made of. */
export interface Opening {
  balances: Partial<OpeningBalances> | null;
  items: OpeningItems | null;
  /**
   * Cash by bank account id, where each account's closing cash was known when the period before was closed (its
   * total is the balances' cash); missing or null: the cash is known only as one figure.
   */
  bankCash?: Record<string, Pence> | null;
  /** The capital allowance pools carried into the period (CAA 2001 s59); missing or null: none. */
  capitalAllowancePools?: PoolBalances | null;
}

export function encodeOpening(o: Opening): Record<string, unknown> {
  const bankCash = o.bankCash ? Object.fromEntries(Object.entries(o.bankCash).map(([id, p]) => [id, text(p)])) : null;
  const pools = o.capitalAllowancePools;
  return {
    openingBalances: encodeBalances(o.balances),
    openingItems: encodeItems(o.items),
    bankCash,
    ...(pools ? { capitalAllowancePools: { main: text(pools.main), special: text(pools.special) } } : {}),
  };
}

const StoredPools = z.object({ main: pounds, special: pounds });

export function decodeOpening(stored: Record<string, unknown>): Opening {
  return {
    balances: decodeBalances(stored.openingBalances),
    items: decodeItems(stored.openingItems),
    bankCash: stored.bankCash == null ? null : StoredBalances.parse(stored.bankCash),
    capitalAllowancePools:
      stored.capitalAllowancePools == null ? null : StoredPools.parse(stored.capitalAllowancePools),
  };
}

const StoredLine = z.object({
  id: z.string(),
  date: z.string(),
  amount: pounds,
  categoryId: z.string().nullable(),
});

export function encodeLines(lines: readonly AccountsTransaction[]): Record<string, unknown>[] {
  return lines.map((t) => ({ id: t.id, date: t.date, amount: text(t.amount), categoryId: t.categoryId }));
}

export function decodeLines(stored: unknown): AccountsTransaction[] {
  return z
    .array(StoredLine)
    .parse(stored ?? [])
    .map((l) => ({ ...l, categoryId: l.categoryId !== null && isCategoryId(l.categoryId) ? l.categoryId : null }));
}
