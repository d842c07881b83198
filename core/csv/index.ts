export { decodeBytes } from "./decode";
export { duplicateKey, removeDuplicates, removeDuplicatesByGroup } from "./duplicates";
export { layoutKeyOf, MAPPING_REQUIRED, parseBankCsv } from "./parse-bank-csv";
export {
  ALL_POSITIVE_QUESTION,
  BALANCE_OWED_WARNING,
  CARD_SIGN_QUESTION,
  CARD_SIGN_WARNING,
} from "./sign-and-order";
export type {
  BalanceTiming,
  ColumnRole,
  DetectedAccount,
  DetectedColumn,
  DetectedMapping,
  HeaderMap,
  ParsedRow,
  ParseResult,
  PositiveAmounts,
} from "./types";
export { COLUMN_ROLES } from "./types";
export { safeCsvCell, toCleanCsv, writeCsv } from "./write-csv";
