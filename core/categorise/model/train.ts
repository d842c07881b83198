import type { LabelledExample } from "../types";
import { amountCell, CELL_COUNT, textFeatures } from "./features";
import { buildTables, CLASS_INDEX, countExamples, K, type Model, type ModelParams, type Overlay } from "./naive-bayes";

/**
 * Chosen on held-out payees of the training set (never the evaluation set): see calibrate.ts. The temperature is
 * stored rather than fitted at start-up so building the base model is one counting pass.
 */
export const DEFAULT_PARAMS: ModelParams = {
  alpha: 0.3,
  textWeight: 4,
  cellWeight: 1,
  cellSmoothing: 0.05,
  temperature: 1.2,
  userWeight: 5,
};

export function trainModel(examples: readonly LabelledExample[], params: Partial<ModelParams> = {}): Model {
  const full = { ...DEFAULT_PARAMS, ...params };
  const base = countExamples(examples);
  return { kind: "naive-bayes", params: full, base, overlay: null, tables: buildTables(full, base, null) };
}

function overlayOf(model: Model, examples: readonly LabelledExample[]): Overlay {
  const w = model.params.userWeight;
  const overlay: Overlay = {
    examples,
    features: new Map(),
    featureTotals: new Float64Array(K),
    cells: new Float64Array(CELL_COUNT * K),
    docs: new Float64Array(K),
    newFeatures: 0,
  };
  for (const ex of examples) {
    const c = CLASS_INDEX.get(ex.categoryId);
    if (c === undefined) continue;
    for (const f of textFeatures(ex.description)) {
      let row = overlay.features.get(f);
      if (!row) {
        row = new Float64Array(K);
        overlay.features.set(f, row);
        if (!model.base.vocab.has(f)) overlay.newFeatures++;
      }
      row[c]! += w;
      overlay.featureTotals[c]! += w;
    }
    overlay.cells[amountCell(ex.amount) * K + c]! += w;
    overlay.docs[c]! += w;
  }
  return overlay;
}

/**
 * The model plus the person's confirmed examples, each counting as `userWeight` training lines. Cheap: the base
 * counts and their large log table are shared; only the features the examples touch are copied. Adds to any
 * examples the model already carries.
 */
export function withUserExamples(model: Model, examples: readonly LabelledExample[]): Model {
  if (examples.length === 0) return model;
  const all = [...(model.overlay?.examples ?? []), ...examples];
  const overlay = overlayOf(model, all);
  const tables = buildTables(model.params, model.base, overlay, model.tables.baseLogNum);
  return { ...model, overlay, tables };
}
