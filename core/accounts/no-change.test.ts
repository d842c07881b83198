import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { RICH_COMPANY } from "./fixtures/rich-company";
import before from "./fixtures/rich-company.before.json";
import { buildAccounts, type DrillDownKey, drillDown, toReportJson } from "./index";

/**
 * The "must hold": a company that is not VAT-registered and has no adjustments gets exactly the figures it
 * got before VAT and year-end adjustments existed. rich-company.before.json was written by the engine as it was;
 * every field it has must keep its value (new fields may be added beside them).
 */
describe("a company that is not VAT-registered, with no adjustments", () => {
  const expectUnchanged = (input: typeof RICH_COMPANY) => {
    const accounts = buildAccounts(input);
    expect(toReportJson(accounts)).toMatchObject(before.report);
    for (const [key, ids] of Object.entries(before.drillDown)) {
      expect(drillDown(accounts, key as DrillDownKey), key).toEqual(ids);
    }
  };

  it("gets exactly the figures, explanations and drill-downs it got before", () => {
    expectUnchanged(RICH_COMPANY);
  });

  it("gets the same when its settings say not registered, whatever VAT rates its lines carry", () => {
    const transactions = RICH_COMPANY.transactions.map((t, i) => ({
      ...t,
      vatRate: (["standard", "reduced", "zero", null] as const)[i % 4],
    }));
    const vat = { registered: false, scheme: "standard", flatRatePercent: null, registeredFrom: null } as const;
    expectUnchanged({ ...RICH_COMPANY, transactions, vat, adjustments: [], openingItems: null });
  });

  it("is VAT-registered only from its registration date: registered after the period, nothing changes", () => {
    const vat = { registered: true, scheme: "standard", flatRatePercent: null, registeredFrom: "2025-04-02" } as const;
    const accounts = buildAccounts({ ...RICH_COMPANY, vat });
    expect(accounts.vat).toMatchObject({ registered: true, outputVat: 0, inputVat: 0, liability: pence(0) });
    expect(toReportJson(accounts).profitAndLoss).toEqual(before.report.profitAndLoss);
  });
});
