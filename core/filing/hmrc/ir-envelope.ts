import { allowancesAndCharges, lossesArising, qualifyingExpenditure } from "./allowances-xml";
import { poundsEl, yesEl } from "./amounts";
import type { Ct600Return } from "./ct600-return";
import { loansByCloseCompanies } from "./ct600a-xml";
import {
  companyTaxCalculation,
  indicatorsAndInformation,
  taxOutstandingOrOverpaid,
  taxReconciliation,
} from "./tax-calculation-xml";
import { base64OfText } from "./utf8";
import { e, el, type XmlElement } from "./xml-writer";

export const CT_NAMESPACE = "http://www.govtalk.gov.uk/taxation/CT/5";
/** The CT-2014 schema release this return is written to, as the manifest names it. */
export const CT_SCHEMA_VERSION = "2014-v1.994";

function irHeader(r: Ct600Return, irmark: string): XmlElement {
  return e(
    "IRheader",
    e("Keys", el("Key", { Type: "UTR" }, r.utr)),
    e("PeriodEnd", r.period.end),
    e("DefaultCurrency", "GBP"),
    e(
      "Manifest",
      e(
        "Contains",
        e(
          "Reference",
          e("Namespace", CT_NAMESPACE),
          e("SchemaVersion", CT_SCHEMA_VERSION),
          e("TopElementName", "CompanyTaxReturn"),
        ),
      ),
    ),
    el("IRmark", { Type: "generic" }, irmark),
    e("Sender", "Company"),
  );
}

/**
 * Boxes 1–35. Company type (box 4) 0: none of the special types in HMRC's list applies to a trading micro company;
 * 2 for a close investment-holding company, whose return must not claim the small profits rate (rule F213.1) and
 * must charge the full rate (F034.2, F041.2).
 */
function companyInformation(r: Ct600Return): XmlElement {
  return e(
    "CompanyInformation",
    e("CompanyName", r.companyName),
    r.registrationNumber ? e("RegistrationNumber", r.registrationNumber) : null,
    e("Reference", r.utr),
    e("CompanyType", r.closeInvestmentHolding ? "2" : "0"),
    e("PeriodCovered", e("From", r.period.start), e("To", r.period.end)),
  );
}

/** The attached accounts are for a period other than the return's (box 85): the long period of account's. */
const accountsForDifferentPeriod = (r: Ct600Return) =>
  r.accountsPeriod !== undefined &&
  (r.accountsPeriod.start !== r.period.start || r.accountsPeriod.end !== r.period.end);

/**
 * Boxes 50–95: accounts (for this period, box 80, or for the period of account it lies in, box 85) and computations
 * for this period are attached as iXBRL; CT600A when it applies.
 */
function returnInfoSummary(r: Ct600Return): XmlElement {
  return e(
    "ReturnInfoSummary",
    yesEl("MultipleReturns", r.boxes.box50),
    e("Accounts", e(accountsForDifferentPeriod(r) ? "DifferentPeriod" : "ThisPeriodAccounts", "yes")),
    e("Computations", e("ThisPeriodComputations", "yes")),
    r.boxes.ct600a ? e("SupplementaryPages", e("CT600A", "yes")) : null,
  );
}

const instance = (document: string) =>
  e("Instance", el("EncodedInlineXBRLDocument", { entryPoint: "yes" }, base64OfText(document)));

/** The computations come before the accounts (schema type XBRLsubmission), each base64 of its XHTML. */
function attachedFiles(r: Ct600Return): XmlElement {
  return e(
    "AttachedFiles",
    e("XBRLsubmission", e("Computation", instance(r.computationsIxbrl)), e("Accounts", instance(r.accountsIxbrl))),
  );
}

function companyTaxReturn(r: Ct600Return): XmlElement {
  const b = r.boxes;
  return el(
    "CompanyTaxReturn",
    { ReturnType: r.returnType },
    companyInformation(r),
    returnInfoSummary(r),
    e("Turnover", poundsEl("Total", b.box145)),
    companyTaxCalculation(b),
    taxOutstandingOrOverpaid(b),
    taxReconciliation(b),
    indicatorsAndInformation(b),
    allowancesAndCharges(b),
    qualifyingExpenditure(b),
    lossesArising(b),
    e("Declaration", e("AcceptDeclaration", "yes"), e("Name", r.declaration.name), e("Status", r.declaration.status)),
    b.ct600a ? loansByCloseCompanies(b.ct600a) : null,
    attachedFiles(r),
  );
}

/**
 * The body of the submission: `IRenvelope` in the CT-2014 v1.994 schema. `irmark` goes into the header as given; the
 * IRmark is computed over the body without that element, so the caller builds once with any value, computes it, and
 * builds again with the result (`server/features/submissions/hmrc/ct600-submission.ts`).
 */
export function irEnvelope(r: Ct600Return, irmark: string): XmlElement {
  return el("IRenvelope", { xmlns: CT_NAMESPACE }, irHeader(r, irmark), companyTaxReturn(r));
}
