/**
 * Categorisation of bank lines, pure: the person's rules, their history, built-in UK rules, a local naive Bayes
 * model, an optional LLM (prompt and answer only; the call is the server's) and a default. See README.md.
 */
export { BUILTIN_PATTERN_COUNT, BUILTIN_RULE_COUNT, BUILTIN_RULES, type BuiltinRule } from "./builtin-rules";
export { CATEGORY_HINTS } from "./category-hints";
export type { CompanyFacts } from "./company-facts";
export { COMPANY_HISTORY, COMPANY_SPLIT_DATE, type CompanyLine } from "./data/company-history";
export { EVALUATION_SET, HOLDOUT_SET } from "./data/evaluation-set";
export { HELDOUT_COMPANIES, type HeldOutCompany, type HeldOutLine, heldOutLines } from "./data/heldout";
export { generateTrainingSet, TRAINING_SIZE, type TrainingLine, trainingSet } from "./data/training-set";
export { type EvaluationResult, evaluateCold, evaluateHoldout, evaluateWarm, type Miss, score } from "./evaluate";
export {
  evaluateHeldOutCold,
  evaluateHeldOutWarm,
  type HeldOutMiss,
  type HeldOutResult,
} from "./evaluate-heldout";
export { buildHistoryIndex, type HistoryIndex, type HistoryMatch, historyConfidence, matchHistory } from "./history";
export {
  buildLlmRequest,
  type ChatMessage,
  chunk,
  decisionsFromLlmAnswer,
  LLM_BATCH_SIZE,
  LLM_CONFIDENCE,
  LLM_REASON,
  type LlmRequest,
  llmDecisions,
  llmKey,
  parseLlmAnswer,
  redactForLlm,
} from "./llm-prompt";
export {
  DEFAULT_PARAMS,
  deserializeModel,
  getBaseModel,
  type Model,
  type ModelParams,
  type Prediction,
  predict,
  type SerializedModel,
  serializeModel,
  trainModel,
  withUserExamples,
} from "./model";
export { displayPayee, normalisePayee, type ParsedNarrative, parseNarrative } from "./normalise-payee";
export {
  type CategoriseContext,
  type CategoriseOptions,
  type CategoriseResult,
  categorise,
  categoriseInParts,
  DEFAULT_CONFIDENCE,
  DEFAULT_REASON,
  defaultDecision,
  isNeedsReview,
} from "./pipeline";
export { similarPayee } from "./similar-payee";
export { suggestRuleFromCorrections } from "./suggest-rule";
export {
  DEFAULT_THRESHOLD,
  type Decision,
  type Direction,
  directionOf,
  type LabelledExample,
  type Stage,
  type TxnToCategorise,
  type UserRule,
} from "./types";
export { describeUserRule } from "./user-rules";
