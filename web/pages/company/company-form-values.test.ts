import { describe, expect, it } from "vitest";
import type { CompanyDto } from "../../../core/contracts";
import { bodyFromForm, firstAccountingPeriodEnd, formFromCompany } from "./company-form-values";

const company: CompanyDto = {
  id: "c1",
  name: "Acme Ltd",
  registrationNumber: "01234567",
  utr: "1234567890",
  vatNumber: "GB284619375",
  payeReference: "120/AB45678",
  incorporationDate: "2020-01-10",
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
  averageEmployees: 2,
  associatedCompanies: 0,
  nonGroupDividendsReceived: 8000,
  directors: ["Ada Lovelace"],
  openingBalances: { cash: 1000, calledUpShareCapital: 100, profitLossAccount: 900 },
  equipmentLifeYears: 3,
  tradingLossesBroughtForward: 5000,
  tradingLossesBroughtForwardBefore2017: 0,
  tradingLossesClaim: null,
  suggestedPeriod: null,
  periodNotes: [],
};

describe("company form values", () => {
  it("round-trips a company into the PUT body unchanged", () => {
    const { body, errors } = bodyFromForm(formFromCompany(company));
    expect(errors).toEqual({});
    expect(body).toEqual({
      name: "Acme Ltd",
      registrationNumber: "01234567",
      utr: "1234567890",
      vatNumber: "GB284619375",
      payeReference: "120/AB45678",
      incorporationDate: "2020-01-10",
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
      averageEmployees: 2,
      associatedCompanies: 0,
      closeInvestmentHolding: false,
      equipmentLifeYears: 3,
      nonGroupDividendsReceived: 8000,
      nonGroupDividendsReceivedFirstPeriod: null,
      directors: ["Ada Lovelace"],
      sharesIssuedNotPaid: 0,
      openingBalances: { cash: 1000, calledUpShareCapital: 100, profitLossAccount: 900 },
      principalActivity: null,
      tradingLossesBroughtForward: 5000,
      tradingLossesBroughtForwardBefore2017: 0,
      tradingLossesClaim: null,
      capitalAllowancesMainPoolBroughtForward: 0,
      capitalAllowancesSpecialRatePoolBroughtForward: 0,
      priorProfitAndLoss: null,
      priorAverageEmployees: null,
    });
  });

  it("shows and sends the shares issued and not paid for in whole pounds, blank as none (CA 2006 s547)", () => {
    expect(formFromCompany(company).sharesIssuedNotPaid).toBe("");
    const shown = formFromCompany({ ...company, sharesIssuedNotPaid: 100 });
    expect(shown.sharesIssuedNotPaid).toBe("100");
    expect(bodyFromForm(shown).body.sharesIssuedNotPaid).toBe(100);
    const { errors } = bodyFromForm({ ...shown, sharesIssuedNotPaid: "1.50" });
    expect(errors.sharesIssuedNotPaid).toBe("Enter whole pounds, e.g. 100 for 100 £1 shares, or leave it blank.");
  });

  it("shows and sends the close investment-holding company setting (CTA 2010 s34), no when never given", () => {
    expect(formFromCompany(company).closeInvestmentHolding).toBe(false);
    const values = formFromCompany({ ...company, closeInvestmentHolding: true });
    expect(values.closeInvestmentHolding).toBe(true);
    expect(bodyFromForm(values).body.closeInvestmentHolding).toBe(true);
    expect(bodyFromForm({ ...values, closeInvestmentHolding: false }).body.closeInvestmentHolding).toBe(false);
  });

  it("asks for whole pounds of losses, and sends a claim only when one is typed", () => {
    const values = formFromCompany(company);
    const bad = bodyFromForm({
      ...values,
      broughtForward: { sinceApril2017: "12.50", before2017: "", claim: "", mainPool: "-5", specialPool: "" },
    });
    expect(bad.errors["broughtForward.sinceApril2017"]).toBe("Enter whole pounds, e.g. 5000.");
    expect(bad.errors["broughtForward.mainPool"]).toBe("Enter whole pounds, e.g. 5000.");
    const good = bodyFromForm({
      ...values,
      broughtForward: {
        sinceApril2017: "£7,000",
        before2017: "300",
        claim: "2000",
        mainPool: "10,000",
        specialPool: "",
      },
    });
    expect(good.body).toMatchObject({
      tradingLossesBroughtForward: 7000,
      tradingLossesBroughtForwardBefore2017: 300,
      tradingLossesClaim: 2000,
      capitalAllowancesMainPoolBroughtForward: 10_000,
      capitalAllowancesSpecialRatePoolBroughtForward: 0,
    });
  });

  it("sends the principal activity trimmed, blank as none, and a VAT registration with the rest", () => {
    const values = formFromCompany({
      ...company,
      principalActivity: "Software consultancy",
      vatRegistered: true,
      vatScheme: "standard",
      vatFlatRatePercent: null,
      vatRegisteredFrom: "2024-06-01",
    });
    expect(values.principalActivity).toBe("Software consultancy");
    values.principalActivity = "  Web design ";
    const { body, errors } = bodyFromForm(values);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      principalActivity: "Web design",
      vatRegistered: true,
      vatScheme: "standard",
      vatFlatRatePercent: null,
      vatRegisteredFrom: "2024-06-01",
    });
    values.principalActivity = "   ";
    values.vat.registeredFrom = "";
    const again = bodyFromForm(values);
    expect(again.body.principalActivity).toBeNull();
    expect(Object.keys(again.errors)).toEqual(["vat.registeredFrom"]);
  });

  it("asks how much of the dividends came in the first accounting period only for a period over 12 months", () => {
    // 1 Jan 2025 – 31 Mar 2026 is a 12-month accounting period to 31 Dec 2025 and the rest (CTA 2009 s10);
    // 1 Apr 2025 – 31 Mar 2026 is one.
    const long = { ...company, periodStart: "2025-01-01", periodEnd: "2026-03-31" };
    expect(firstAccountingPeriodEnd(formFromCompany(long))).toBe("2025-12-31");
    expect(firstAccountingPeriodEnd(formFromCompany(company))).toBeNull();
    expect(firstAccountingPeriodEnd({ periodStart: "2025-01-01", periodEnd: "" })).toBeNull();

    const values = formFromCompany({ ...long, nonGroupDividendsReceivedFirstPeriod: 0 });
    expect(values.nonGroupDividendsReceivedFirstPeriod).toBe("0.00");
    values.nonGroupDividendsReceivedFirstPeriod = "£2,500.50";
    expect(bodyFromForm(values).body).toMatchObject({
      nonGroupDividendsReceived: 8000,
      nonGroupDividendsReceivedFirstPeriod: 2500.5,
    });
    values.nonGroupDividendsReceivedFirstPeriod = "";
    expect(bodyFromForm(values).body.nonGroupDividendsReceivedFirstPeriod).toBeNull();
    values.nonGroupDividendsReceivedFirstPeriod = "8000.01";
    expect(bodyFromForm(values).errors.nonGroupDividendsReceivedFirstPeriod).toBe(
      "Enter no more than the dividends received in the whole period (£8,000.00).",
    );
    values.nonGroupDividendsReceivedFirstPeriod = "-1";
    expect(bodyFromForm(values).errors.nonGroupDividendsReceivedFirstPeriod).toContain("Enter an amount in pounds");

    // A 12-month period sends none, whatever was kept: there is one accounting period.
    const year = formFromCompany({ ...company, nonGroupDividendsReceivedFirstPeriod: 100 });
    expect(bodyFromForm(year)).toMatchObject({ errors: {}, body: { nonGroupDividendsReceivedFirstPeriod: null } });
  });

  it("sends blanks as null and all-blank opening balances as none", () => {
    const values = formFromCompany({ ...company, openingBalances: null, registrationNumber: null, utr: null });
    values.incorporationDate = "";
    values.directors = ["  ", "Grace Hopper "];
    const { body } = bodyFromForm(values);
    expect(body.openingBalances).toBeNull();
    expect(body.registrationNumber).toBeNull();
    expect(body.utr).toBeNull();
    expect(body.incorporationDate).toBeNull();
    expect(body.directors).toEqual(["Grace Hopper"]);
  });

  it("reads amounts exactly and names every field to correct", () => {
    const values = formFromCompany(company);
    values.nonGroupDividendsReceived = "£1,234.56";
    values.openingBalances.cash = "1,250";
    values.openingBalances.debtors = "12.50";
    values.averageEmployees = "two";
    values.equipmentLifeYears = "0";
    values.name = " ";
    values.utr = "12345 6789";
    const { body, errors } = bodyFromForm(values);
    expect(body.nonGroupDividendsReceived).toBe(1234.56);
    expect(body.openingBalances?.cash).toBe(1250);
    expect(Object.keys(errors).sort()).toEqual([
      "averageEmployees",
      "equipmentLifeYears",
      "name",
      "openingBalances.debtors",
      "utr",
    ]);
  });

  it("sends the UTR as its 10 digits, without the spaces HMRC's letters print", () => {
    const values = formFromCompany(company);
    values.utr = " 12345 67890 ";
    expect(bodyFromForm(values).body.utr).toBe("1234567890");
    values.vatNumber = "gb 284 6193 75";
    values.payeReference = "120pa00741852";
    expect(bodyFromForm(values).body).toMatchObject({ vatNumber: "GB284619375", payeReference: "120PA00741852" });
    values.vatNumber = "12345";
    expect(bodyFromForm(values).errors.vatNumber).toBe("Enter the VAT registration number, e.g. GB123456789.");
  });
});
