import { describe, expect, it } from "vitest";
import { fromPounds, ZERO } from "../../money";
import { closeInvestmentHoldingCheck, INVESTMENT_ONLY_MESSAGE } from "./investment-holding-check";
import type { ReadinessInput } from "./readiness-input";

type Income = NonNullable<ReadinessInput["income"]>;
const income = (over: Partial<Income>): Pick<ReadinessInput, "income"> => ({
  income: {
    turnover: ZERO,
    interest: ZERO,
    dividends: ZERO,
    otherIncome: ZERO,
    closeInvestmentHolding: false,
    ...over,
  },
});

/** CTA 2010 s34 and s18N: a company that exists mainly to hold investments pays the main rate. */
describe("close investment-holding company hint", () => {
  it("warns, never blocks, when there are no sales and only interest (£100), pointing at the Company page", () => {
    const c = closeInvestmentHoldingCheck(income({ interest: fromPounds(100) }));
    expect(c).toEqual({
      id: "close-investment-holding",
      status: "warn",
      message:
        "This company has no sales, only investment income. If it exists mainly to hold investments it may be a " +
        "close investment-holding company (CTA 2010 s34), taxed at 25% with no small profits rate. Set this on the " +
        "Company page if so.",
      fixAt: "/company#company-close-investment-holding",
    });
    expect(c.message).toBe(INVESTMENT_ONLY_MESSAGE);
  });

  it("warns for dividends received alone too", () => {
    expect(closeInvestmentHoldingCheck(income({ dividends: fromPounds(2_000) })).status).toBe("warn");
  });

  it("passes once the setting is on, with sales, with other income, with no income, or when not known", () => {
    expect(
      closeInvestmentHoldingCheck(income({ interest: fromPounds(100), closeInvestmentHolding: true })).status,
    ).toBe("pass");
    expect(closeInvestmentHoldingCheck(income({ interest: fromPounds(100), turnover: fromPounds(1) })).status).toBe(
      "pass",
    );
    expect(closeInvestmentHoldingCheck(income({ interest: fromPounds(100), otherIncome: fromPounds(50) })).status).toBe(
      "pass",
    );
    expect(closeInvestmentHoldingCheck(income({})).status).toBe("pass");
    expect(closeInvestmentHoldingCheck({ income: null }).status).toBe("pass");
    expect(closeInvestmentHoldingCheck({}).status).toBe("pass");
  });
});
