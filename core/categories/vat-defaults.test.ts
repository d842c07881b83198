import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./chart";
import { defaultVatRate } from "./vat-defaults";

describe("default VAT rates of the categories (VATA 1994)", () => {
  it("gives sales and ordinary purchases the standard rate (s2) and equipment too", () => {
    for (const id of ["sales", "cost-of-sales", "utilities", "software-it", "professional-fees", "equipment"]) {
      expect(defaultVatRate(id), id).toBe("standard");
    }
  });

  it("makes insurance, bank charges and interest exempt (Sch 9 Groups 2 and 5)", () => {
    for (const id of ["insurance", "bank-charges", "interest-paid", "interest-received"]) {
      expect(defaultVatRate(id), id).toBe("exempt");
    }
  });

  it("puts pay, taxes, loans, equity and transfers outside the scope", () => {
    const outside = [
      "salaries",
      "directors-salaries",
      "paye-ni",
      "pensions",
      "dividends",
      "loans",
      "directors-loan",
      "share-capital",
      "transfers",
      "corporation-tax",
      "vat",
    ];
    for (const id of outside) expect(defaultVatRate(id), id).toBe("outside-scope");
  });

  it("records client entertaining with no VAT to reclaim (SI 1992/3222 art 5) and fares as zero rated", () => {
    expect(defaultVatRate("entertainment")).toBe("outside-scope");
    expect(defaultVatRate("travel")).toBe("zero");
  });

  it("has a default for every category and none for an unknown or missing one", () => {
    for (const c of CATEGORIES) expect(defaultVatRate(c.id)).toBeTruthy();
    expect(defaultVatRate("staff-party")).toBe("outside-scope");
    expect(defaultVatRate(null)).toBe("outside-scope");
  });
});
