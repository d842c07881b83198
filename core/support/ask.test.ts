import { describe, expect, it } from "vitest";
import { answerQuestion, coverage } from "./ask";
import { knowledgeEntry } from "./knowledge-base";

/** Questions people type, with the entry that must come first. */
const QUESTIONS: [question: string, id: string][] = [
  ["How do I upload a CSV?", "upload-how"],
  ["Which banks do you support?", "upload-banks"],
  ["Is Starling supported?", "upload-banks"],
  ["Can I upload a PDF statement?", "upload-file-types"],
  ["My Nationwide file shows question marks instead of £", "upload-encoding"],
  ["My Santander file uses semicolons", "upload-layout"],
  ["I uploaded the same file twice", "upload-duplicates"],
  ["can I upload several files at once", "upload-multiple-files"],
  ["How does categorization work?", "categorise-how"],
  ["what does the confidence percentage mean", "categorise-confidence"],
  ["Is my data sent to ChatGPT?", "categorise-ai-privacy"],
  ["how do I change the category of a transaction", "categorise-correct"],
  ["why are my transactions uncategorized", "categorise-uncategorised"],
  ["can I restore deleted transactions", "transactions-undo"],
  ["where is the recycle bin", "transactions-recycle-bin"],
  ["export transactions to csv", "transactions-export"],
  ["What is the P&L?", "reports-profit-loss"],
  ["explain profit and loss", "reports-profit-loss"],
  ["what is a directors loan", "reports-directors-loan"],
  ["when are my accounts due?", "filing-accounts-deadline"],
  ["When is the CT600 due?", "filing-tax-deadlines"],
  ["when do I pay corporation tax", "filing-tax-deadlines"],
  ["what are the late filing penalties", "filing-penalties"],
  ["Does my company qualify as a micro-entity?", "filing-micro-entity"],
  ["What rate of corporation tax will I pay?", "tax-corporation-tax-rates"],
  ["How much does it cost?", "payment-price"],
  ["what do I get for the £99", "payment-included"],
  ["How do I delete my data?", "privacy-delete-data"],
  ["how to erase my account", "privacy-delete-data"],
  ["do you use cookies", "privacy-cookies"],
  ["How do I contact support?", "support-contact"],
  ["how long until you reply", "support-contact"],
  ["Do you submit to HMRC for me?", "filing-where"],
  ["can I do my personal tax return", "filing-personal-tax"],
  ["do you do self assessment", "filing-personal-tax"],
  ["What are the s477 statements?", "filing-statements"],
];

const UNRELATED = [
  "what's the weather in Paris",
  "weather forecast for London tomorrow",
  "what's the capital of France",
  "who is the prime minister",
  "tell me a joke",
  "recipe for pancakes",
  "can you book a flight",
  "book a table for two",
  "what time is it",
  "asdf qwer",
  // About the product's field, but not answered by any entry: the offer of a ticket, not a paragraph on another topic.
  "Can I add a second director?",
  "do you do VAT returns for Making Tax Digital",
  "How do I change my password?",
];

describe("answering questions", () => {
  it.each(QUESTIONS)("answers %j with entry %s", (question, id) => {
    const result = answerQuestion(question);
    expect(result.matches[0]?.id).toBe(id);
    expect(result.ok).toBe(true);
    expect(result.answer).toBe(knowledgeEntry(id)?.a);
  });
  it.each(UNRELATED)("is not sure about %j", (question) => {
    const result = answerQuestion(question);
    expect(result.ok).toBe(false);
    expect(result.answer).toBe("");
    expect(result.suggestedFaqs).toEqual([]);
  });
  it("is not sure about an empty question or only filler words", () => {
    expect(answerQuestion("").ok).toBe(false);
    expect(answerQuestion("what is it?").ok).toBe(false);
  });
  it("suggests the next two or three entries' questions, never the answer's own", () => {
    const result = answerQuestion("How do I upload a CSV?");
    expect(result.suggestedFaqs.length).toBeGreaterThanOrEqual(2);
    expect(result.suggestedFaqs.length).toBeLessThanOrEqual(3);
    expect(result.suggestedFaqs).not.toContainEqual({ q: knowledgeEntry("upload-how")?.q });
    const expected = result.matches.slice(1, 4).map((m) => ({ q: knowledgeEntry(m.id)?.q }));
    expect(result.suggestedFaqs).toEqual(expected);
  });
  it("lists matches best first", () => {
    const scores = answerQuestion("corporation tax deadline").matches.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
  it("treats British and American spellings, and abbreviations, alike", () => {
    expect(answerQuestion("categorise").matches[0]?.id).toBe(answerQuestion("categorize").matches[0]?.id);
    expect(answerQuestion("p&l report").matches[0]?.id).toBe("reports-profit-loss");
    expect(answerQuestion("pnl").matches[0]?.id).toBe("reports-profit-loss");
  });
  it("tolerates a typo in a longer word", () => {
    expect(answerQuestion("how do I remove duplicats").matches[0]?.id).toBe("upload-duplicates");
  });
  it("gives the same answer every time", () => {
    expect(answerQuestion("When is the CT600 due?")).toEqual(answerQuestion("When is the CT600 due?"));
  });
});

describe("coverage", () => {
  it("is the share of meaningful words matched, synonyms counting for their word", () => {
    expect(coverage("capital of France", new Set(["capital"]))).toBe(0.5);
    expect(coverage("how to categorize", new Set(["_categorise"]))).toBe(1);
    expect(coverage("what is it", new Set())).toBe(0);
  });
});
