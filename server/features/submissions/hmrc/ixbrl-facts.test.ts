import { describe, expect, it } from "vitest";
import { computationsIxbrl, sampleAccountsIxbrl, TEST_UTR } from "../../../test-support/hmrc-fixtures";
import { ixbrlDate } from "./ixbrl-dates";
import { readDocumentFacts } from "./ixbrl-facts";

describe("reading whose document an iXBRL file is, and for which period", () => {
  it("reads the project's accounts: the company number and the period, from facts and contexts", () => {
    const facts = readDocumentFacts(sampleAccountsIxbrl());
    expect(facts?.companyNumbers).toContain("01234567");
    expect(new Set(facts?.companyNumbers)).toEqual(new Set(["01234567"]));
    expect(facts?.utrs).toEqual([]);
    expect(facts).toMatchObject({ periodStart: "2025-04-01", periodEnd: "2026-03-31" });
  });

  it("reads a computations document: the UTR as TaxReference and as the contexts' entity, and the return's period", () => {
    const facts = readDocumentFacts(computationsIxbrl({ period: { start: "2024-01-01", end: "2024-12-31" } }));
    expect(new Set(facts?.utrs)).toEqual(new Set([TEST_UTR]));
    expect(facts).toMatchObject({ periodStart: "2024-01-01", periodEnd: "2024-12-31" });
  });

  it("falls back to the latest duration context when no period fact is tagged", () => {
    const xml = computationsIxbrl({}).replace(/<p>From .*<\/p>/, "");
    expect(readDocumentFacts(xml)).toMatchObject({ periodStart: "2025-04-01", periodEnd: "2026-03-31" });
  });

  it("leaves out the text inside ix:exclude", () => {
    const xml = computationsIxbrl({}).replace(
      `name="ct-comp:TaxReference" contextRef="return">${TEST_UTR}`,
      `name="ct-comp:TaxReference" contextRef="return">${TEST_UTR}<ix:exclude> (CT)</ix:exclude>`,
    );
    expect(readDocumentFacts(xml)?.utrs).toEqual([TEST_UTR, TEST_UTR]);
  });

  it("reads nothing from a document that is not well-formed XML", () => {
    expect(readDocumentFacts("<html><body><p>unclosed</body></html>")).toBeNull();
  });
});

describe("dates in Inline XBRL transformations", () => {
  it("reads the formats accounts use", () => {
    expect(ixbrlDate("31 March 2026", "ixt:date-day-monthname-year-en")).toBe("2026-03-31");
    expect(ixbrlDate("1st Apr 2025", "ixt:date-day-monthname-year-en")).toBe("2025-04-01");
    expect(ixbrlDate("March 31, 2026", "ixt:date-monthname-day-year-en")).toBe("2026-03-31");
    expect(ixbrlDate("31/03/2026", "ixt:date-day-month-year")).toBe("2026-03-31");
    expect(ixbrlDate("31.03.26", "ixt:date-day-month-year")).toBe("2026-03-31");
    expect(ixbrlDate("2026-03-31", null)).toBe("2026-03-31");
  });

  it("refuses what is not a date", () => {
    expect(ixbrlDate("31 Smarch 2026", "ixt:date-day-monthname-year-en")).toBeNull();
    expect(ixbrlDate("30 February 2026", "ixt:date-day-monthname-year-en")).toBeNull();
    expect(ixbrlDate("2026-03-31", "ixt:num-dot-decimal")).toBeNull();
  });
});
