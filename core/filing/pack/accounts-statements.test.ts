import { describe, expect, it } from "vitest";
import { accountsStatements, accountsTypeSentence, REGISTRAR_COPY } from "./accounts-statements";

const period = { start: "2025-04-01", end: "2026-03-31", isTwelveMonths: true };
const trading = { period, status: { dormant: false, tradingStatus: "trading" as const } };
const dormant = { period, status: { dormant: true, tradingStatus: "never-traded" as const } };
const authorities = (s: { authority: string }[]) => s.map((x) => x.authority);

// uk-accounting-rules §2: s475(2)–(4) above the s414 signature; s414(3)(a) micro-entity provisions; s444 delivery.
describe("the statements above the director's signature", () => {
  it("the Registrar's copy: s477, s476, s475(3)(b), the micro-entity provisions, then the s444 delivery statement", () => {
    const s = accountsStatements(trading, REGISTRAR_COPY);
    expect(authorities(s)).toEqual([
      "CA 2006 s475(2), s477",
      "CA 2006 s475(3)(a), s476",
      "CA 2006 s475(3)(b)",
      "CA 2006 s414(3)(a)",
      "CA 2006 s444(1), (5)",
    ]);
    expect(s[4]!.text).toBe(
      "These accounts have been delivered in accordance with the provisions applicable to companies subject to the small companies regime. The directors have elected not to deliver the profit and loss account to the Registrar of Companies.",
    );
  });

  it("the full accounts (with the P&L) have no delivery statement", () => {
    expect(authorities(accountsStatements(trading, { profitAndLossIncluded: true }))).not.toContain(
      "CA 2006 s444(1), (5)",
    );
  });

  it("a dormant company claims the s480 exemption in place of s477", () => {
    const [first] = accountsStatements(dormant, REGISTRAR_COPY);
    expect(first!.text).toBe(
      "For the year ending 31 March 2026 the company was entitled to exemption from audit under section 480 of the Companies Act 2006 relating to dormant companies.",
    );
    expect(first!.concept).toContain("Section480");
  });

  it("says which accounts type is tagged", () => {
    expect(accountsTypeSentence(REGISTRAR_COPY)).toMatch(/^Accounts type: filleted micro-entity accounts/);
    expect(accountsTypeSentence({ profitAndLossIncluded: true })).toMatch(/^Accounts type: full micro-entity accounts/);
  });
});
