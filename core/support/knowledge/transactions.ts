import type { KnowledgeEntry } from "./entry";

/** The Transactions page and the Recycle Bin. */
export const TRANSACTION_ENTRIES: KnowledgeEntry[] = [
  {
    id: "transactions-delete",
    q: "How do I delete a transaction?",
    a:
      "Use the delete button on the transaction's row. To delete several, tick them and press Delete Selected, " +
      "then confirm; a message with Undo appears for 10 seconds. Deleted transactions go to the Recycle Bin, so " +
      "you can still restore them later.",
    keywords: ["delete", "remove", "transaction", "row", "delete selected", "bulk"],
  },
  {
    id: "transactions-undo",
    q: "I deleted transactions by mistake. Can I undo it?",
    a:
      "Yes. After deleting selected transactions, press Undo in the message that appears; it stays for 10 " +
      "seconds. After that, open the Recycle Bin, tick the transactions and press Restore Selected.",
    keywords: ["undo", "mistake", "accidentally", "restore", "get back", "recover", "deleted"],
  },
  {
    id: "transactions-recycle-bin",
    q: "What is the Recycle Bin?",
    a:
      "The Recycle Bin lists the transactions you deleted, with the date and time they were deleted. Tick rows and " +
      "press Restore Selected to put them back in your transactions (and reports), or Permanently Delete to remove " +
      "them for good.",
    keywords: ["recycle bin", "bin", "trash", "deleted", "restore selected"],
  },
  {
    id: "transactions-permanent-delete",
    q: "Can I permanently delete transactions?",
    a:
      "Yes, from the Recycle Bin: tick the transactions, press Permanently Delete and confirm. This can't be " +
      "undone. To remove all your data, including your account, use the Delete My Data page instead.",
    keywords: ["permanently", "permanent", "forever", "for good", "purge", "empty bin"],
  },
  {
    id: "transactions-export",
    q: "How do I export my transactions to CSV?",
    a:
      "On the Transactions page press Export CSV (with no rows selected). You get transactions_<date>.csv with the " +
      "columns Date, Description, Amount, Balance and Category; transactions without a category are marked " +
      "Uncategorized.",
    keywords: ["export", "download", "spreadsheet", "csv", "excel", "backup"],
  },
  {
    id: "transactions-search-filter",
    q: "How do I find or filter transactions?",
    a:
      "Type in the search box to find descriptions containing your text. The Filters button narrows the list by " +
      "date range, amount range and category. The summary cards (total transactions, inflow, outflow and net) " +
      "always add up the rows you're looking at.",
    keywords: ["search", "filter", "find", "date range", "amount", "look for"],
  },
  {
    id: "transactions-reconciliation",
    q: "What does the Balance Reconciliation card check?",
    a:
      "Where your bank file includes balances, Microfile checks that each balance equals the previous balance plus " +
      "the amount (to within 1p) and reports mismatches as errors. It also warns about rows with a missing " +
      "balance and gaps of more than 60 days between transactions, and notes dates that appear in more than one " +
      "import. Gaps and mismatches usually mean a statement is missing or a file was uploaded twice.",
    keywords: ["reconciliation", "reconcile", "balance mismatch", "gap", "missing statement", "check balances"],
  },
];
