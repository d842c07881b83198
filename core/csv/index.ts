export { decodeBytes } from "./decode";
export { duplicateKey, removeDuplicates } from "./duplicates";
export { MAPPING_REQUIRED, parseBankCsv } from "./parse-bank-csv";
export type { DetectedAccount, HeaderMap, ParsedRow, ParseResult } from "./types";
export { safeCsvCell, toCleanCsv, writeCsv } from "./write-csv";
