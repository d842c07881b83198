import { CATEGORY_IDS } from "../../categories";
import type { LabelledExample } from "../types";
import { CELL_COUNT } from "./features";
import { buildTables, type Counts, K, type Model, type ModelParams } from "./naive-bayes";
import { withUserExamples } from "./train";

/** JSON form: the counts (sparse), the parameters and any user examples; the derived tables are rebuilt on load. */
export interface SerializedModel {
  format: "microfile-nb-1";
  classes: string[];
  params: ModelParams;
  /** [feature, [categoryIndex, count, categoryIndex, count, …]] */
  features: [string, number[]][];
  featureTotals: number[];
  cells: number[];
  docs: number[];
  userExamples: LabelledExample[];
}

export function serializeModel(model: Model): string {
  const features: [string, number[]][] = [];
  for (const [f, i] of model.base.vocab) {
    const sparse: number[] = [];
    for (let c = 0; c < K; c++) {
      const n = model.base.features[i * K + c]!;
      if (n !== 0) sparse.push(c, n);
    }
    features.push([f, sparse]);
  }
  const data: SerializedModel = {
    format: "microfile-nb-1",
    classes: [...CATEGORY_IDS],
    params: model.params,
    features,
    featureTotals: [...model.base.featureTotals],
    cells: [...model.base.cells],
    docs: [...model.base.docs],
    userExamples: [...(model.overlay?.examples ?? [])],
  };
  return JSON.stringify(data);
}

/** Throws on a model saved with another chart of categories or format: a stale cache must be rebuilt, not guessed. */
export function deserializeModel(json: string): Model {
  const data = JSON.parse(json) as SerializedModel;
  if (data.format !== "microfile-nb-1") throw new Error("unknown model format");
  if (data.classes.join() !== CATEGORY_IDS.join()) throw new Error("model was trained on a different chart");
  if (data.cells.length !== CELL_COUNT * K) throw new Error("model has a different amount banding");
  const base: Counts = {
    vocab: new Map(),
    features: new Float64Array(data.features.length * K),
    featureTotals: Float64Array.from(data.featureTotals),
    cells: Float64Array.from(data.cells),
    docs: Float64Array.from(data.docs),
  };
  data.features.forEach(([f, sparse], i) => {
    base.vocab.set(f, i);
    for (let j = 0; j + 1 < sparse.length; j += 2) base.features[i * K + sparse[j]!] = sparse[j + 1]!;
  });
  const model: Model = {
    kind: "naive-bayes",
    params: data.params,
    base,
    overlay: null,
    tables: buildTables(data.params, base, null),
  };
  return withUserExamples(model, data.userExamples);
}
