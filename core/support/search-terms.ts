/**
 * How the knowledge base and the questions are cut into search terms. The same functions run when indexing and
 * when searching, so a question says "categorize" or "P&L" and still meets an answer that says "categorisation" or
 * "Profit & Loss": phrases become one word, spelling variants and synonyms add a shared "_group" term.
 */

/**
 * Multi-word phrases also count as one word ("profit and loss" → profitloss), so they can be matched as a whole and
 * share a synonym group with their abbreviations. "$&" keeps the original words searchable too.
 */
const PHRASES: [RegExp, string][] = [
  [/\bp\s*(?:&|and|n)\s*l\b/g, " profitloss "],
  [/\bprofit\s*(?:and|&|\/)\s*loss\b/g, " $& profitloss "],
  [/\bincome statement\b/g, " $& profitloss "],
  [/\bbalance\s+sheet\b/g, " $& balancesheet "],
  [/\bdirector'?s?'?\s+loan\b/g, " $& directorsloan "],
  [/\bcorporation\s+tax\b/g, " $& corporationtax "],
  [/\b(?:company\s+)?tax\s+return\b/g, " $& corporationtax "],
  // "Cost of Sales" is a category, not a price question: drop "cost" so it stays out of the price synonyms.
  [/\bcost\s+of\s+sales\b/g, " costofsales sales "],
  [/\bbank\s+(?:file|export|statement|download)s?\b/g, " $& bankfile "],
  [/\bmicro[\s-]+entit(?:y|ies)\b/g, " $& microentity "],
  [/\b(?:sign(?:ed)?|log(?:ged)?)[\s-]*(?:in|on)\b/g, " $& login "],
  [/\b(?:all\s+)?my\s+(?:data|account|information|details|personal data)\b/g, " $& mydata "],
  [/\brecycle\s+bin\b/g, " $& recyclebin "],
  [/\bhow\s+much\b/g, " price "],
  [/\bcompanies\s+house\b/g, " $& companieshouse "],
  // "Do you support Monzo?" asks what works with Microfile, not for the support desk.
  [/\b(?:do|does|is|are|can)\s+(?:you|microfile|it|they)\s+support\b/g, " supported "],
  // A pound sign that isn't part of an amount, as in "£ signs look wrong".
  [/£(?!\s*\d)/g, " poundsign "],
];

/** Words of one meaning share a group term; each word is also kept as itself. */
const SYNONYM_GROUPS: Record<string, string[]> = {
  _categorise: [
    "categorise",
    "categorisation",
    "categorised",
    "categorising",
    "category",
    "categorie",
    "classify",
    "classification",
    "recategorise",
  ],
  _csv: ["csv", "statement", "bankfile", "spreadsheet"],
  _profitloss: ["profitloss", "pnl"],
  _corporationtax: ["corporationtax", "ct600", "ct"],
  _delete: ["delete", "deleted", "deleting", "deletion", "erase", "erasing", "erasure", "remove", "removing", "wipe"],
  _price: ["price", "pricing", "cost", "pay", "paying", "payment", "paid", "fee", "99", "subscription", "charged"],
  _upload: ["upload", "uploading", "uploaded", "import", "importing", "imported"],
  _duplicate: ["duplicate", "duplicated", "twice", "double"],
  _deadline: ["deadline", "due", "overdue"],
  _penalty: ["penalty", "penaltie", "fine"],
  _micro: ["microentity", "micro", "qualify", "qualifie", "eligible", "eligibility", "threshold"],
  _login: ["login"],
  _support: ["support", "ticket", "helpdesk", "human", "contact"],
  _restore: ["restore", "restored", "undo", "recover", "undelete"],
  _bin: ["recyclebin", "bin", "trash"],
  _download: ["download", "downloading", "export", "exporting"],
  _cookie: ["cookie"],
  _privacy: ["privacy", "gdpr"],
};

const GROUP_OF = new Map<string, string>(
  Object.entries(SYNONYM_GROUPS).flatMap(([group, words]) => words.map((word) => [word, group] as const)),
);

/** Question words and fillers: they would otherwise tie every question to every answer. */
const STOP_WORDS = new Set(
  (
    "a about after again all am an and any are as at be because been before being but by can cannot could did do " +
    "does doing don done for from had has have having he her here his how i if in into is it its just " +
    "let happen happens happened many me might mine more most much must my need needs no not now of off on once only or other our out over own " +
    "please same shall she should so some still such than that the their them then there these they this those to " +
    "too try under until up us very want was way we were what when where which while who why will with would yes " +
    "yet you your yours s t ll ve re d m hi hello hey thanks thank"
  ).split(" "),
);

/** Lower case, curly apostrophes made straight, phrases joined, then split into words of two or more characters. */
export function tokenize(text: string): string[] {
  let prepared = ` ${text.toLowerCase().replace(/[\u2018\u2019]/g, "'")} `;
  for (const [pattern, word] of PHRASES) prepared = prepared.replace(pattern, word);
  return prepared.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1 || /\d/.test(word));
}

/**
 * A word's search terms: nothing for a stop word; otherwise the word in British spelling without a plural "s", plus
 * its synonym group if it has one.
 */
export function processTerm(word: string): string[] | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  const term = singular(britishSpelling(lower));
  const group = GROUP_OF.get(lower) ?? GROUP_OF.get(term);
  return group ? [term, group] : [term];
}

/** "categorize", "categorization", "uncategorized" → "-ise", so both spellings are one term. */
function britishSpelling(word: string): string {
  return word.replace(/^(\p{L}{3,})iz(e|ed|es|ing|ation|ations)$/u, "$1is$2");
}

/** A crude plural rule, enough for "banks", "statements", "transactions"; "business" and "class" keep their "s". */
function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** Group terms are exact concepts: never stretch them by prefix or typo tolerance. */
export const isGroupTerm = (term: string): boolean => term.startsWith("_");
