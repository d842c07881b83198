export {
  type CorrectedRow,
  categoryGroup,
  type SetBy,
  type SimilarCandidate,
  type SimilarRow,
  safeSimilarIds,
  setByOf,
  similarRows,
} from "./similar-rows";
