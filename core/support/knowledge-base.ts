/**
 * The support knowledge base the chat's ask call searches. Answers describe Microfile as built; they don't promise
 * features it lacks, and the UK figures follow the accounting rules notes (thresholds, rates, deadlines, penalties).
 */
import { ACCOUNT_ENTRIES } from "./knowledge/account";
import { CATEGORISE_ENTRIES } from "./knowledge/categorise";
import type { KnowledgeEntry } from "./knowledge/entry";
import { FILING_ENTRIES } from "./knowledge/filing";
import { REPORT_ENTRIES } from "./knowledge/reports";
import { TRANSACTION_ENTRIES } from "./knowledge/transactions";
import { UPLOAD_ENTRIES } from "./knowledge/upload";

export type { KnowledgeEntry } from "./knowledge/entry";

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...UPLOAD_ENTRIES,
  ...CATEGORISE_ENTRIES,
  ...TRANSACTION_ENTRIES,
  ...REPORT_ENTRIES,
  ...FILING_ENTRIES,
  ...ACCOUNT_ENTRIES,
];

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return KNOWLEDGE_BASE.find((entry) => entry.id === id);
}
