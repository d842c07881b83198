import { describe, expect, it } from "vitest";
import type { CompanyDto } from "../../../core/contracts";
import { priorYearBodyFromForm, priorYearFormFromCompany } from "./prior-year-form-values";

/** A first year in Microfile whose opening balances are typed: last year was traded, elsewhere. */
const company: CompanyDto = {
  id: "c1",
  name: "Acme Ltd",
  registrationNumber: "01234567",
  utr: null,
  incorporationDate: "2020-01-10",
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
  averageEmployees: 2,
  associatedCompanies: 0,
  nonGroupDividendsReceived: 0,
  directors: ["Ada Lovelace"],
  openingBalances: { cash: 1000, calledUpShareCapital: 100, profitLossAccount: 900 },
  equipmentLifeYears: 3,
  suggestedPeriod: null,
  periodNotes: [],
};

const blank = {
  turnover: "",
  otherIncome: "",
  costOfRawMaterialsAndConsumables: "",
  staffCosts: "",
  depreciationAndOtherAmountsWrittenOff: "",
  otherCharges: "",
  tax: "",
};

describe("last year's profit and loss and employees beside typed opening balances", () => {
  it("asks for them blank when not given, and sends null for each left blank (no comparative)", () => {
    const values = priorYearFormFromCompany(company);
    expect(values).toEqual({ profitAndLoss: blank, averageEmployees: "" });
    const errors = {};
    expect(priorYearBodyFromForm(values, errors)).toEqual({ priorProfitAndLoss: null, priorAverageEmployees: null });
    expect(errors).toEqual({});
  });

  it("sends the lines typed in whole pounds and the employees, a tax credit negative", () => {
    // Last year: turnover £42,000, other charges £30,000, so profit before tax £12,000; tax £2,280 (19 %); 2 staff.
    const typed = {
      profitAndLoss: { ...blank, turnover: "42,000", otherCharges: "30000", tax: "2280" },
      averageEmployees: "2",
    };
    const errors = {};
    expect(priorYearBodyFromForm(typed, errors)).toEqual({
      priorProfitAndLoss: { turnover: 42000, otherCharges: 30000, tax: 2280 },
      priorAverageEmployees: 2,
    });
    expect(errors).toEqual({});
    const credit = { ...typed, profitAndLoss: { ...typed.profitAndLoss, tax: "-300" } };
    expect(priorYearBodyFromForm(credit, {}).priorProfitAndLoss?.tax).toBe(-300);
  });

  it("shows a line not given as 0 once any is given, as the accounts show it", () => {
    const values = priorYearFormFromCompany({
      ...company,
      priorProfitAndLoss: { turnover: 42000, otherCharges: 30000, tax: 2280 },
      priorAverageEmployees: 0,
    });
    expect(values).toEqual({
      profitAndLoss: {
        turnover: "42000",
        otherIncome: "0",
        costOfRawMaterialsAndConsumables: "0",
        staffCosts: "0",
        depreciationAndOtherAmountsWrittenOff: "0",
        otherCharges: "30000",
        tax: "2280",
      },
      averageEmployees: "0",
    });
  });

  it("marks a line that is not whole pounds, a negative cost, or employees that are not a whole number", () => {
    const errors: Record<string, string> = {};
    priorYearBodyFromForm(
      { profitAndLoss: { ...blank, turnover: "12.50", staffCosts: "-10" }, averageEmployees: "two" },
      errors,
    );
    expect(errors).toEqual({
      "priorProfitAndLoss.turnover": "Enter whole pounds, e.g. 42000.",
      "priorProfitAndLoss.staffCosts": "Enter whole pounds, e.g. 42000.",
      priorAverageEmployees: "Enter a whole number of employees, 0 or more, or leave it blank.",
    });
  });

  it("neither asks nor sends them when a closed period hands the prior year on", () => {
    const carried: CompanyDto = {
      ...company,
      broughtForward: {
        fromPeriod: { id: "p1", startDate: "2024-04-01", endDate: "2025-03-31" },
        openingBalances: { cash: 1000, calledUpShareCapital: 100, profitLossAccount: 900 },
        openingItems: { items: [], fixedAssets: [], s455: null },
      },
    };
    expect(priorYearFormFromCompany(carried)).toBeNull();
    expect(priorYearBodyFromForm(null, {})).toEqual({});
  });
});
