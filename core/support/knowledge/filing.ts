import type { KnowledgeEntry } from "./entry";

/** The Companies House form, deadlines, penalties and where to file. Figures from the UK accounting rules notes. */
export const FILING_ENTRIES: KnowledgeEntry[] = [
  {
    id: "filing-ch-form",
    q: "How do I fill in the Companies House filing form?",
    a:
      "Open Reports, then the CH Filing Form tab. Enter the balance sheet date and the amounts in whole pounds " +
      "(prior-year figures may be left blank for a first filing), tick the balance sheet statements, and add the " +
      "director's name and the approval date. Total net assets must equal capital and reserves. Validate checks " +
      "everything, and Save Draft keeps the form in your browser for next time.",
    keywords: ["ch form", "companies house form", "balance sheet form", "fill in", "validate", "draft"],
  },
  {
    id: "filing-whole-pounds",
    q: "Why does the form only accept whole pounds?",
    a:
      "Micro-entity accounts filed with Companies House are shown in whole pounds, so the CH Filing Form accepts " +
      "integers only. Round each figure to the nearest pound, and make sure net assets still equal capital and " +
      "reserves after rounding.",
    keywords: ["whole pounds", "pence", "decimals", "rounding", "integer"],
  },
  {
    id: "filing-approval-date",
    q: "What approval date should I enter?",
    a:
      "The approval date is the day the directors approved the accounts and a director signed the balance sheet. " +
      "It must be on or after the balance sheet date (the year end), usually shortly before you file.",
    keywords: ["approval date", "approved", "signed", "signature", "date", "before balance sheet date"],
  },
  {
    id: "filing-statements",
    q: "What are the section 477 and 476 statements?",
    a:
      "They are statements on the balance sheet that let a small company skip an audit: that the company is " +
      "entitled to exemption from audit under section 477 of the Companies Act 2006; that the members have not " +
      "required an audit under section 476; and that the directors acknowledge their responsibilities for the " +
      "accounting records and the accounts. Companies House rejects accounts that miss them.",
    keywords: ["s477", "s476", "477", "476", "audit exemption", "statements", "audit"],
  },
  {
    id: "filing-accounts-deadline",
    q: "When are my company accounts due at Companies House?",
    a:
      "A private company's accounts are due 9 months after the end of its financial year (its accounting " +
      "reference date); for example, a year ending 31 March 2025 is due by 31 December 2025. First accounts are " +
      "due 21 months after the date the company was incorporated.",
    keywords: ["deadline", "due", "when", "file by", "year end", "first accounts", "companies house"],
  },
  {
    id: "filing-tax-deadlines",
    q: "When is corporation tax due and when must the CT600 be filed?",
    a:
      "Corporation tax is payable 9 months and 1 day after the end of the accounting period (for a year ending " +
      "31 March 2025, by 1 January 2026). The CT600 company tax return is due 12 months after the end of the " +
      "accounting period. A period of account longer than 12 months (often a first one) is two accounting periods " +
      "for tax: the first is its first 12 months. Each has its own CT600 and its tax is due 9 months and 1 day " +
      'after that accounting period ends; both returns are due 12 months after the period of account ends. "File ' +
      'with HMRC" on the Reports page sends each of the two.',
    keywords: ["corporation tax", "pay", "ct600", "deadline", "due", "hmrc", "tax return"],
  },
  {
    id: "filing-penalties",
    q: "What are the penalties for filing accounts late?",
    a:
      "Companies House charges a private company £150 if the accounts are up to 1 month late, £375 for 1 to 3 " +
      "months, £750 for 3 to 6 months and £1,500 for more than 6 months. The penalty is doubled if the accounts " +
      "were also late the year before. HMRC charges separate penalties for a late CT600, starting at £100.",
    keywords: ["penalty", "penalties", "fine", "late", "late filing", "file late", "miss deadline"],
  },
  {
    id: "filing-personal-tax",
    q: "Can Microfile do my personal tax return (Self Assessment)?",
    a:
      "No: Microfile prepares a limited company's accounts and its Corporation Tax return (CT600). A director's " +
      "own Self Assessment return (salary, dividends and other income) is separate: file it with HMRC online or ask " +
      "an accountant. The dividends and salary the company paid you are on the Reports page, to help fill it in.",
    keywords: ["personal tax", "self assessment", "self-assessment", "my own tax", "personal tax return", "SA100"],
  },
  {
    id: "filing-where",
    q: "Do I file with Companies House and HMRC, and does Microfile submit for me?",
    a:
      "You file with both: annual accounts with Companies House, and the CT600 company tax return (with your " +
      'accounts and tax computations) with HMRC. Once the readiness checklist is clear, Reports offers "File with ' +
      'Companies House" (with the company authentication code) and "File with HMRC" (with the company\'s ' +
      "Government Gateway user ID and password), and shows each registry's answer. Where this installation is not " +
      "set up to file, download the packs and file them yourself (HMRC's free CT600 service closed on 31 March 2026).",
    keywords: [
      "submit",
      "send",
      "file my accounts",
      "how to file",
      "both",
      "companies house",
      "hmrc",
      "online",
      "software",
    ],
  },
  {
    id: "filing-micro-entity",
    q: "Does my company qualify as a micro-entity?",
    a:
      "A company qualifies if it meets at least 2 of these 3 conditions. For financial years starting on or after " +
      "6 April 2025: turnover not more than £1 million, balance sheet total not more than £500,000, and no more " +
      "than 10 employees on average. For years starting before 6 April 2025 the limits were £632,000 turnover, " +
      "£316,000 balance sheet and 10 employees. Some companies, such as charities, can't be micro-entities.",
    keywords: [
      "micro-entity",
      "micro entity",
      "employees",
      "staff",
      "turnover",
      "qualify",
      "eligible",
      "thresholds",
      "limits",
      "size",
      "frs 105",
    ],
  },
  {
    id: "filing-frs105",
    q: "What are FRS 105 micro-entity accounts?",
    a:
      "FRS 105 is the simplest UK accounting standard, for micro-entities. The accounts are a short balance sheet " +
      "and profit and loss in a fixed format, with a few notes such as the average number of employees. Microfile " +
      "produces these from your bank transactions.",
    keywords: ["frs 105", "frs105", "standard", "micro accounts", "what are"],
  },
  {
    id: "tax-corporation-tax-rates",
    q: "What rate of corporation tax will my company pay?",
    a:
      "Companies with profits up to £50,000 pay the 19% small profits rate. Profits above £250,000 pay the 25% " +
      "main rate. In between, you pay 25% reduced by marginal relief, so the effective rate rises gradually. The " +
      "limits are shared between associated companies and reduced for periods shorter than 12 months.",
    keywords: ["corporation tax", "rate", "19%", "25%", "marginal relief", "small profits rate", "how much tax"],
  },
];
