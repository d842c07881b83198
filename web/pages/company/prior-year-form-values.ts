import type { CompanyBody, CompanyDto, PriorProfitAndLossBody } from "../../../core/contracts";
import { parseWholePounds } from "../../../core/filing";
import { type FormErrors, wholeNumber } from "./company-form-values";

/** Last year's profit and loss lines A–G as the page asks them (tax may be a credit, so negative). */
export const PRIOR_LINES = [
  "turnover",
  "otherIncome",
  "costOfRawMaterialsAndConsumables",
  "staffCosts",
  "depreciationAndOtherAmountsWrittenOff",
  "otherCharges",
  "tax",
] as const satisfies readonly (keyof PriorProfitAndLossBody)[];
export type PriorLine = (typeof PRIOR_LINES)[number];

/**
 * Last year's profit and loss and average number of employees, as typed: the comparatives of a first year in
 * Microfile whose balances are typed (CA 2006 Sch 1 para 7 via SI 2008/409; s411 for the employees). Null when a
 * closed period hands the prior year on: the page then neither asks nor sends them.
 */
export interface PriorYearFormValues {
  profitAndLoss: Record<PriorLine, string>;
  averageEmployees: string;
}

/**
 * Once any line of last year's profit and loss is given, the accounts show each line not given as nil, so the
 * page shows it as 0; with none given the fields are blank and the accounts show no comparative.
 */
export function priorYearFormFromCompany(c: CompanyDto): PriorYearFormValues | null {
  if (c.broughtForward) return null;
  const given = c.priorProfitAndLoss ?? null;
  const profitAndLoss = Object.fromEntries(
    PRIOR_LINES.map((k) => [k, given === null ? "" : String(given[k] ?? 0)]),
  ) as Record<PriorLine, string>;
  const employees = c.priorAverageEmployees;
  return { profitAndLoss, averageEmployees: employees === null || employees === undefined ? "" : String(employees) };
}

type PriorYearBody = Pick<CompanyBody, "priorProfitAndLoss" | "priorAverageEmployees">;

/** The lines typed (null when all are blank) and the employees (null when blank); nothing when not asked. */
export function priorYearBodyFromForm(values: PriorYearFormValues | null, errors: FormErrors): PriorYearBody {
  if (values === null) return {};
  const lines: PriorProfitAndLossBody = {};
  for (const k of PRIOR_LINES) {
    const raw = values.profitAndLoss[k].trim();
    if (raw === "") continue;
    const pounds = parseWholePounds(raw);
    if (pounds === null || (k !== "tax" && pounds < 0)) {
      errors[`priorProfitAndLoss.${k}`] =
        k === "tax" ? "Enter whole pounds, e.g. 2280, or -300 for a credit." : "Enter whole pounds, e.g. 42000.";
      continue;
    }
    lines[k] = pounds;
  }
  const rawEmployees = values.averageEmployees.trim();
  let employees: number | null = null;
  if (rawEmployees !== "") {
    employees = wholeNumber(rawEmployees, 0, 100000);
    if (employees === null)
      errors.priorAverageEmployees = "Enter a whole number of employees, 0 or more, or leave it blank.";
  }
  return {
    priorProfitAndLoss: Object.keys(lines).length > 0 ? lines : null,
    priorAverageEmployees: employees,
  };
}
