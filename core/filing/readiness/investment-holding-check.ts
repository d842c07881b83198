import { FIX_AT } from "./fix-at";
import type { ReadinessInput } from "./readiness-input";
import type { ReadinessCheck, ReadinessStatus } from "./types";

const ID = "close-investment-holding";

const check = (status: ReadinessStatus, message: string): ReadinessCheck => ({
  id: ID,
  status,
  message,
  fixAt: FIX_AT[ID],
});

export const INVESTMENT_ONLY_MESSAGE =
  "This company has no sales, only investment income. If it exists mainly to hold investments it may be a close " +
  "investment-holding company (CTA 2010 s34), taxed at 25% with no small profits rate. Set this on the Company page " +
  "if so.";

/**
 * A company with no sales whose only income is interest or dividends may exist mainly to hold investments: a close
 * investment-holding company (CTA 2010 s34) pays the main rate with no small profits rate (s18N). Only the director
 * knows what the company is for (s34(2) asks whether it exists wholly or mainly for a trade), so this warns and never
 * blocks, and says nothing once the setting is on.
 */
export function closeInvestmentHoldingCheck(i: Pick<ReadinessInput, "income">): ReadinessCheck {
  const inc = i.income;
  if (inc?.closeInvestmentHolding) {
    return check("pass", "Taxed as a close investment-holding company: the main rate, no small profits rate.");
  }
  const investmentOnly = inc && inc.turnover === 0 && inc.otherIncome === 0 && inc.interest + inc.dividends > 0;
  if (investmentOnly) return check("warn", INVESTMENT_ONLY_MESSAGE);
  return check("pass", "The company's income is not only interest or dividends.");
}
