/**
 * Tags for a support ticket, derived from its subject and description, so the admin list can be searched and sorted
 * by topic. The server stores them comma-separated. Order follows TAG_RULES, so the same text always gives the same
 * string.
 */
const TAG_RULES: [tag: string, pattern: RegExp][] = [
  [
    "csv",
    /\b(csv|upload\w*|import\w*|bank (statement|file|export)s?|statements?|column|mapping|duplicates?|encoding)\b/,
  ],
  ["categorise", /\b(categor\w*|uncategori[sz]ed|recategori[sz]\w*|confidence|rules?|needs review)\b/],
  ["transactions", /\b(transactions?|recycle bin|restore\w*|undo|delete selected|reconcil\w*)\b/],
  [
    "reports",
    /\b(reports?|p ?& ?l|profit (and|&) loss|balance sheet|retained earnings|director'?s'? loan|pdf|xlsx|excel)\b/,
  ],
  [
    "filing",
    /\b(filing|file my|companies house|ch form|deadlines?|penalt(y|ies)|late filing|s47[67]|approval date|micro[- ]?entity|frs ?105)\b/,
  ],
  ["tax", /\b(tax|ct600|hmrc|vat|marginal relief)\b/],
  [
    "payment",
    /\b(pay|paid|payment|price|pricing|cost|checkout|stripe|card|refund\w*|invoice|receipt|charged?)\b|£ ?99\b/,
  ],
  ["account", /\b(sign(ed)? ?(in|out|up)|log(ged)? ?(in|out)|login|logout|password|my account|profile|avatar)\b/],
  ["privacy", /\b(privacy|gdpr|personal data|delete my data|erase|erasure|cookies?|data protection)\b/],
  [
    "bug",
    /\b(bug|error|errors|crash\w*|broken|not working|doesn'?t work|does not work|failed|fails|stuck|blank page|500)\b/,
  ],
];

export function tagsForTicket(subject: string, body: string): string[] {
  const text = `${subject}\n${body}`.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const tags = TAG_RULES.filter(([, pattern]) => pattern.test(text)).map(([tag]) => tag);
  return tags.length > 0 ? tags : ["general"];
}
