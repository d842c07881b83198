import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { getBaseModel } from "./model";
import { categorise } from "./pipeline";
import { POT_TRANSFER_REASON } from "./pot-transfer";
import type { LabelledExample, TxnToCategorise, UserRule } from "./types";

const txn = (id: string, description: string, amount: number): TxnToCategorise => ({
  id,
  description,
  amount: pence(amount),
});
const run = (txns: TxnToCategorise[], rules: UserRule[] = [], history: LabelledExample[] = []) =>
  categorise(txns, { rules, history, model: getBaseModel() }).decisions;

// Money moved to or from a Monzo pot stays the company's own money: Transfers, "moves between the company's own
// accounts" (the chart, docs of the categories), left out of the profit and loss. The statement reader writes the
// description "Monzo pot transfer: <pot name>" only for rows whose Type, Monzo's own column, is "Pot transfer".
describe("Monzo pot transfers", () => {
  it("are Transfers both ways, with high confidence and the reason, whatever the pot is called", () => {
    const decisions = run([
      txn("out", "Monzo pot transfer: Payroll", -2_000_00),
      txn("in", "Monzo pot transfer: Payroll", 500_00),
      txn("vat", "Monzo pot transfer: HMRC VAT", -1_250_00),
      txn("plain", "Monzo pot transfer:", -10_00),
    ]);
    for (const d of decisions) {
      expect(d, d.id).toMatchObject({ categoryId: "transfers", confidence: 0.97, stage: "builtin" });
      expect(d.reason).toBe(POT_TRANSFER_REASON);
    }
    expect(POT_TRANSFER_REASON).toBe("Monzo pot transfer: money moved within the company's own account");
  });

  it("win over the pot name's history, but not over the person's own rule", () => {
    const history: LabelledExample[] = [
      { description: "PAYROLL", amount: pence(-2_000_00), categoryId: "salaries" },
      { description: "PAYROLL", amount: pence(-2_000_00), categoryId: "salaries" },
    ];
    const rules: UserRule[] = [{ id: "r1", contains: "POT TRANSFER: SAVINGS", categoryId: "other-expenses" }];
    const [payroll, savings] = run(
      [txn("p", "Monzo pot transfer: Payroll", -2_000_00), txn("s", "Monzo pot transfer: Savings", -50_00)],
      rules,
      history,
    );
    expect(payroll?.categoryId).toBe("transfers");
    expect(savings).toMatchObject({ categoryId: "other-expenses", stage: "rule" });
  });

  it("need the reader's mark at the start: a payee that only mentions a pot is not the bank's type", () => {
    const [d] = run([txn("x", "FPO J SMITH MONZO POT TRANSFER: PAYROLL", -300_00)]);
    expect(d?.reason).not.toBe(POT_TRANSFER_REASON);
  });
});
