import { type BuiltinRule, group, keywords, type Resolution, type RuleInput } from "./rule-types";

/*
 * HMRC payment references (gov.uk "pay HMRC"): corporation tax is the 10-digit UTR + "A001" + period + "A"
 * (17 characters); PAYE is the 13-character accounts office reference "123PA00012345", sometimes + "yymm"; VAT is the
 * 9-digit VAT registration number; a 10-digit UTR + "K" is Self Assessment — the director's personal tax, which a
 * company pays on the director's behalf only as a director's loan.
 */
const CT_REF = /^\d{10}a\d{3}\d{0,2}[a-z]?$/;
const PAYE_REF = /^\d{3}p[a-z]\d{8}(\d{4})?$/;
const SA_REF = /^\d{10}k$/;
const VRN = /^(gb)?\d{9}$/;

const has = (input: RuleInput, ...words: string[]) => words.some((w) => input.tokens.includes(w));

function byWords(input: RuleInput): Resolution | null {
  if (has(input, "vat"))
    return { categoryId: "vat", confidence: 0.97, label: "HMRC VAT", what: "is VAT paid to or refunded by HMRC" };
  if (has(input, "paye", "nic", "nics", "employer", "employers", "cis", "apprenticeship", "levy")) {
    return { categoryId: "paye-ni", confidence: 0.95, label: "HMRC PAYE", what: "is PAYE and National Insurance" };
  }
  if (has(input, "ct", "corporation", "corp", "ctax")) {
    return { categoryId: "corporation-tax", confidence: 0.95, label: "HMRC CT", what: "is corporation tax" };
  }
  if (has(input, "sa", "self")) {
    return {
      categoryId: "directors-loan",
      confidence: 0.8,
      label: "HMRC SELF ASSESSMENT",
      what: "is the director's personal tax (a director's loan)",
    };
  }
  return null;
}

function byReference(input: RuleInput): Resolution | null {
  for (const t of input.tokens) {
    if (CT_REF.test(t))
      return {
        categoryId: "corporation-tax",
        confidence: 0.95,
        label: "HMRC ...A001...",
        what: "is a corporation tax reference",
      };
    if (PAYE_REF.test(t))
      return {
        categoryId: "paye-ni",
        confidence: 0.95,
        label: "HMRC ...P...",
        what: "is a PAYE accounts office reference",
      };
    if (SA_REF.test(t))
      return {
        categoryId: "directors-loan",
        confidence: 0.8,
        label: "HMRC ...K",
        what: "is a Self Assessment reference (the director's personal tax, a director's loan)",
      };
    if (VRN.test(t))
      return {
        categoryId: "vat",
        confidence: 0.9,
        label: "HMRC + VAT number",
        what: "is VAT paid to or refunded by HMRC",
      };
  }
  return null;
}

/**
 * HMRC lines name the tax, carry a reference of a known shape, or neither. Money in from HMRC is usually a VAT
 * repayment; money out with no clue is left to the model (it could be PAYE, VAT or corporation tax).
 */
export function resolveHmrc(input: RuleInput): Resolution | null {
  const found = byWords(input) ?? byReference(input);
  if (found) return found;
  if (has(input, "ndds"))
    return { categoryId: "vat", confidence: 0.75, label: "HMRC NDDS", what: "is usually a VAT direct debit" };
  if (input.direction === "in")
    return { categoryId: "vat", confidence: 0.8, label: "HMRC", what: "money in is usually a VAT repayment" };
  if (has(input, "cumbernauld", "shipley")) {
    return {
      categoryId: "paye-ni",
      confidence: 0.65,
      label: "HMRC CUMBERNAULD/SHIPLEY",
      what: "without a reference is most often PAYE",
    };
  }
  return null;
}

const hmrc = (label: string, patterns: string[]): BuiltinRule => ({
  label,
  patterns,
  categoryId: "vat",
  what: "is a payment to or from HMRC",
  confidence: 0.9,
  kind: "payee",
  resolve: resolveHmrc,
});

export const TAX_RULES: BuiltinRule[] = [
  hmrc("HMRC", ["hmrc", "h m r c", "hm revenue", "hmrevenue", "revenue customs", "inland revenue", "hmrc gov uk"]),
  ...keywords("vat", "is VAT paid to or refunded by HMRC", 0.9, [
    "VAT return|vat payment|vat repayment|vat refund|vat qtr|vat quarter|vat liability|vat bill",
  ]),
  ...keywords("paye-ni", "is PAYE and National Insurance", 0.9, [
    "PAYE|paye ni|employers ni|national insurance|nic payment|apprenticeship levy|cis deductions",
  ]),
  ...keywords("corporation-tax", "is corporation tax", 0.9, ["Corporation tax|corp tax|ct payment|ct liability"]),
  ...group("paye-ni", "is HMRC's PAYE account", 0.9, ["HMRC PAYE|hmrc employers|hmrc nic|hmrc cis"]),
];
