import { describe, expect, it } from "vitest";
import { draftOf, patchOf } from "./fixed-asset-draft";

const asset = {
  id: "a",
  date: "2025-06-01",
  description: "CAR DEALER",
  categoryId: "motor-vehicles",
  cost: "20000.00",
  vatReclaimed: "0.00",
  kind: "car" as const,
  isNew: true,
  co2GramsPerKm: null,
  disposedOn: null,
  disposalProceeds: null,
};

describe("the fixed asset card's draft", () => {
  it("sends what was typed, blanks as null and pounds without £ or commas", () => {
    const draft = { ...draftOf(asset), co2: "120", disposedOn: "2026-01-10", proceeds: "£12,500.00" };
    expect(patchOf(draft)).toEqual({
      patch: { kind: "car", isNew: true, co2GramsPerKm: 120, disposedOn: "2026-01-10", disposalProceeds: "12500.00" },
    });
    expect(patchOf(draftOf(asset))).toMatchObject({ patch: { co2GramsPerKm: null, disposalProceeds: null } });
  });

  it("says why a CO2 figure cannot be sent", () => {
    expect(patchOf({ ...draftOf(asset), co2: "12.5" })).toEqual({
      error: "Enter the CO2 as a whole number of g/km, as the V5C shows it.",
    });
  });
});
