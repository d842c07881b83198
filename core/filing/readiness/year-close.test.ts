import { describe, expect, it } from "vitest";
import { FIX_AT } from "./fix-at";
import type { ReadinessCheck, ReadinessCheckId, ReadinessStatus } from "./types";
import { yearCloseBlockers, yearCloseRefusal } from "./year-close";

const check = (id: ReadinessCheckId, status: ReadinessStatus, message: string): ReadinessCheck => ({
  id,
  status,
  message,
  fixAt: FIX_AT[id],
});

describe("yearCloseBlockers", () => {
  /*
   * The QA walk's Alpha Ltd: one £4.50 payment uncategorised blocks, so the close must wait (else the £4.50 is
   * carried into next year as an unexplained other current asset, uk-accounting-rules §9). A warning (a guess to
   * review) does not stop it, and a failed micro-entity test (CA 2006 s384A: it only decides which accounts are
   * filed) does not either.
   */
  it("keeps every blocking check but the micro-entity test, in the checks' order", () => {
    const checks = [
      check("uncategorised", "block", "1 transaction in the period has no category: categorise them before filing."),
      check("low-confidence", "warn", "1 category is a guess with low confidence: please review it."),
      check("period-confirmed", "pass", "The accounting period is confirmed."),
      check("micro-entity", "block", "The company does not qualify as a micro-entity (CA 2006 s384A): …"),
      check("notes-answered", "block", "Please answer the notes questions: guarantees."),
    ];
    expect(yearCloseBlockers(checks).map((c) => c.id)).toEqual(["uncategorised", "notes-answered"]);
  });

  it("lets a year close when nothing but warnings and the micro-entity test stand", () => {
    const checks = [check("low-confidence", "warn", "…"), check("micro-entity", "block", "…")];
    expect(yearCloseBlockers(checks)).toEqual([]);
  });
});

describe("yearCloseRefusal", () => {
  it("says what to finish, in the checks' own sentences", () => {
    expect(yearCloseRefusal(["1 transaction in the period has no category.", "Please confirm the period."])).toBe(
      "Finish these before closing the year: 1 transaction in the period has no category. Please confirm the period.",
    );
  });
});
