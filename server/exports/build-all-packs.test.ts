import { describe, expect, it } from "vitest";
import { buildAllPacks } from "./build-all-packs";
import { largeCompany } from "./test-support/large-company";

describe("buildAllPacks (the benchmark's entry point)", () => {
  it("renders every pack for a company with thousands of transactions, timing each", async () => {
    const { data, rows } = largeCompany(5_000);
    const packs = await buildAllPacks(data, rows);
    expect(packs.map((p) => p.name)).toEqual([
      "chPdf",
      "chXlsx",
      "chIxbrl",
      "hmrcXlsx",
      "hmrcIxbrl",
      "hmrcComputationsIxbrl",
      "fullXlsx",
    ]);
    for (const p of packs) {
      expect(p.bytes).toBeGreaterThan(1_000);
      expect(p.ms).toBeGreaterThan(0);
    }
    expect(data.balanceSheet.capitalAndReserves).toBe(data.balanceSheet.netAssets);
  });
});
