/** One question and answer of the support knowledge base. Keywords add words people use that the text lacks. */
export interface KnowledgeEntry {
  id: string;
  q: string;
  a: string;
  keywords?: string[];
}
