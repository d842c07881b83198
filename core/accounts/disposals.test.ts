import { describe, expect, it } from "vitest";
import type { FixedAssetDetails } from "./capital-assets";
import { balanceSheetDifference, buildAccounts } from "./index";
import { nextPeriodOpening } from "./next-period-opening";
import type { RegisteredAsset } from "./opening-items";
import { gbp, lineMaker, YEAR } from "./test-support";
import type { AccountsInput } from "./types";

/**
 * Selling equipment is a disposal (FRS 105 s17.28–17.30: the asset is derecognised, the gain or loss = proceeds less
 * carrying amount goes to profit or loss), never a negative addition; and for capital allowances one disposal event
 * per sale (CAA 2001 s61(1)), its disposal value the proceeds capped at cost (s62), deducted from the pool, a balancing
 * charge when the pool goes below nil (s55(2)); assets that had the AIA still bring their disposal value to the pool
 * (s61(1): a disposal event of plant on which expenditure was incurred, whatever relieved it). The accounts' gain
 * or loss is capital and comes out of the trading profit (CTA 2009 s53).
 * Depreciation: straight line over 3 years, the month of purchase charged in full, the month of sale not at all.
 * A company that is not VAT-registered, 12 months to 31 March 2025, nothing in the main pool brought forward.
 */
const notRegistered = { registered: false, scheme: "standard", flatRatePercent: null, registeredFrom: null } as const;

const registered = (a: Partial<FixedAssetDetails> & { transactionId: string }): FixedAssetDetails => ({
  boughtOn: "2024-05-01",
  cost: gbp(3_600),
  kind: "plant",
  isNew: true,
  co2GramsPerKm: null,
  disposedOn: null,
  disposalProceeds: null,
  ...a,
});

const build = (input: Partial<AccountsInput> & Pick<AccountsInput, "transactions">) =>
  buildAccounts({ period: YEAR, vat: notRegistered, ...input });

