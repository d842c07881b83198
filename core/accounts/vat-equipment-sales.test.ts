import { describe, expect, it } from "vitest";
import { assetSoldBy, purchaseVatReclaimed } from "./asset-vat";
import type { FixedAssetDetails } from "./capital-assets";
import { balanceSheetDifference, buildAccounts } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";
import { vatRulesFor } from "./vat-treatment";

/**
 * Selling equipment (VAT Notice 733 §15, capital expenditure goods; Notice 700 §4: the sale of a business asset is a
 * supply). "SOLD OLD MACBOOK" +£600.00 on 1 October 2024, categorised Equipment.
 * Flat rate, 14.5 %, registered 1 January 2024 (13.5 % to 31 December 2024):
 *   - bought for £2,400.00 including VAT: a capital purchase of £2,000 or more, its £400.00 of VAT reclaimed outside
 *     the scheme, so the sale bears output VAT at the standard rate outside the flat rate: 600/6 = £100.00;
 *   - bought for £1,200.00: no VAT reclaimed, so the sale joins flat-rate turnover: 600 × 13.5 % = £81.00;
 *   - the sale not on the register: which it was is unknown, and the VAT fraction is charged (£100.00), which is
 *     more than any flat rate would take, so the VAT owed is never understated.
 * Standard scheme: the same sale is £100.00 of output VAT (a return's box 1), not −£100.00 of input VAT (box 4).
 */
const line = lineMaker("e");
const sale = line("2024-10-01", 600, "equipment");
const frs = { registered: true, scheme: "flat-rate", flatRatePercent: 14.5, registeredFrom: "2024-01-01" } as const;
const standard = { ...frs, scheme: "standard", flatRatePercent: null } as const;

const macbook = (cost: number, boughtOn = "2024-02-01"): FixedAssetDetails => ({
  transactionId: "earlier-macbook",
  boughtOn,
  cost: gbp(cost),
  kind: "plant",
  isNew: true,
  co2GramsPerKm: null,
  disposedOn: "2024-10-01",
  disposalProceeds: gbp(600),
});

const accounts = (vat: typeof frs | typeof standard, register: FixedAssetDetails[], extra = [sale]) =>
  buildAccounts({
    period: YEAR,
    transactions: extra,
    vat,
    openingBalances: { fixedAssets: gbp(2_000), calledUpShareCapital: gbp(2_000) },
    settings: { fixedAssets: register },
  });

describe("selling equipment on the flat rate scheme", () => {
  it("charges output VAT outside the flat rate when the asset's VAT was reclaimed", () => {
    const a = accounts(frs, [macbook(2_400)]);
    expect(a.vat).toMatchObject({ outputVat: gbp(100), inputVat: 0, flatRateVat: 0, liability: gbp(100) });
    expect(a.vat.sources.outputVat.transactionIds).toEqual([sale.id]);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("puts the sale in flat-rate turnover when the asset's VAT was not reclaimed", () => {
    const a = accounts(frs, [macbook(1_200)]);
    expect(a.vat).toMatchObject({ outputVat: 0, flatRateTurnover: gbp(600), flatRateVat: gbp(81), liability: gbp(81) });
    // The flat-rate VAT comes out of the proceeds, not out of turnover: 600 − 81 = 519 off fixed assets.
    expect(a.profitAndLoss.micro.turnover).toBe(0);
    expect(a.postings.equipment).toEqual([{ transactionId: sale.id, date: sale.date, cost: gbp(-519) }]);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("charges the VAT fraction when the register cannot say which asset was sold", () => {
    expect(accounts(frs, []).vat).toMatchObject({ outputVat: gbp(100), flatRateVat: 0 });
    // Bought before registration: pre-registration input VAT may have been reclaimed (VAT Regulations 1995 reg 111).
    expect(accounts(frs, [macbook(1_200, "2023-11-01")]).vat).toMatchObject({ outputVat: gbp(100), flatRateVat: 0 });
  });

  it("reads a purchase in the same period like one in the register", () => {
    const bought = { ...line("2024-05-01", -2_400, "equipment") };
    const asset = { ...macbook(2_400, bought.date), transactionId: bought.id };
    const a = accounts(frs, [asset], [bought, sale]);
    // Input VAT 2,400/6 = 400 reclaimed on the purchase; output VAT 100 on the sale; 100 − 400 = −300 recoverable.
    expect(a.vat).toMatchObject({ inputVat: gbp(400), outputVat: gbp(100), liability: gbp(-300) });
  });

  it("finds the asset sold by its recorded proceeds, and knows whose VAT was reclaimed", () => {
    const rules = vatRulesFor(frs);
    expect(assetSoldBy(sale, [macbook(2_400)])?.transactionId).toBe("earlier-macbook");
    expect(assetSoldBy({ ...sale, amount: gbp(599) }, [macbook(2_400)])).toBeNull();
    expect(purchaseVatReclaimed(macbook(2_400), rules)).toBe(true);
    expect(purchaseVatReclaimed(macbook(1_999.99), rules)).toBe(false);
    expect(purchaseVatReclaimed({ ...macbook(12_000), kind: "car" }, rules)).toBe(false);
    expect(purchaseVatReclaimed(macbook(2_400, "2023-12-31"), rules)).toBeNull();
  });
});

describe("selling equipment on the standard scheme", () => {
  it("posts the sale's VAT as output VAT, not as negative input VAT", () => {
    const bought = line("2024-05-01", -2_400, "equipment");
    const a = accounts(standard, [], [bought, sale]);
    // Input VAT 2,400/6 = 400 (box 4); output VAT 600/6 = 100 (box 1); owed 100 − 400 = −300.
    expect(a.vat).toMatchObject({ outputVat: gbp(100), inputVat: gbp(400), liability: gbp(-300) });
    expect(a.vat.sources.outputVat.transactionIds).toEqual([sale.id]);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });
});
