import { beforeAll, describe, expect, it } from "vitest";
import type { FilingPackData, StatutoryBalanceSheet, StatutoryBalanceSheetItems } from "../../../core/filing/pack";
import { fromPounds } from "../../../core/money";
import { samplePackData } from "../test-support/sample-pack";
import { byName, findAll, parseStrictXml, textOf, type XmlNodeTree } from "../test-support/strict-xml";
import { renderChAccountsIxbrl } from "./ch-accounts-ixbrl";
import { BALANCE_SHEET_TAGS, SCHEMA_REF } from "./tags";

let data: FilingPackData;
let xhtml: string;
let root: XmlNodeTree;

/** ixt:num-dot-decimal: digits with comma separators and an optional dot decimal part; sign="-" negates. */
function factValue(fact: XmlNodeTree): number {
  const text = textOf(fact);
  expect(text).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
  const value = Number(text.replace(/,/g, ""));
  return fact.attrs.sign === "-" ? -value : value;
}

function contextsById(doc: XmlNodeTree): Map<string, XmlNodeTree> {
  return new Map(byName(doc, "xbrli:context").map((c) => [c.attrs.id!, c]));
}

function memberOf(context: XmlNodeTree): string {
  const members = byName(context, "xbrldi:explicitMember");
  return members.map((m) => `${m.attrs.dimension}=${textOf(m)}`).join(",");
}

beforeAll(() => {
  data = samplePackData();
  xhtml = renderChAccountsIxbrl(data);
  root = parseStrictXml(xhtml);
});

