import { describe, expect, it } from "vitest";
import type { CompanyDto } from "../../../core/contracts";
import type { FormErrors } from "./company-form-values";
import { type VatFormValues, vatBodyFromForm, vatFormFromCompany } from "./vat-form-values";

const registered: VatFormValues = {
  registered: "yes",
  scheme: "standard",
  flatRatePercent: "",
  registeredFrom: "2024-06-01",
  stagger: "",
};

const read = (values: VatFormValues) => {
  const errors: FormErrors = {};
  return { body: vatBodyFromForm(values, errors), errors };
};

describe("the Company page's VAT fields", () => {
  it("sends nothing until the person says whether the company is registered", () => {
    expect(read({ ...registered, registered: "" })).toEqual({ body: {}, errors: {} });
  });

  it("clears the scheme, percentage, date and VAT quarters when the company is not registered", () => {
    const typed = { scheme: "flat-rate", flatRatePercent: "14.5", stagger: "may-aug-nov-feb" } as const;
    expect(read({ ...registered, registered: "no", ...typed })).toEqual({
      body: {
        vatRegistered: false,
        vatScheme: null,
        vatFlatRatePercent: null,
        vatRegisteredFrom: null,
        vatStagger: null,
      },
      errors: {},
    });
  });

  it("sends the standard scheme without a percentage, even one left typed", () => {
    expect(read({ ...registered, flatRatePercent: "12" }).body).toEqual({
      vatRegistered: true,
      vatScheme: "standard",
      vatFlatRatePercent: null,
      vatRegisteredFrom: "2024-06-01",
      vatStagger: null,
    });
  });

  it("sends the months the VAT quarters end in, or null when not given, and reads them back", () => {
    expect(read({ ...registered, stagger: "apr-jul-oct-jan" })).toMatchObject({
      body: { vatStagger: "apr-jul-oct-jan" },
      errors: {},
    });
    expect(read(registered).body.vatStagger).toBeNull();
    const company = { vatRegistered: true, vatScheme: "standard", vatRegisteredFrom: "2024-06-01" } as const;
    expect(vatFormFromCompany({ ...company, vatStagger: "may-aug-nov-feb" } as CompanyDto).stagger).toBe(
      "may-aug-nov-feb",
    );
    expect(vatFormFromCompany({ ...company, vatStagger: null } as CompanyDto).stagger).toBe("");
    expect(vatFormFromCompany(company as CompanyDto).stagger).toBe("");
  });

  it("needs the registration date", () => {
    expect(read({ ...registered, registeredFrom: " " }).errors).toEqual({
      "vat.registeredFrom": "Enter the date the company was registered for VAT.",
    });
  });

  it("needs a flat-rate percentage over 0 and up to 100 with at most 2 decimals on the flat rate scheme", () => {
    const flat = { ...registered, scheme: "flat-rate" as const };
    expect(read({ ...flat, flatRatePercent: "14.5%" }).body.vatFlatRatePercent).toBe(14.5);
    expect(read({ ...flat, flatRatePercent: " 16.50 " }).body.vatFlatRatePercent).toBe(16.5);
    expect(read({ ...flat, flatRatePercent: "100" }).body.vatFlatRatePercent).toBe(100);
    expect(read(flat).errors["vat.flatRatePercent"]).toMatch(/Enter the flat-rate percentage/);
    for (const bad of ["0", "101", "14.555", "abc", "-3"]) {
      expect(read({ ...flat, flatRatePercent: bad }).errors["vat.flatRatePercent"], bad).toMatch(
        /over 0 and up to 100/,
      );
    }
  });
});
