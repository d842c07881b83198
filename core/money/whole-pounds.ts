import type { Pence } from "./pence";

/**
 * Pence to whole pounds, half away from zero, in integers (no floating point): how statutory accounts, the CH form
 * and the iXBRL show money.
 */
export function toWholePounds(p: Pence): number {
  const a = Math.abs(p);
  const pounds = Math.trunc(a / 100) + (a % 100 >= 50 ? 1 : 0);
  return p < 0 && pounds !== 0 ? -pounds : pounds; // never -0, as pence() never is
}
