import { describe, expect, it } from "vitest";
import type { AdminFiling } from "../../../core/contracts";
import {
  filingBadgeVariant,
  filingsToShow,
  formatAmount,
  paymentModeLabel,
  registryLabel,
  searchAction,
  statusLabel,
  submissionBadgeVariant,
} from "./admin-format";

const filing = (id: string): AdminFiling => ({
  id,
  userId: "u1",
  companyName: "Acme Ltd",
  periodEnd: "2026-03-31",
  status: "paid",
  createdAt: "2026-04-01T10:00:00.000Z",
});

describe("filingBadgeVariant", () => {
  it("follows the spec: pending secondary, paid default, expired destructive, refunded outline", () => {
    expect(filingBadgeVariant("pending")).toBe("secondary");
    expect(filingBadgeVariant("paid")).toBe("default");
    expect(filingBadgeVariant("expired")).toBe("destructive");
    expect(filingBadgeVariant("refunded")).toBe("outline");
  });

  it("shows an unknown status quietly", () => {
    expect(filingBadgeVariant("mystery")).toBe("secondary");
    expect(statusLabel("refunded")).toBe("Refunded");
  });
});

describe("formatAmount", () => {
  it("divides pence by 100 and shows 2 decimals with £", () => {
    expect(formatAmount(9900, "gbp")).toBe("£99.00");
    expect(formatAmount(123456, "GBP")).toBe("£1,234.56");
    expect(formatAmount(5, "gbp")).toBe("£0.05");
  });

  it("names another currency by its code", () => {
    expect(formatAmount(9900, "eur")).toBe("99.00 EUR");
  });
});

describe("searchAction", () => {
  it("clears on blank text, without a search", () => {
    expect(searchAction("")).toEqual({ kind: "clear" });
    expect(searchAction("   ")).toEqual({ kind: "clear" });
  });

  it("searches for the trimmed text", () => {
    expect(searchAction("  Acme ")).toEqual({ kind: "search", q: "Acme" });
  });
});

describe("filingsToShow", () => {
  it("shows the search results while a search is on, else every filing", () => {
    const all = [filing("a"), filing("b")];
    const results = [filing("b")];
    expect(filingsToShow(all, results)).toBe(results);
    expect(filingsToShow(all, [])).toEqual([]);
    expect(filingsToShow(all, null)).toBe(all);
  });
});

describe("paymentModeLabel", () => {
  it("names the provider's mode", () => {
    expect(paymentModeLabel("test")).toBe("test mode");
    expect(paymentModeLabel("live")).toBe("live mode");
    expect(paymentModeLabel("not configured")).toBe("not configured");
  });
});

describe("submission badges", () => {
  it("show accepted as default, rejected and failed as destructive, waiting states as secondary", () => {
    expect(submissionBadgeVariant("accepted")).toBe("default");
    expect(submissionBadgeVariant("rejected")).toBe("destructive");
    expect(submissionBadgeVariant("failed")).toBe("destructive");
    expect(submissionBadgeVariant("parked")).toBe("secondary");
    expect(registryLabel("companies-house")).toBe("Companies House");
    expect(registryLabel("hmrc")).toBe("HMRC");
  });
});
