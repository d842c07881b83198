import { type Template, t } from "./template";

/** Direct costs and staff costs. */
export const COST_TEMPLATES: Template[] = [
  t("cost-of-sales", 10, {
    // biome-ignore format: word list
    names: [
      "{surname} Timber {suffix}", "{town} Timber Merchants", "{word} Building Supplies",
      "{surname} Plumbing Supplies", "{word} Electrical Wholesale", "{town} Trade Supplies",
      "{word} Catering Supplies", "{word} Fresh Produce", "{surname} Butchers Wholesale",
      "{word} Packaging {suffix}", "{word} Fabrics", "{surname} Steel Stockholders", "{word} Metals {suffix}",
      "{town} Cash & Carry", "{word} Distributors {suffix}", "{word} Imports", "{word} Components",
      "{town} Aggregates", "{word} Plant Hire", "{word} Scaffolding {suffix}", "{word} Wholesale {suffix}",
      "{surname} Wholesalers", "{word} Foodservice", "{word} Brewing Supplies", "{word} Flooring Supplies",
      "{word} Paints Trade", "{word} Hardware", "{town} Builders Merchants", "{word} Fixings",
      "{word} Insulation Supplies", "{word} Glass Supplies", "{surname} Farm Supplies", "{word} Print Supplies",
      "{word} Beauty Wholesale", "{word} Salon Supplies", "{word} Coffee Roasters", "{word} Bakery Supplies",
      "{word} Stock Supplies", "Bradfords Building Supplies", "Ridgeons", "Grafton Merchanting", "Lawsons Timber",
      "Nisbets", "Hafele", "Tradepoint", "Keyline Builders",
    ],
    channels: ["card", "out", "out", "dd"],
    pounds: [15, 6000],
    direction: "out",
    refs: ["", "INV {n}", "ACCOUNT {n}", "STATEMENT", "ORDER {n}", "{code}"],
    refunds: 0.05,
  }),
  t("cost-of-sales", 5, {
    // biome-ignore format: word list
    names: [
      "{first} {surname}", "{initial} {surname}", "{surname} {initial}", "{word} Contracting {suffix}",
      "{surname} Subcontracting", "{word} Freelance", "{surname} Labour Services",
    ],
    channels: ["out", "out"],
    pounds: [100, 4000],
    direction: "out",
    // biome-ignore format: word list
    refs: [
      "CIS", "SUBCONTRACT", "LABOUR", "LABOUR WK {n2}", "JOB {n}", "SUBBIE", "FREELANCE", "INV {n} SUBCONTRACT",
      "MATERIALS",
    ],
  }),
  t("salaries", 8, {
    names: [
      "{first} {surname}",
      "{initial} {surname}",
      "{surname} {first}",
      "MR {initial} {surname}",
      "MS {initial} {surname}",
    ],
    channels: ["out", "so"],
    pounds: [250, 3500],
    direction: "out",
    // biome-ignore format: word list
    refs: [
      "SALARY", "WAGES", "WAGES WK {n2}", "NET PAY", "PAY {mon}", "SALARY {month}", "WAGE", "PAYROLL", "STAFF PAY",
      "HOLIDAY PAY", "MONTHLY PAY",
    ],
  }),
  t("salaries", 2, {
    // biome-ignore format: word list
    names: [
      "WAGES {mon}", "PAYROLL {month}", "NET WAGES", "STAFF WAGES {mon}", "SALARIES {month} {year}", "BULK PAYROLL",
    ],
    channels: ["out", "bank"],
    pounds: [400, 12000],
    direction: "out",
  }),
  t("directors-salaries", 3, {
    names: ["{first} {surname}", "{initial} {surname}", "MR {initial} {surname}", "DIRECTOR"],
    channels: ["out", "so"],
    pounds: [400, 1100],
    direction: "out",
    // biome-ignore format: word list
    refs: [
      "DIRECTORS SALARY", "DIR SAL", "DIRECTOR SALARY {mon}", "DIRECTORS REMUNERATION", "DIR SALARY", "DIRECTOR PAY",
      "DIRECTORS FEES",
    ],
  }),
  t("paye-ni", 4, {
    // biome-ignore format: word list
    names: [
      "HMRC PAYE {payeRef}", "HMRC CUMBERNAULD {payeRef}", "HMRC SHIPLEY {payeRef}", "HMRC NIC {payeRef}",
      "HMRC EMPLOYERS {payeRef}", "HM REVENUE & CUSTOMS {payeRef}", "HMRC {payeRef}", "PAYE {month}",
      "EMPLOYERS NI {mon}", "HMRC PAYE/NIC", "HMRC - PAYE {payeRef}", "HMRC CIS {payeRef}",
    ],
    channels: ["out", "dd"],
    pounds: [80, 6000],
    direction: "out",
  }),
  t("pensions", 4, {
    // biome-ignore format: word list
    names: [
      "{word} Pension Trust", "{word} Master Trust", "{word} Workplace Pensions", "{surname} Pension Scheme",
      "{word} Retirement Savings", "{word} Pensions {suffix}", "Mercer Workplace Savings", "Scottish Life Pensions",
      "Cushon Pensions", "Evolve Pensions", "Workers Pension Trust", "Salvus Pensions",
    ],
    channels: ["dd", "out"],
    pounds: [20, 900],
    direction: "out",
    refs: ["", "CONTRIBUTIONS", "EMPLOYER CONTRIB", "{code}", "PENSION {mon}"],
  }),
];
