import { type BuiltinRule, group, keywords } from "./rule-types";

// biome-ignore format: word list
const INSURERS = [
  "Hiscox", "Simply Business|simplybusiness", "AXA|axa insurance|axa business", "Aviva|aviva insurance",
  "Direct Line for Business|direct line|dl4b", "Zurich|zurich insurance", "QDOS|qdos contractor",
  "Covea Insurance|covea", "Allianz", "RSA Insurance|rsa group|royal sun alliance", "NFU Mutual", "Admiral",
  "LV=|liverpool victoria|lv insurance", "Chubb", "Markel", "Tradesman Saver", "Premium Credit",
  "Close Brothers Premium Finance|close premium", "Superscript", "Coverdrone", "Dentons Insurance", "Towergate",
  "Markerstudy", "Ecclesiastical", "Churchill Insurance|=churchill", "Hastings Direct", "Ageas", "Tokio Marine",
  "Beazley", "Protectivity", "Policy Bee|policybee", "Insurance2go", "Bupa|bupa insurance",
  "Vitality Health|vitality", "WPA Health", "Legal and General|legal general|l&g", "PolicyExpert|policy expert",
  "Caunce O'Hara|caunce ohara", "Lycetts", "Arthur J Gallagher|ajg|gallagher insurance", "Marsh Commercial",
];

// biome-ignore format: word list
const PENSIONS = [
  "NEST|nest pensions|national employment savings|nest corporation",
  "The People's Pension|peoples pension|the peoples pension|b&ce", "Smart Pension|smartpension", "Royal London",
  "Aviva Pension|aviva pensions|aviva life pensions", "Scottish Widows", "Standard Life",
  "NOW: Pensions|now pensions", "Hargreaves Lansdown Pension|hl pension", "PensionBee", "Penfold", "True Potential",
  "Salvus Master Trust", "Creative Pension Trust", "Aegon", "Fidelity Pension",
];

export const INSURANCE_AND_PENSION_RULES: BuiltinRule[] = [
  // Money in from an insurer is a claim or, for a clinic, a patient's cover paying: not an insurance cost.
  ...group("insurance", "is a business insurer", 0.92, INSURERS, { direction: "out" }),
  ...keywords("insurance", "is insurance", 0.86, [
    "Insurance|insurances|insure|insurer|public liability|professional indemnity|employers liability|policy premium",
  ]),
  ...group("pensions", "is a workplace pension provider", 0.95, PENSIONS),
  ...keywords("pensions", "is a pension contribution", 0.9, ["Pension|pensions|pension contribution|auto enrolment"]),
];
