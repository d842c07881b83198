import { describe, expect, it } from "vitest";
import { pence } from "../money";
import type { UserRule } from "./types";
import { compileUserRules, describeUserRule, foldText, matchUserRule } from "./user-rules";

const rule = (over: Partial<UserRule>): UserRule => ({ id: "r", contains: "NORTHWIND", categoryId: "sales", ...over });
const match = (rules: UserRule[], description: string, amount: number) =>
  matchUserRule(compileUserRules(rules), foldText(description), pence(amount))?.rule.id ?? null;

describe("user rules", () => {
  it("match the description case-insensitively, ignoring repeated spaces", () => {
    expect(match([rule({ contains: "northwind  trading" })], "NORTHWIND TRADING LTD BGC", 1000)).toBe("r");
    expect(match([rule({})], "ACME LTD", 1000)).toBeNull();
  });

  it("respect the direction of the money", () => {
    const rules = [
      rule({ id: "in", direction: "in" }),
      rule({ id: "out", direction: "out", categoryId: "cost-of-sales" }),
    ];
    expect(match(rules, "NORTHWIND", 5000)).toBe("in");
    expect(match(rules, "NORTHWIND", -5000)).toBe("out");
  });

  it("compare amounts on the absolute value, bounds inclusive", () => {
    const rules = [rule({ minAmount: pence(10_000), maxAmount: pence(50_000) })];
    expect(match(rules, "NORTHWIND", 10_000)).toBe("r");
    expect(match(rules, "NORTHWIND", -50_000)).toBe("r");
    expect(match(rules, "NORTHWIND", 9_999)).toBeNull();
    expect(match(rules, "NORTHWIND", -50_001)).toBeNull();
  });

  it("apply in the person's order: the first match wins", () => {
    const rules = [rule({ id: "first" }), rule({ id: "second", categoryId: "other-income" })];
    expect(match(rules, "NORTHWIND", 100)).toBe("first");
  });

  it("ignore a rule with nothing to look for", () => {
    expect(match([rule({ contains: "  " })], "ANYTHING", 100)).toBeNull();
  });

  it("name themselves in the reason", () => {
    expect(describeUserRule(rule({}))).toBe('Your rule: description contains "NORTHWIND", so Sales');
    expect(
      describeUserRule(
        rule({ name: "Northwind invoices", direction: "in", minAmount: pence(10_000), maxAmount: pence(50_000) }),
      ),
    ).toBe('Your rule "Northwind invoices": description contains "NORTHWIND", money in, £100.00 to £500.00, so Sales');
  });
});
