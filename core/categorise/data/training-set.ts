import { pence } from "../../money";
import type { LabelledExample } from "../types";
import { BANK_STYLES, type Channel } from "./training/bank-styles";
import { fill } from "./training/fill";
import { chance, int, mulberry32, pick, type Rng } from "./training/rng";
import type { Template } from "./training/template";
import { BALANCE_SHEET_TEMPLATES } from "./training/templates-balance-sheet";
import { COST_TEMPLATES } from "./training/templates-costs";
import { INCOME_TEMPLATES } from "./training/templates-income";
import { PREMISES_AND_RUNNING_TEMPLATES } from "./training/templates-overheads";
import { SERVICE_TEMPLATES } from "./training/templates-services";
import { TRADE_TEMPLATES } from "./training/templates-trades";

/**
 * The local model's training set: realistic UK business bank lines generated from templates (category words ×
 * invented payee names × the narrative styles of Barclays, Lloyds, HSBC, NatWest, Monzo, Starling and Santander).
 * Seeded, so every build trains the same model. The evaluation set is written separately and never used here.
 */
export const TRAINING_SEED = 20_240_405;
export const TRAINING_SIZE = 4_500;
const MIN_PER_TEMPLATE = 30;

export const TEMPLATES: readonly Template[] = [
  ...INCOME_TEMPLATES,
  ...COST_TEMPLATES,
  ...PREMISES_AND_RUNNING_TEMPLATES,
  ...SERVICE_TEMPLATES,
  ...BALANCE_SHEET_TEMPLATES,
  ...TRADE_TEMPLATES,
];

/** Log-uniform between the bounds: small amounts are common, large ones rare; pence are often .00. */
function amountPence(rng: Rng, [lo, hi]: readonly [number, number]): number {
  const pounds = Math.floor(Math.exp(Math.log(lo + 1) + rng() * (Math.log(hi + 1) - Math.log(lo + 1))) - 1);
  const p = chance(rng, 0.3) ? 0 : int(rng, 0, 99);
  return Math.max(1, pounds * 100 + p);
}

function directionFor(template: Template, channel: Channel, rng: Rng): "in" | "out" {
  if (template.direction === "both") {
    if (channel === "in") return "in";
    if (channel === "bank") return chance(rng, 0.5) ? "in" : "out";
    return "out";
  }
  if (template.direction === "out" && template.refunds && chance(rng, template.refunds)) return "in";
  return template.direction;
}

/** A generated line and the name pattern it came from, so calibration can hold out whole patterns. */
export interface TrainingLine extends LabelledExample {
  group: string;
}

function makeLine(template: Template, templateIndex: number, rng: Rng): TrainingLine {
  const channel = pick(rng, template.channels);
  const direction = directionFor(template, channel, rng);
  const nameIndex = int(rng, 0, template.names.length - 1);
  const payee = fill(template.names[nameIndex]!, rng);
  const reference = template.refs ? fill(pick(rng, template.refs), rng) : "";
  // A refund arrives as a payment in, whatever channel the purchase used.
  const shown: Channel = channel !== "bank" && direction === "in" ? "in" : channel;
  const description = pick(rng, BANK_STYLES)({ payee, reference, channel: shown, direction }, rng);
  const size = amountPence(rng, template.pounds);
  const amount = pence(direction === "in" ? size : -size);
  return { description, amount, categoryId: template.categoryId, group: `${templateIndex}/${nameIndex}` };
}

export function generateTrainingSet(seed = TRAINING_SEED, size = TRAINING_SIZE): TrainingLine[] {
  const rng = mulberry32(seed);
  const totalWeight = TEMPLATES.reduce((sum, tpl) => sum + tpl.weight, 0);
  const out: TrainingLine[] = [];
  const seen = new Set<string>();
  for (const [index, template] of TEMPLATES.entries()) {
    const count = Math.max(MIN_PER_TEMPLATE, Math.round((size * template.weight) / totalWeight));
    // Distinct lines only: a fixed bank phrase repeated a hundred times would teach its letters, not its meaning.
    for (let made = 0, tries = 0; made < count && tries < count * 4; tries++) {
      const line = makeLine(template, index, rng);
      const key = `${line.description}|${Math.sign(line.amount)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(line);
      made++;
    }
  }
  return out;
}

let cached: readonly TrainingLine[] | null = null;

/** The default training set, generated once. */
export function trainingSet(): readonly TrainingLine[] {
  cached ??= generateTrainingSet();
  return cached;
}
