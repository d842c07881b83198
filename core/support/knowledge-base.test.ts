import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE, knowledgeEntry } from "./knowledge-base";

describe("knowledge base", () => {
  it("has at least 40 questions and answers", () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(40);
  });
  it("gives every entry a unique kebab-case id", () => {
    const ids = KNOWLEDGE_BASE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it("asks real questions and gives answers of a few sentences", () => {
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.q, entry.id).toMatch(/[?.]$/);
      expect(entry.a.length, entry.id).toBeGreaterThan(60);
      expect(entry.a.length, entry.id).toBeLessThan(700);
    }
  });
  it("finds an entry by id", () => {
    expect(knowledgeEntry("payment-price")?.a).toMatch(/£99/);
    expect(knowledgeEntry("nope")).toBeUndefined();
  });
  it("states the UK figures the product relies on", () => {
    const text = (id: string) => knowledgeEntry(id)?.a ?? "";
    expect(text("filing-micro-entity")).toMatch(
      /£1 million.*£500,000.*10 employees.*6 April 2025.*£632,000.*£316,000/s,
    );
    expect(text("filing-penalties")).toMatch(/£150.*£375.*£750.*£1,500.*doubled/s);
    expect(text("filing-accounts-deadline")).toMatch(/9 months.*21 months/s);
    expect(text("filing-tax-deadlines")).toMatch(/9 months and 1 day.*12 months/s);
    // CTA 2009 s10: a long period of account is two accounting periods; FA 1998 Sch 18 para 14: both returns are
    // due 12 months after the period of account ends.
    expect(text("filing-tax-deadlines")).toMatch(
      /longer than 12 months.*two accounting periods.*own CT600.*both returns are due 12 months after the period of account ends/s,
    );
    expect(text("tax-corporation-tax-rates")).toMatch(/£50,000.*19%.*£250,000.*25%.*marginal relief/s);
    expect(text("payment-price")).toMatch(/first filing is free.*£99/s);
    expect(text("support-contact")).toMatch(/24 hours/);
  });
  it("never claims where the data is located, only that the operator's server stores it", () => {
    expect(knowledgeEntry("privacy-storage")?.a).toMatch(/server of the operator/);
    for (const entry of KNOWLEDGE_BASE) expect(entry.a, entry.id).not.toMatch(/stored in the UK|UK data cent/i);
  });
});
