import type { CompanyBody, CompanyDto } from "../../../core/contracts";
import { isIsoDate } from "../../../core/dates";
import { isVatStagger, percentToBasisPoints, type VatStagger } from "../../../core/vat";
import type { FormErrors } from "./company-form-values";

/** The VAT section's fields as typed; `registered` is "" until the person answers yes or no. */
export interface VatFormValues {
  registered: "" | "yes" | "no";
  scheme: "standard" | "flat-rate";
  flatRatePercent: string;
  registeredFrom: string;
  /** Which months the VAT quarters end in; "" when not given. */
  stagger: "" | VatStagger;
}

export function vatFormFromCompany(c: CompanyDto): VatFormValues {
  return {
    registered: c.vatRegistered === true ? "yes" : c.vatRegistered === false ? "no" : "",
    scheme: c.vatScheme ?? "standard",
    flatRatePercent:
      c.vatFlatRatePercent === null || c.vatFlatRatePercent === undefined ? "" : String(c.vatFlatRatePercent),
    registeredFrom: c.vatRegisteredFrom ?? "",
    stagger: isVatStagger(c.vatStagger) ? c.vatStagger : "",
  };
}

type VatBody = Pick<
  CompanyBody,
  "vatRegistered" | "vatScheme" | "vatFlatRatePercent" | "vatRegisteredFrom" | "vatStagger"
>;

/** "14.5" or "14.50%" → 14.5, when it is a percentage over 0 and up to 100 with at most 2 decimals (core/vat). */
function flatRate(text: string): number | null {
  const t = text.trim().replace(/%$/, "").trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return (percentToBasisPoints(n) ?? 0) > 0 ? n : null;
}

/**
 * The VAT part of the PUT /api/company body, or the fields to correct (keys `vat.*`). Not answered yet: nothing is
 * sent. Not registered: the scheme, its percentage and the VAT quarters are cleared. The VAT quarters are optional
 * (null: not given). The server checks the same again.
 */
export function vatBodyFromForm(values: VatFormValues, errors: FormErrors): VatBody {
  if (values.registered === "") return {};
  if (values.registered === "no") {
    return {
      vatRegistered: false,
      vatScheme: null,
      vatFlatRatePercent: null,
      vatRegisteredFrom: null,
      vatStagger: null,
    };
  }
  const from = values.registeredFrom.trim();
  if (from === "") errors["vat.registeredFrom"] = "Enter the date the company was registered for VAT.";
  else if (!isIsoDate(from)) errors["vat.registeredFrom"] = "Enter a date.";
  let percent: number | null = null;
  if (values.scheme === "flat-rate") {
    percent = flatRate(values.flatRatePercent);
    if (percent === null) {
      errors["vat.flatRatePercent"] =
        values.flatRatePercent.trim() === ""
          ? "Enter the flat-rate percentage HMRC gave the company, e.g. 14.5."
          : "Enter a percentage over 0 and up to 100, with at most 2 decimals, e.g. 14.5.";
    }
  }
  return {
    vatRegistered: true,
    vatScheme: values.scheme,
    vatFlatRatePercent: percent,
    vatRegisteredFrom: from === "" ? null : from,
    vatStagger: values.stagger === "" ? null : values.stagger,
  };
}
