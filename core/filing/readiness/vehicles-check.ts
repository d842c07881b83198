import { formatLongUk } from "../../dates";
import { formatGBP } from "../../money";
import { FIX_AT } from "./fix-at";
import type { ReadinessInput } from "./readiness-input";
import type { ReadinessCheck } from "./types";

const ID = "vehicles-described";

/**
 * What a Motor Vehicles line's capital allowances guess, from what the register says of it (null: nothing): its kind
 * (taken as a car), or a car's CO2 (pooled as above 50 g/km); null when nothing is guessed.
 */
export function vehicleGuess(details: { kind: string; co2GramsPerKm: number | null } | null): "kind" | "co2" | null {
  if (details === null) return "kind";
  return details.kind === "car" && details.co2GramsPerKm === null ? "co2" : null;
}

/**
 * A vehicle whose capital allowances rest on a guess. A line categorised Motor Vehicles that the fixed asset register
 * was never told about is taken as a car with its CO2 unknown: no annual investment allowance (CAA 2001 s38B
 * general exclusion 2) and the special rate pool at 6 % (s104AA). A van is plant that gets the AIA (s51A), in full in
 * the tax period it was bought, so the guess can cost a joinery company with an £18,000 van nearly all of that
 * allowance. A car with no CO2 given is pooled as one above 50 g/km. Both warn, never block: the guess is the
 * cautious one, the accounts are right either way, and only the tax changes.
 */
export function vehiclesCheck(i: Pick<ReadinessInput, "vehicles">): ReadinessCheck {
  const sentences = (i.vehicles ?? []).map((v) => {
    const what = `"${v.description}" (${formatGBP(v.cost)}, ${formatLongUk(v.date)})`;
    return v.guess === "kind"
      ? `${what} is taken as a car, as nobody said what it is: it gets no annual investment allowance, only 6 % a year ` +
          "in the special rate pool. If it is a van, say so on the fixed asset register: a van gets the annual " +
          "investment allowance in the tax period it was bought (CAA 2001 s51A)."
      : `${what} is a car with no CO2 given, so it is pooled at 6 % a year as one above 50 g/km (CAA 2001 s104AA): ` +
          "give its CO2 on the fixed asset register.";
  });
  if (sentences.length === 0) {
    return {
      id: ID,
      status: "pass",
      message: "Every vehicle bought in the period is described for capital allowances.",
      fixAt: FIX_AT[ID],
    };
  }
  return { id: ID, status: "warn", message: sentences.join(" "), fixAt: FIX_AT[ID] };
}
