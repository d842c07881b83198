import { describe, expect, it } from "vitest";
import { gbp } from "../../accounts/test-support";
import { vehicleGuess, vehiclesCheck } from "./vehicles-check";

/**
 * A vehicle nobody described is taken as a car (CAA 2001 s38B general exclusion 2: no AIA; s104AA: special rate pool
 * with its CO2 unknown). Worked example, a joinery company's first period 1 Feb 2024 – 31 Mar 2025, taxed as
 * 1 Feb 2024 – 31 Jan 2025 and 1 Feb – 31 Mar 2025 (CTA 2009 s10): a Ford Transit Custom van paid £18,000 on
 * 3 December 2024, profit before capital allowances £25,677.64 in the first tax period.
 * - Taken as a car: 6 % of £18,000 = £1,080 of allowances; taxable £24,597, tax at 19 % (CTA 2010 s18A) £4,673.43.
 * - Said to be a van: AIA £18,000 (s51A); taxable £7,677, tax £1,458.63.
 * The guess costs £3,214.80 in the first tax period, so the checklist names the vehicle and asks.
 */
describe("the vehicles check", () => {
  it("passes when no vehicle's allowances rest on a guess", () => {
    expect(vehiclesCheck({}).status).toBe("pass");
    expect(vehiclesCheck({ vehicles: [] })).toMatchObject({ status: "pass", fixAt: "/company#fixed-assets" });
  });

  it("warns about a vehicle never described, naming it and the allowance a van would get", () => {
    const c = vehiclesCheck({
      vehicles: [
        {
          date: "2024-12-03",
          description: "Bristol Street Motors FORD TRANSIT CUSTOM",
          cost: gbp(18_000),
          guess: "kind",
        },
      ],
    });
    expect(c.status).toBe("warn");
    expect(c.fixAt).toBe("/company#fixed-assets");
    expect(c.message).toContain('"Bristol Street Motors FORD TRANSIT CUSTOM" (£18,000.00, 3 December 2024)');
    expect(c.message).toContain("taken as a car");
    expect(c.message).toContain("If it is a van");
  });

  it("warns about a car with no CO2 given", () => {
    const c = vehiclesCheck({
      vehicles: [{ date: "2024-06-10", description: "Lookers Car Sales", cost: gbp(24_995), guess: "co2" }],
    });
    expect(c.status).toBe("warn");
    expect(c.message).toContain("no CO2 given");
    expect(c.message).toContain("above 50 g/km");
  });
});

describe("vehicleGuess", () => {
  it("guesses the kind of a vehicle the register was never told about, and the CO2 of a car without it", () => {
    expect(vehicleGuess(null)).toBe("kind");
    expect(vehicleGuess({ kind: "car", co2GramsPerKm: null })).toBe("co2");
    expect(vehicleGuess({ kind: "car", co2GramsPerKm: 0 })).toBeNull();
    expect(vehicleGuess({ kind: "van", co2GramsPerKm: null })).toBeNull();
  });
});
