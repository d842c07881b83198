import { describe, expect, it } from "vitest";
import { PROFIT_AND_LOSS_REQUIRED_FROM } from "../../../core/filing/companies-house";
import type { FilingPackData } from "../../../core/filing/pack";
import { chAccountsCopy } from "./exports.service";

/** Only the period decides the law's part; the rest of the pack is not read. */
const startingOn = (start: string) => ({ period: { start, end: start } }) as unknown as FilingPackData;

describe("which copy of the accounts the Companies House packs state", () => {
  it("leaves the P&L out unless the director chose it, for a year before the law requires it", () => {
    const before = startingOn("2027-04-01");
    expect(chAccountsCopy({}, before)).toEqual({ profitAndLossIncluded: false });
    expect(chAccountsCopy({ includeProfitAndLoss: false }, before)).toEqual({ profitAndLossIncluded: false });
    expect(chAccountsCopy({ includeProfitAndLoss: true }, before)).toEqual({ profitAndLossIncluded: true });
  });

  it("includes the P&L for a year beginning on or after the date CA 2006 s444(1) as amended requires it", () => {
    // ECCTA 2023 removes the micro-entity's option not to deliver the P&L from that date, whatever the choice says.
    const from = startingOn(PROFIT_AND_LOSS_REQUIRED_FROM);
    expect(chAccountsCopy({}, from)).toEqual({ profitAndLossIncluded: true });
    expect(chAccountsCopy({ includeProfitAndLoss: false }, from)).toEqual({ profitAndLossIncluded: true });
  });
});
