import type { KnowledgeEntry } from "./entry";

/** The reports: profit and loss, balance sheet and the filing pack downloads. */
export const REPORT_ENTRIES: KnowledgeEntry[] = [
  {
    id: "reports-profit-loss",
    q: "What does the Profit & Loss report show?",
    a:
      "The Profit & Loss tab on Reports shows the period covered, your income and expenses grouped by category " +
      "(with the number of transactions and the amount for each), the totals, and the net profit, shown in " +
      "brackets when it's a loss. An amber warning appears while some transactions are uncategorised.",
    keywords: ["profit", "loss", "income", "expenses", "net profit", "p&l", "pnl", "report"],
  },
  {
    id: "reports-balance-sheet",
    q: "What does the Balance Sheet show?",
    a:
      "The Balance Sheet tab shows the position at the end date: Cash at Bank and total assets, the Director's " +
      "Loan and total liabilities, net assets, and retained earnings in equity. It's a simplified balance sheet " +
      "built from your bank transactions, so it needs opening balances to be complete.",
    keywords: ["balance sheet", "assets", "liabilities", "net assets", "equity", "cash at bank"],
  },
  {
    id: "reports-opening-balances",
    q: "What are opening balances and why do they matter?",
    a:
      "Opening balances are what the company already had at the start of the year: cash in the bank, money owed " +
      "to or by the director, share capital and profits kept from earlier years. Microfile's reports are built " +
      "from the transactions you upload, so they don't include earlier years. In your first year there's nothing " +
      "to bring forward; in later years take the figures from last year's balance sheet, and the CH Filing Form " +
      "has a Prior Year column for them.",
    keywords: ["opening balance", "brought forward", "last year", "prior year", "starting balance", "previous"],
  },
  {
    id: "reports-directors-loan",
    q: "What is a director's loan?",
    a:
      "Money a director puts into the company, or takes out other than as salary or dividends, goes to the " +
      "Director's Loan category. It appears on the balance sheet: if the company owes you money it's a liability. " +
      "If you owe the company money at the year end, speak to an accountant, because extra tax can be due when " +
      "it isn't repaid within 9 months of the year end.",
    keywords: ["director's loan", "directors loan", "dla", "loan account", "drawings", "owe", "s455"],
  },
  {
    id: "reports-retained-earnings",
    q: "What are retained earnings?",
    a:
      "Retained earnings are the profits the company has kept: profits after tax over the years, less losses and " +
      "dividends paid. On Microfile's balance sheet they sit under Equity and make up the company's net assets " +
      "together with share capital.",
    keywords: ["retained earnings", "reserves", "profit and loss reserve", "equity", "kept profit"],
  },
  {
    id: "reports-filing-packs",
    q: "What filing packs can I download?",
    a:
      "On Reports you can download a Companies House PDF, a Companies House Excel file, an HMRC CT600 draft and a " +
      "Full Excel Export. The Companies House packs need your full name as director and a tick confirming the " +
      "accounts are accurate and prepared under FRS 105. The downloads are information tools, not legal or tax " +
      "advice.",
    keywords: ["filing pack", "download", "pdf", "excel", "xlsx", "export", "reports"],
  },
  {
    id: "reports-ct600-draft",
    q: "What is the HMRC CT600 draft?",
    a:
      "It's an Excel file with the figures for your company tax return (CT600): the period, turnover, profits and " +
      "the corporation tax worked out from them. Check it, then enter or import the figures in the filing software " +
      "you use to send the return to HMRC.",
    keywords: ["ct600", "hmrc", "tax return", "draft", "corporation tax return"],
  },
];