describe("the iXBRL accounts", () => {
  it("is well-formed XHTML with the iXBRL, taxonomy and unit namespaces", () => {
    expect(xhtml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(root.name).toBe("html");
    expect(root.attrs.xmlns).toBe("http://www.w3.org/1999/xhtml");
    expect(root.attrs["xmlns:ix"]).toBe("http://www.xbrl.org/2013/inlineXBRL");
    expect(root.attrs["xmlns:core"]).toBe("http://xbrl.frc.org.uk/fr/2026-01-01/core");
    expect(root.attrs["xmlns:bus"]).toBe("http://xbrl.frc.org.uk/cd/2026-01-01/business");
    expect(root.attrs["xmlns:direp"]).toBe("http://xbrl.frc.org.uk/reports/2026-01-01/direp");
    expect(root.attrs["xmlns:iso4217"]).toBe("http://www.xbrl.org/2003/iso4217");
    expect([...xhtml].every((ch) => ch.charCodeAt(0) < 128)).toBe(true);
  });

  it("has one ix:header with hidden facts, the FRS-102 2026 schemaRef and the resources", () => {
    const [header, ...more] = byName(root, "ix:header");
    expect(more).toHaveLength(0);
    expect(byName(header!, "ix:hidden")).toHaveLength(1);
    const refs = byName(header!, "link:schemaRef");
    expect(refs.map((r) => r.attrs["xlink:href"])).toEqual([SCHEMA_REF]);
    expect(refs[0]!.attrs["xlink:type"]).toBe("simple");
    const units = byName(header!, "xbrli:unit");
    expect(units.find((u) => u.attrs.id === "GBP") && textOf(units.find((u) => u.attrs.id === "GBP")!)).toBe(
      "iso4217:GBP",
    );
  });

  it("gives every numeric fact an existing context and unit, whole pounds, scale 0 and num-dot-decimal", () => {
    const contexts = contextsById(root);
    const units = new Set(byName(root, "xbrli:unit").map((u) => u.attrs.id));
    const facts = byName(root, "ix:nonFraction");
    expect(facts.length).toBeGreaterThan(25);
    for (const f of facts) {
      expect(contexts.has(f.attrs.contextRef!), f.attrs.contextRef).toBe(true);
      expect(units.has(f.attrs.unitRef), f.attrs.unitRef).toBe(true);
      expect(f.attrs.decimals).toBe("0");
      expect(f.attrs.scale).toBe("0");
      expect(f.attrs.format).toBe("ixt:num-dot-decimal");
    }
    for (const f of byName(root, "ix:nonNumeric")) expect(contexts.has(f.attrs.contextRef!)).toBe(true);
  });

  it("uses instant contexts at the balance sheet dates and a duration for the period, identified by the CRN", () => {
    const contexts = contextsById(root);
    for (const c of contexts.values()) {
      const id = byName(c, "xbrli:identifier")[0]!;
      expect(textOf(id)).toBe("01234567");
      expect(id.attrs.scheme).toBe("http://www.companieshouse.gov.uk/");
    }
    expect(textOf(byName(contexts.get("cur-end")!, "xbrli:instant")[0]!)).toBe("2026-03-31");
    expect(textOf(byName(contexts.get("pri-end")!, "xbrli:instant")[0]!)).toBe("2025-03-31");
    const duration = contexts.get("cur-dur")!;
    expect(textOf(byName(duration, "xbrli:startDate")[0]!)).toBe("2025-04-01");
    expect(textOf(byName(duration, "xbrli:endDate")[0]!)).toBe("2026-03-31");
  });

  it("tags every balance sheet figure, current and prior, with the value of the balance sheet", () => {
    const contexts = contextsById(root);
    const facts = byName(root, "ix:nonFraction").filter((f) => f.attrs.unitRef === "GBP");
    const check = (prefix: "cur" | "pri", date: string, bs: StatutoryBalanceSheet) => {
      for (const [key, tag] of Object.entries(BALANCE_SHEET_TAGS)) {
        const matches = facts.filter((f) => {
          const ctx = contexts.get(f.attrs.contextRef!)!;
          const instant = byName(ctx, "xbrli:instant")[0];
          return (
            f.attrs.name === tag.concept &&
            instant &&
            textOf(instant) === date &&
            f.attrs.contextRef!.startsWith(prefix)
          );
        });
        const fact = matches.find((f) =>
          tag.member === "plain"
            ? memberOf(contexts.get(f.attrs.contextRef!)!) === ""
            : f.attrs.contextRef!.endsWith(tag.member),
        );
        expect(fact, `${prefix} ${key}`).toBeDefined();
        expect(factValue(fact!), `${prefix} ${key}`).toBe(bs[key as keyof StatutoryBalanceSheetItems]);
      }
    };
    check("cur", "2026-03-31", data.balanceSheet);
    check("pri", "2025-03-31", data.prior!.balanceSheet);
    const creditors = facts.find(
      (f) => f.attrs.name === "core:Creditors" && f.attrs.contextRef === "cur-end-withinOneYear",
    )!;
    expect(memberOf(contextsById(root).get(creditors.attrs.contextRef!)!)).toBe(
      "core:MaturitiesOrExpirationPeriodsDimension=core:WithinOneYear",
    );
  });

  it("tags the entity, the period, the statements, the signing director and the approval date", () => {
    const fact = (name: string) => findAll(root, (n) => n.name.startsWith("ix:") && n.attrs.name === name);
    expect(textOf(fact("bus:EntityCurrentLegalOrRegisteredName")[0]!)).toBe("Acme Widgets Ltd");
    expect(textOf(fact("bus:UKCompaniesHouseRegisteredNumber")[0]!)).toBe("01234567");
    expect(textOf(fact("bus:StartDateForPeriodCoveredByReport")[0]!)).toBe("1 April 2025");
    expect(textOf(fact("bus:EndDateForPeriodCoveredByReport")[0]!)).toBe("31 March 2026");
    expect(fact("bus:BalanceSheetDate")[0]!.attrs.format).toBe("ixt:date-day-monthname-year-en");
    expect(textOf(fact("core:DateAuthorisationFinancialStatementsForIssue")[0]!)).toBe("30 June 2026");
    expect(textOf(fact("bus:NameEntityOfficer")[0]!)).toBe("Ada Lovelace");
    expect(fact("core:DirectorSigningFinancialStatements")[0]!.attrs.contextRef).toBe(
      fact("bus:NameEntityOfficer")[0]!.attrs.contextRef,
    );
    expect(
      textOf(
        fact(
          "direp:StatementThatCompanyEntitledToExemptionFromAuditUnderSection477CompaniesAct2006RelatingToSmallCompanies",
        )[0]!,
      ),
    ).toContain("section 477 of the Companies Act 2006");
    expect(textOf(fact("direp:StatementThatMembersHaveNotRequiredCompanyToObtainAnAudit")[0]!)).toContain(
      "section 476",
    );
    expect(textOf(fact("direp:StatementThatDirectorsAcknowledgeTheirResponsibilitiesUnderCompaniesAct")[0]!)).toContain(
      "acknowledge their responsibilities",
    );
    expect(
      textOf(fact("direp:StatementThatAccountsHaveBeenPreparedInAccordanceWithProvisionsSmallCompaniesRegime")[0]!),
    ).toContain("micro-entity provisions");
    const employees = fact("core:AverageNumberEmployeesDuringPeriod")[0]!;
    expect([textOf(employees), employees.attrs.unitRef, employees.attrs.contextRef]).toEqual(["2", "pure", "cur-dur"]);
    const standards = fact("bus:AccountingStandardsApplied")[0]!;
    expect(memberOf(contextsById(root).get(standards.attrs.contextRef!)!)).toBe(
      "bus:AccountingStandardsDimension=bus:Micro-entities",
    );
  });

  it("loads nothing from outside the file and runs no script", () => {
    expect(byName(root, "script")).toHaveLength(0);
    expect(findAll(root, (n) => "src" in n.attrs)).toHaveLength(0);
    expect(findAll(root, (n) => n.name === "link")).toHaveLength(0);
    expect(byName(root, "style")).toHaveLength(1);
  });

  it("escapes user text", () => {
    const hostile = samplePackData({
      name: `Tom & Jerry's <script>alert("x")</script> Ltd`,
      directorName: "Zoë <b>O'Brien</b> & co",
    });
    const doc = parseStrictXml(renderChAccountsIxbrl(hostile));
    expect(byName(doc, "script")).toHaveLength(0);
    expect(byName(doc, "b")).toHaveLength(0);
    const name = findAll(doc, (n) => n.attrs.name === "bus:EntityCurrentLegalOrRegisteredName")[0]!;
    expect(textOf(name)).toBe(`Tom & Jerry's <script>alert("x")</script> Ltd`);
    expect(textOf(findAll(doc, (n) => n.attrs.name === "bus:NameEntityOfficer")[0]!)).toBe("Zoë <b>O'Brien</b> & co");
  });

  it('shows a negative figure unsigned, tagged sign="-", in brackets', () => {
    const insolvent = samplePackData({
      openingBalances: {
        cash: fromPounds(100),
        creditorsWithinOneYear: fromPounds(90_000),
        profitLossAccount: fromPounds(-89_900),
      },
    });
    expect(insolvent.balanceSheet.netAssets).toBeLessThan(0);
    const doc = parseStrictXml(renderChAccountsIxbrl(insolvent));
    const net = findAll(
      doc,
      (n) => n.attrs.name === "core:NetAssetsLiabilities" && n.attrs.contextRef === "cur-end",
    )[0]!;
    expect(net.attrs.sign).toBe("-");
    expect(factValue(net)).toBe(insolvent.balanceSheet.netAssets);
    const cell = net.parent!;
    expect(textOf(cell)).toBe(`(${textOf(net)})`);
  });

  it("needs the company registration number", () => {
    expect(() => renderChAccountsIxbrl(samplePackData({ registrationNumber: null }))).toThrow(/registration number/);
  });

  it("omits prior-year contexts in a first year", () => {
    const doc = parseStrictXml(renderChAccountsIxbrl(samplePackData({ openingBalances: null })));
    expect([...contextsById(doc).keys()].some((id) => id.startsWith("pri"))).toBe(false);
  });
});