describe("equipment bought and sold in the same year, the sale on the register", () => {
  // Bought 1 May 2024 for £3,600; sold 1 November 2024 for £2,500, banked the same day.
  //   Depreciation May–October = 6 months: 3,600 × 6/36 = £600; carrying amount 3,600 − 600 = £3,000.
  //   Loss on disposal 2,500 − 3,000 = −£500: line E = 600 + 500 = £1,100. Sales £20,000: profit before tax £18,900.
  //   Fixed assets: 0 + 3,600 additions − 3,000 disposals − 600 depreciation = £0.
  //   Capital allowances: AIA £3,600 (s51A); the disposal value £2,500 (less than cost, s62) to the main pool, which
  //   goes 2,500 below nil: balancing charge £2,500 (s55(2)), box 710.
  //   Taxable: 18,900 + 600 depreciation + 500 loss + 2,500 charge − 3,600 AIA = £18,900 (= sales less the £1,100
  //   the machine cost net).
  const line = lineMaker("s");
  const bought = line("2024-05-01", -3_600, "equipment");
  const sold = line("2024-11-01", 2_500, "equipment");
  const sales = line("2024-06-01", 20_000, "sales");
  const asset = registered({ transactionId: bought.id, disposedOn: "2024-11-01", disposalProceeds: gbp(2_500) });
  const a = build({ transactions: [bought, sold, sales], settings: { fixedAssets: [asset] } });

  it("derecognises the asset at its carrying amount, the loss in line E, additions at cost", () => {
    expect(a.balanceSheet.micro.fixedAssets).toEqual({
      opening: 0,
      additions: gbp(3_600),
      disposals: gbp(3_000),
      depreciation: gbp(600),
      total: 0,
    });
    expect(a.disposals.disposals).toEqual([
      {
        transactionId: sold.id,
        assetId: bought.id,
        date: "2024-11-01",
        proceeds: gbp(2_500),
        carryingAmount: gbp(3_000),
        gainOrLoss: gbp(-500),
      },
    ]);
    expect(a.profitAndLoss.disposals).toEqual({ profit: 0, loss: gbp(500) });
    expect(a.profitAndLoss.micro.depreciationAndOtherAmountsWrittenOff).toBe(gbp(1_100));
    expect(a.profitAndLoss.profitBeforeTax).toBe(gbp(18_900));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("gives the AIA on the cost and one disposal value to the pool", () => {
    const [ct] = a.corporationTax!;
    expect(ct!.capitalAllowancesDetail!.annualInvestmentAllowance).toBe(gbp(3_600));
    expect(ct!.capitalAllowancesDetail!.mainPool).toMatchObject({ disposals: gbp(2_500), balancingCharge: gbp(2_500) });
    expect(ct!.addBacks).toMatchObject({ depreciation: gbp(600), lossOnDisposal: gbp(500) });
    expect(ct!.ct600).toMatchObject({ box690: gbp(3_600), box710: gbp(2_500) });
    expect(ct!.taxableProfit).toBe(gbp(18_900));
  });

  it("hands the next year no trace of the asset", () => {
    expect(nextPeriodOpening(a).openingItems.fixedAssets).toEqual([]);
  });
});

describe("an asset brought forward in the register, sold at a profit", () => {
  // Bought 1 April 2023 for £2,400, 36 months' life, £800 charged to 31 March 2024 (12 months); opening fixed
  // assets £1,600. Sold 1 October 2024 for £1,500, banked 3 October.
  //   Depreciation April–September 2024: 18 months to date, 2,400 × 18/36 = 1,200, less 800 before = £400.
  //   Carrying amount 2,400 − 1,200 = £1,200; profit on disposal 1,500 − 1,200 = £300, line B.
  //   Fixed assets: 1,600 − 1,200 − 400 = £0. Sales £10,000: profit before tax 10,000 + 300 − 400 = £9,900.
  //   Capital allowances: the AIA was had in 2023; disposal value £1,500 to an empty main pool: charge £1,500.
  //   Taxable: 9,900 + 400 depreciation − 300 profit on disposal + 1,500 charge = £11,500.
  const line = lineMaker("b");
  const sold = line("2024-10-03", 1_500, "equipment");
  const sales = line("2024-06-01", 10_000, "sales");
  const carried: RegisteredAsset = {
    id: "laptop-2023",
    date: "2023-04-01",
    cost: gbp(2_400),
    lifeMonths: 36,
    depreciationToDate: gbp(800),
  };
  const asset = registered({
    transactionId: "laptop-2023",
    boughtOn: "2023-04-01",
    cost: gbp(2_400),
    disposedOn: "2024-10-01",
    disposalProceeds: gbp(1_500),
  });
  const a = build({
    transactions: [sold, sales],
    openingBalances: { fixedAssets: gbp(1_600), calledUpShareCapital: gbp(1_600) },
    openingItems: { items: [], fixedAssets: [carried], s455: null },
    settings: { fixedAssets: [asset] },
  });

  it("stops its depreciation at the sale and shows the profit in line B", () => {
    expect(a.depreciation.total).toBe(gbp(400));
    expect(a.balanceSheet.micro.fixedAssets).toMatchObject({ additions: 0, disposals: gbp(1_200), total: 0 });
    expect(a.profitAndLoss.micro.otherIncome).toBe(gbp(300));
    expect(a.profitAndLoss.profitBeforeTax).toBe(gbp(9_900));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
    expect(nextPeriodOpening(a).openingItems.fixedAssets).toEqual([]);
  });

  it("takes the profit out of the trade and the disposal value into the pool", () => {
    const [ct] = a.corporationTax!;
    expect(ct!.addBacks).toMatchObject({ depreciation: gbp(400), lossOnDisposal: gbp(-300) });
    expect(ct!.balancingCharges).toBe(gbp(1_500));
    expect(ct!.taxableProfit).toBe(gbp(11_500));
  });

  it("caps the disposal value at cost when sold for more (s62)", () => {
    // Sold for £3,000, more than its £2,400 cost: disposal value £2,400, balancing charge £2,400; the accounts'
    // profit 3,000 − 1,200 = £1,800.
    const dearer = line("2024-10-03", 3_000, "equipment");
    const b = build({
      transactions: [dearer, sales],
      openingBalances: { fixedAssets: gbp(1_600), calledUpShareCapital: gbp(1_600) },
      openingItems: { items: [], fixedAssets: [carried], s455: null },
      settings: { fixedAssets: [{ ...asset, disposalProceeds: gbp(3_000) }] },
    });
    expect(b.profitAndLoss.disposals).toEqual({ profit: gbp(1_800), loss: 0 });
    expect(b.corporationTax![0]!.balancingCharges).toBe(gbp(2_400));
  });
});

describe("a sale seen both on the register and in the bank is counted once", () => {
  // A company in its first year here: £1,000 of opening fixed assets, life not known, and a MacBook of the register
  // bought 1 June 2023 for £2,000 (its AIA had in 2023), sold 1 October 2024 for £600, banked that day. A new
  // machine bought 1 May 2024 for £5,000.
  //   Capital allowances: AIA £5,000 on the machine; the MacBook's disposal value £600 to the main pool once:
  //   balancing charge £600. (Read as a refund as well, it would have cut the AIA to £4,400: £1,200 in all.)
  //   Accounts: the MacBook's carrying amount on the same straight line, 2,000 − 2,000 × 16/36 = £1,111.11, is more
  //   than the £1,000 the opening fixed assets hold: £1,000 leaves them; loss 600 − 1,000 = £400.
  const line = lineMaker("c");
  const machine = line("2024-05-01", -5_000, "equipment");
  const sold = line("2024-10-01", 600, "equipment");
  const macbook = registered({
    transactionId: "macbook",
    boughtOn: "2023-06-01",
    cost: gbp(2_000),
    disposedOn: "2024-10-01",
    disposalProceeds: gbp(600),
  });
  const a = build({
    transactions: [machine, sold, line("2024-06-01", 30_000, "sales")],
    openingBalances: { fixedAssets: gbp(1_000), calledUpShareCapital: gbp(1_000) },
    settings: { fixedAssets: [registered({ transactionId: machine.id, cost: gbp(5_000) }), macbook] },
  });

  it("gives the whole AIA and one balancing charge", () => {
    const [ct] = a.corporationTax!;
    expect(ct!.capitalAllowancesDetail!.annualInvestmentAllowance).toBe(gbp(5_000));
    expect(ct!.capitalAllowancesDetail!.mainPool.disposals).toBe(gbp(600));
    expect(ct!.ct600).toMatchObject({ box690: gbp(5_000), box710: gbp(600) });
  });

  it("derecognises no more than the opening fixed assets hold", () => {
    expect(a.disposals.disposals).toMatchObject([{ assetId: "macbook", carryingAmount: gbp(1_000) }]);
    expect(a.profitAndLoss.disposals).toEqual({ profit: 0, loss: gbp(400) });
    expect(a.balanceSheet.micro.fixedAssets).toMatchObject({ additions: gbp(5_000), disposals: gbp(1_000) });
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("ties a receipt to the register's sale within a month when the amounts differ", () => {
    // VAT-registered (standard): the bank's £600 bears 600/6 = £100 output VAT, £500 net; the register holds £500
    // dated 28 September. One sale: the disposal value is what the bank received net of VAT, £500, never also a
    // second one for the receipt.
    const vat = { registered: true, scheme: "standard", flatRatePercent: null, registeredFrom: "2024-01-01" } as const;
    const b = build({
      vat,
      transactions: [sold, line("2024-06-01", 30_000, "sales")],
      openingBalances: { fixedAssets: gbp(1_000), calledUpShareCapital: gbp(1_000) },
      settings: { fixedAssets: [{ ...macbook, disposedOn: "2024-09-28", disposalProceeds: gbp(500) }] },
    });
    expect(b.disposals.unexplained).toEqual([]);
    expect(b.corporationTax![0]!.capitalAllowancesDetail!.mainPool.disposals).toBe(gbp(500));
    expect(b.corporationTax![0]!.balancingCharges).toBe(gbp(500));
  });
});

describe("a receipt on Equipment the register cannot place", () => {
  // £2,000 of opening fixed assets, life not known (so not depreciated), no register. +£600 on Equipment on
  // 1 October 2024. Which asset was sold, and what it was carried at, the books cannot say. Safest: the fixed
  // assets fall by the £600 that came in (no gain or loss is made up), to £1,400; the balance sheet balances
  // without a plug; capital allowances take a disposal value of £600 into the main pool (its kind's pool; the
  // cost that would cap it is not known, so the value is never understated): balancing charge £600; readiness asks.
  // Sales £10,000: taxable 10,000 + 600 = £10,600. (Read as a negative addition it was depreciated back, +£100.)
  const line = lineMaker("u");
  const receipt = line("2024-10-01", 600, "equipment");
  const a = build({
    transactions: [receipt, line("2024-06-01", 10_000, "sales")],
    openingBalances: { fixedAssets: gbp(2_000), calledUpShareCapital: gbp(2_000) },
  });

  it("derecognises its proceeds from the fixed assets, with no gain or loss", () => {
    expect(a.balanceSheet.micro.fixedAssets).toEqual({
      opening: gbp(2_000),
      additions: 0,
      disposals: gbp(600),
      depreciation: 0,
      total: gbp(1_400),
    });
    expect(a.profitAndLoss.profitBeforeTax).toBe(gbp(10_000));
    expect(a.disposals.unexplained).toEqual([{ transactionId: receipt.id, date: "2024-10-01", proceeds: gbp(600) }]);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("brings its proceeds to the pool as a disposal value, not as a cut in the AIA", () => {
    const [ct] = a.corporationTax!;
    expect(ct!.capitalAllowancesDetail!.mainPool.disposals).toBe(gbp(600));
    expect(ct!.balancingCharges).toBe(gbp(600));
    expect(ct!.taxableProfit).toBe(gbp(10_600));
  });

  it("counts only proceeds beyond all the fixed assets carried as a profit", () => {
    // £500 of fixed assets, £600 in: £500 leaves them, £100 is a profit on disposal.
    const b = build({
      transactions: [receipt],
      openingBalances: { fixedAssets: gbp(500), calledUpShareCapital: gbp(500) },
    });
    expect(b.balanceSheet.micro.fixedAssets.total).toBe(0);
    expect(b.profitAndLoss.disposals).toEqual({ profit: gbp(100), loss: 0 });
    expect(balanceSheetDifference(b.balanceSheet)).toBe(0);
  });
});

describe("the register's sales with no receipt", () => {
  // Scrapped: the register says disposed of on 1 December 2024 with no proceeds. Bought 1 May 2024 for £3,600:
  // May–November, 7 months, 3,600 × 7/36 = £700; carrying amount £2,900 written off, line E 700 + 2,900 = £3,600.
  const line = lineMaker("r");
  const bought = line("2024-05-01", -3_600, "equipment");

  it("writes off a scrapped asset's carrying amount", () => {
    const scrapped = registered({ transactionId: bought.id, disposedOn: "2024-12-01" });
    const a = build({ transactions: [bought], settings: { fixedAssets: [scrapped] } });
    expect(a.balanceSheet.micro.fixedAssets).toMatchObject({ disposals: gbp(2_900), depreciation: gbp(700), total: 0 });
    expect(a.profitAndLoss.micro.depreciationAndOtherAmountsWrittenOff).toBe(gbp(3_600));
  });

  it("keeps a sale whose proceeds no fixed-asset line banked for readiness to ask about", () => {
    const sold = registered({ transactionId: bought.id, disposedOn: "2024-12-01", disposalProceeds: gbp(2_000) });
    const a = build({ transactions: [bought], settings: { fixedAssets: [sold] } });
    expect(a.disposals.unbanked.map((u) => u.transactionId)).toEqual([bought.id]);
    expect(a.balanceSheet.micro.fixedAssets.disposals).toBeUndefined();
    // Capital allowances follow the register: the sale is a disposal event whatever the bank shows.
    expect(a.corporationTax![0]!.capitalAllowancesDetail!.mainPool.disposals).toBe(gbp(2_000));
  });
});

describe("a sale at the end of last year, paid for in this one", () => {
  // The register says the £2,400 laptop of 1 April 2023 (36 months, £800 charged to 31 March 2024) was sold on
  // 28 March 2024, last year, for £1,500; the money came on 5 April 2024. Last year's capital allowances took the
  // disposal value (its date decides, CAA 2001 s61(1)); this year's take none, and the receipt is not read as the
  // sale of another asset. The accounts, which kept the laptop until the money showed where the sale went, let it go
  // now at 2,400 − 800 = £1,600, with nothing more charged: loss 1,500 − 1,600 = £100.
  const line = lineMaker("p");
  const receipt = line("2024-04-05", 1_500, "equipment");
  const a = build({
    transactions: [receipt, line("2024-06-01", 10_000, "sales")],
    openingBalances: { fixedAssets: gbp(1_600), calledUpShareCapital: gbp(1_600) },
    openingItems: {
      items: [],
      s455: null,
      fixedAssets: [
        { id: "laptop", date: "2023-04-01", cost: gbp(2_400), lifeMonths: 36, depreciationToDate: gbp(800) },
      ],
    },
    settings: {
      fixedAssets: [
        registered({
          transactionId: "laptop",
          boughtOn: "2023-04-01",
          cost: gbp(2_400),
          disposedOn: "2024-03-28",
          disposalProceeds: gbp(1_500),
        }),
      ],
    },
  });

  it("counts the disposal value in last year only and derecognises the laptop now", () => {
    expect(a.disposals.unexplained).toEqual([]);
    expect(a.corporationTax![0]!.capitalAllowancesDetail!.mainPool.disposals).toBe(0);
    expect(a.depreciation.total).toBe(0);
    expect(a.disposals.disposals).toMatchObject([
      { assetId: "laptop", carryingAmount: gbp(1_600), gainOrLoss: gbp(-100) },
    ]);
    expect(a.balanceSheet.micro.fixedAssets.total).toBe(0);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });
});
