import { describe, expect, it } from "vitest";
import { gbp } from "../../accounts/test-support";
import { equipmentSalesCheck } from "./equipment-sales-check";

/**
 * Selling equipment (FRS 105 s17.28–17.30; CAA 2001 s61): what the books cannot tie together is said, never silently
 * netted. A £600 receipt on Equipment on 1 October 2024 with no sale on the register is taken off the fixed assets at
 * £600 (no gain or loss) and is a £600 disposal value; the person is asked which asset it was.
 */
describe("the equipment sales check", () => {
  it("passes when every sale is tied to its asset", () => {
    expect(equipmentSalesCheck({ equipmentSales: { unexplained: [], unbanked: [] } }).status).toBe("pass");
    expect(equipmentSalesCheck({}).status).toBe("pass");
  });

  it("warns, with the date and amount, on a receipt the register cannot place", () => {
    const c = equipmentSalesCheck({
      equipmentSales: { unexplained: [{ date: "2024-10-01", proceeds: gbp(600) }], unbanked: [] },
    });
    expect(c.status).toBe("warn");
    expect(c.fixAt).toBe("/company#fixed-assets");
    expect(c.message).toContain("£600.00 came in on a fixed-asset line on 1 October 2024");
    expect(c.message).toContain("no gain or loss");
  });

  it("warns on a register sale with no receipt: the tax counts it, the accounts keep the asset", () => {
    const c = equipmentSalesCheck({
      equipmentSales: { unexplained: [], unbanked: [{ date: "2024-12-01", proceeds: gbp(2_000) }] },
    });
    expect(c.status).toBe("warn");
    expect(c.message).toContain("sale on 1 December 2024 for £2,000.00");
  });
});
