/** The five characters markup gives a meaning to, written as entities (HTML here, XML in exports/ixbrl/xml.ts). */
export const MARKUP_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text and attribute values written into HTML are escaped, always: a description can hold anything. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => MARKUP_ESCAPES[c]!);
}
