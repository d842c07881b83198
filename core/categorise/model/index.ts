import { trainingSet } from "../data/training-set";
import type { Model } from "./naive-bayes";
import { trainModel } from "./train";

export type { Model, ModelParams, Prediction } from "./naive-bayes";
export { predict, predictProbabilities } from "./naive-bayes";
export { deserializeModel, type SerializedModel, serializeModel } from "./serialize";
export { DEFAULT_PARAMS, trainModel, withUserExamples } from "./train";

let base: Model | null = null;

/** Trained from the built-in training set on first use (one counting pass over it), then shared. */
export function getBaseModel(): Model {
  base ??= trainModel(trainingSet());
  return base;
}
