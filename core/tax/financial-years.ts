import { addDays, daysInPeriod, type IsoDate, makeIsoDate, maxIsoDate, minIsoDate, splitIsoDate } from "../dates";
import { fromPounds, type Pence } from "../money";

/** The corporation tax rules of one financial year (FY N runs 1 April N to 31 March N+1). */
export interface FinancialYearRules {
  financialYear: number;
  mainRatePercent: number;
  /** null when the year has one flat rate and no small profits rate (FY2022 and earlier). */
  smallProfits: {
    ratePercent: number;
    lowerLimit: Pence;
    upperLimit: Pence;
    /** Marginal relief fraction, 3/200 (CTA 2010 s18B). */
    fraction: { numerator: number; denominator: number };
  } | null;
  /** The small profits rate and marginal relief withheld from a close investment-holding company (CTA 2010 s18N). */
  closeInvestmentHolding?: true;
  authority: string;
}

/** The earliest financial year this engine knows: 19 % applied from FY2017 to FY2022. */
export const FIRST_SUPPORTED_FINANCIAL_YEAR = 2017;

const MARGINAL_RULES = {
  ratePercent: 19,
  lowerLimit: fromPounds(50_000),
  upperLimit: fromPounds(250_000),
  fraction: { numerator: 3, denominator: 200 },
};

const AUTHORITY_BY_YEAR: Record<number, string> = {
  2023: "FA 2021 ss6–7",
  2024: "F(No.2)A 2023 ss5–6",
  2025: "F(No.2)A 2024 ss12–13",
  2026: "Finance Act 2025 (charge and small profits rate for FY2026)",
};

/**
 * Rates by financial year (uk-accounting-rules §4; CTM03910). FY2022 and earlier: flat 19 % (FA 2021 s6(2)(a)).
 * FY2023 onwards: main rate 25 %, small profits rate 19 %, limits £50,000 / £250,000, fraction 3/200. Years after
 * FY2026 keep FY2026's rules until Parliament says otherwise.
 */
export function rulesForFinancialYear(financialYear: number): FinancialYearRules {
  if (!Number.isInteger(financialYear) || financialYear < FIRST_SUPPORTED_FINANCIAL_YEAR) {
    throw new RangeError(`corporation tax rules for financial year ${financialYear} are not supported`);
  }
  if (financialYear <= 2022) {
    return { financialYear, mainRatePercent: 19, smallProfits: null, authority: "FA 2021 s6(2)(a) (19 % flat)" };
  }
  const authority = AUTHORITY_BY_YEAR[financialYear] ?? `${AUTHORITY_BY_YEAR[2026]}, assumed unchanged`;
  return { financialYear, mainRatePercent: 25, smallProfits: MARGINAL_RULES, authority };
}

/**
 * One company's rules for a financial year. A close investment-holding company (CTA 2010 s34) pays the main rate
 * with no small profits rate and no marginal relief (s18N; uk-accounting-rules §4 "Exclusions"). FY2022 and earlier
 * had one flat rate for every company, so a year without a small profits rate is left as it is.
 */
export function rulesForCompany(financialYear: number, closeInvestmentHolding: boolean): FinancialYearRules {
  const rules = rulesForFinancialYear(financialYear);
  if (!closeInvestmentHolding || !rules.smallProfits) return rules;
  return { ...rules, smallProfits: null, closeInvestmentHolding: true, authority: `${rules.authority}; CTA 2010 s18N` };
}

/** FY N begins on 1 April N. */
export function financialYearOf(date: IsoDate): number {
  const [y, m] = splitIsoDate(date);
  return m >= 4 ? y : y - 1;
}

export interface FinancialYearPart {
  financialYear: number;
  startDate: IsoDate;
  endDate: IsoDate;
  days: number;
}

/** Splits a period at each 1 April, the part in each financial year with its days (inclusive). */
export function splitByFinancialYear(startDate: IsoDate, endDate: IsoDate): FinancialYearPart[] {
  const parts: FinancialYearPart[] = [];
  for (let fy = financialYearOf(startDate); fy <= financialYearOf(endDate); fy++) {
    const fyStart = makeIsoDate(fy, 4, 1)!;
    const fyEnd = addDays(makeIsoDate(fy + 1, 4, 1)!, -1);
    const s = maxIsoDate(startDate, fyStart);
    const e = minIsoDate(endDate, fyEnd);
    parts.push({ financialYear: fy, startDate: s, endDate: e, days: daysInPeriod(s, e) });
  }
  return parts;
}

/** Two financial years have the same rules when rates, limits and fraction agree (CTM03956: no apportionment). */
export function sameRules(a: FinancialYearRules, b: FinancialYearRules): boolean {
  return a.mainRatePercent === b.mainRatePercent && JSON.stringify(a.smallProfits) === JSON.stringify(b.smallProfits);
}
