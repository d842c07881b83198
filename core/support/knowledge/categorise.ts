import type { KnowledgeEntry } from "./entry";

/** Categorising transactions: the order of methods, confidence, reasons, corrections and rules. */
export const CATEGORISE_ENTRIES: KnowledgeEntry[] = [
  {
    id: "categorise-how",
    q: "How does automatic categorisation work?",
    a:
      "Press Categorize Transactions on the Transactions page (you need to be signed in). Microfile tries, in " +
      "order: your own rules; what it has learned from categories you chose before for the same payee; built-in " +
      "rules for common UK payees such as HMRC, Companies House, utilities and software providers; and then a " +
      "local model that runs on Microfile's own server. An external AI provider is used only if the operator of " +
      "this Microfile service has configured one. Every transaction gets a category, a confidence and a reason.",
    keywords: ["automatic", "auto", "ai", "how", "categorize transactions", "method", "order"],
  },
  {
    id: "categorise-confidence",
    q: "What does the confidence percentage mean?",
    a:
      "The percentage on a category badge is how sure Microfile is about that category. Your own rules and your " +
      "earlier choices score highest, built-in rules next, and model suggestions vary. A low percentage doesn't " +
      "mean it's wrong, only that it's worth a quick look.",
    keywords: ["confidence", "percentage", "percent", "score", "sure", "accuracy"],
  },
  {
    id: "categorise-needs-review",
    q: "What does 'needs review' mean?",
    a:
      "Transactions whose category has a low confidence are marked as needing review. Check those first: either " +
      "confirm the category by choosing it, or pick the right one. Anything you choose yourself is remembered for " +
      "similar transactions next time.",
    keywords: ["review", "needs review", "low confidence", "check", "flagged"],
  },
  {
    id: "categorise-reason",
    q: "Why was a transaction put in this category?",
    a:
      "The reason is shown under the description in the Transactions table. It tells you which method chose the " +
      "category: one of your rules, your earlier choice for the same payee, a built-in UK rule (and which one), or " +
      "the model's suggestion. If it's wrong, change the category and Microfile learns from it.",
    keywords: ["reason", "why", "explain", "wrong category", "chosen"],
  },
  {
    id: "categorise-correct",
    q: "How do I change a transaction's category?",
    a:
      "On the Transactions page, choose a different category for the transaction. Microfile remembers your choice " +
      "for that payee, so the next upload gets it right, and it can apply the same category to similar " +
      "transactions at once.",
    keywords: ["change", "correct", "fix", "wrong", "recategorise", "edit category", "learn"],
  },
  {
    id: "categorise-apply-similar",
    q: "Can I apply a category to all similar transactions?",
    a:
      "Yes. When you correct a transaction's category, Microfile offers to apply it to similar transactions, such " +
      "as other payments to the same payee, so you don't have to fix them one by one. It also remembers the choice " +
      "for future uploads.",
    keywords: ["similar", "all", "same payee", "bulk", "apply to similar", "many"],
  },
  {
    id: "categorise-rules",
    q: "Can I create my own categorisation rules?",
    a:
      "Yes. A rule says that descriptions containing certain words go to a category, for example 'AMAZON WEB " +
      "SERVICES' to Software & IT. Your rules are checked first and win over everything else, including what " +
      "Microfile learned and the model.",
    keywords: ["rule", "rules", "custom", "create rule", "keyword", "always"],
  },
  {
    id: "categorise-ai-privacy",
    q: "Are my transactions sent to an AI service like ChatGPT?",
    a:
      "Not by default. Your rules, learned choices, the built-in UK rules and the local model all run on the " +
      "server that operates this Microfile service. Transaction descriptions are sent to an external AI provider " +
      "only if the operator has configured one, and the privacy policy says so.",
    keywords: ["ai", "chatgpt", "openai", "external", "third party", "sent", "model", "privacy"],
  },
  {
    id: "categorise-uncategorised",
    q: "Why are some transactions still Uncategorized?",
    a:
      "A transaction stays Uncategorized until categorisation runs or you choose a category. The Profit & Loss " +
      "report shows an amber warning while any are left, because they're missing from the totals. Run Categorize " +
      "Transactions again, or pick a category for each remaining one.",
    keywords: ["uncategorized", "uncategorised", "missing", "blank", "no category", "amber warning"],
  },
  {
    id: "categorise-categories",
    q: "Which categories can I use?",
    a:
      "Income: Sales, Other Income, Interest Received. Expenses include Cost of Sales, Salaries & Wages, Directors' " +
      "Salaries, PAYE & NI, Pensions, Rent & Rates, Utilities, Telephone & Internet, Software & IT, Office Costs, " +
      "Travel, Motor Expenses, Advertising & Marketing, Accountancy & Legal, Insurance, Bank Charges and more. " +
      "Balance sheet items: Equipment, Director's Loan, Dividends, Corporation Tax, VAT, Loans and Share Capital. " +
      "Transfers between your own accounts are left out of the accounts.",
    keywords: ["categories", "list", "chart", "available", "which category"],
  },
  {
    id: "categorise-special-items",
    q: "How should I categorise dividends, VAT, loans and transfers?",
    a:
      "They aren't income or expenses. Dividends paid reduce retained earnings; VAT payments and refunds, " +
      "corporation tax payments and loan capital go to the balance sheet; equipment purchases are fixed assets; " +
      "money the director puts in or takes out (other than salary or dividends) is Director's Loan; and moves " +
      "between the company's own accounts are Transfers, which are left out.",
    keywords: ["dividend", "dividends", "vat", "loan", "transfer", "hmrc payment", "equipment", "capital"],
  },
  {
    id: "categorise-speed",
    q: "How long does categorisation take?",
    a:
      "Usually a few seconds: 30 or more transactions are typically categorised in under 5 seconds. If it takes " +
      "longer than 60 seconds the request stops with 'Categorization timed out after 60 seconds'; try again, and " +
      "contact support if it keeps happening.",
    keywords: ["slow", "timed out", "timeout", "fast", "speed", "stuck"],
  },
];
