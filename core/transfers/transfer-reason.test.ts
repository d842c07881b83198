import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { pairedTransferVerdict, transferReason } from "./transfer-reason";

describe("transfer reasons", () => {
  it("says to for money out and from for money in", () => {
    expect(transferReason(pence(-100), "Savings")).toBe("Transfer to Savings");
    expect(transferReason(pence(100), "Current")).toBe("Transfer from Current");
  });

  it("keeps an intact pair confident", () => {
    expect(pairedTransferVerdict(pence(-100), "Savings", { kind: "intact" })).toEqual({
      reason: "Transfer to Savings",
      confidence: 0.95,
    });
  });

  it("flags a pair whose other side was deleted or recategorised as needing review", () => {
    expect(pairedTransferVerdict(pence(-100), "Savings", { kind: "deleted" })).toEqual({
      reason: "Transfer to Savings, but its other side in Savings has been deleted: check both lines",
      confidence: 0.3,
    });
    expect(pairedTransferVerdict(pence(100), "Current", { kind: "recategorised", categoryName: "Sales" }).reason).toBe(
      "Transfer from Current, but its other side in Current is now categorised as Sales: check both lines",
    );
    expect(pairedTransferVerdict(pence(100), "Current", { kind: "recategorised", categoryName: null }).reason).toBe(
      "Transfer from Current, but its other side in Current is no longer categorised: check both lines",
    );
  });
});
