import type { IsoDate } from "../../core/dates";
import { type Ct600ReturnInput, type ReturnBoxExtras, returnBoxesFromCt600 } from "../../core/filing/hmrc";
import { fromPounds } from "../../core/money";
import { type CorporationTaxInput, computeCorporationTax } from "../../core/tax";
import { renderHmrcAccountsIxbrl } from "../exports/ixbrl/hmrc-accounts-ixbrl";
import { SAMPLE_PERIOD, samplePackData } from "../exports/test-support/sample-pack";

export const TEST_UTR = "8596148860";
export const TEST_COMPANY_NUMBER = "01234567";
export const TEST_GATEWAY = { userId: "CT600USER01", password: "s3cret-Gateway&<pw>" } as const;
export const TEST_SETTINGS = {
  testInLive: false,
  channel: { vendorId: "9999", product: "Microfile", version: "0.1.0" },
} as const;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * A small tax computations document in the shape HMRC's CT computational taxonomy uses (ct-comp facts, contexts
 * whose entity is the UTR): enough for the cross-check to read the UTR, company number and period. The real document
 * comes from the exports feature.
 */
export function computationsIxbrl(o: {
  companyName?: string;
  utr?: string;
  companyNumber?: string | null;
  period?: { start: IsoDate; end: IsoDate };
}): string {
  const p = o.period ?? SAMPLE_PERIOD;
  const utr = o.utr ?? TEST_UTR;
  const number = o.companyNumber === undefined ? TEST_COMPANY_NUMBER : o.companyNumber;
  const fact = (name: string, value: string) =>
    `<ix:nonNumeric name="ct-comp:${name}" contextRef="return">${esc(value)}</ix:nonNumeric>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:ct-comp="http://www.hmrc.gov.uk/schemas/ct/comp/2024-01-01">
<head><title>Tax computations</title></head>
<body>
<div style="display:none"><ix:header><ix:references><link:schemaRef xlink:type="simple" xlink:href="http://www.hmrc.gov.uk/schemas/ct/comp/2025-01-01/ct-comp-2025.xsd"/></ix:references>
<ix:resources><xbrli:context id="return"><xbrli:entity><xbrli:identifier scheme="http://www.hmrc.gov.uk/UTR/CT">${utr}</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:startDate>${p.start}</xbrli:startDate><xbrli:endDate>${p.end}</xbrli:endDate></xbrli:period></xbrli:context></ix:resources></ix:header></div>
<p>${fact("CompanyName", o.companyName ?? "Acme Widgets Ltd")}</p>
<p>UTR ${fact("TaxReference", utr)}</p>
${number === null ? "" : `<p>Company number ${fact("CompanyRegistrationNumber", number)}</p>`}
<p>From ${fact("StartOfPeriodCoveredByReturn", p.start)} to ${fact("EndOfPeriodCoveredByReturn", p.end)}</p>
</body>
</html>
`;
}

/** The project's own HMRC accounts iXBRL for the sample company (01234567, year to 31 March 2026). */
export const sampleAccountsIxbrl = (): string =>
  renderHmrcAccountsIxbrl(samplePackData(), { software: { name: "Microfile", version: "0.1.0" } });

/** A return from core/tax's computation of the given year, with the sample company's details and documents. */
export function sampleReturn(
  tax: Omit<Partial<CorporationTaxInput>, "accountingProfit"> & { accountingProfit?: number },
  overrides: Partial<Ct600ReturnInput> = {},
  extras: ReturnBoxExtras = {},
): Ct600ReturnInput {
  const period = { start: tax.start ?? SAMPLE_PERIOD.start, end: tax.end ?? SAMPLE_PERIOD.end };
  const { accountingProfit, ...rest } = tax;
  const ct = computeCorporationTax({
    ...rest,
    ...period,
    accountingProfit: fromPounds(accountingProfit ?? 20_000),
  } as CorporationTaxInput);
  return {
    companyName: "Acme Widgets Ltd",
    registrationNumber: TEST_COMPANY_NUMBER,
    utr: TEST_UTR,
    period,
    returnType: "new",
    declaration: { name: "Ada Lovelace", status: "Director" },
    boxes: returnBoxesFromCt600(ct.ct600, extras),
    computationsIxbrl: computationsIxbrl({ period }),
    accountsIxbrl: sampleAccountsIxbrl(),
    ...overrides,
  };
}
