import {
  balanceSheetCheck,
  cashCheck,
  companyDetailsCheck,
  directorsLoanCheck,
  dividendsCheck,
  dividendsReceivedCheck,
  hmrcBalancesCheck,
  lowConfidenceCheck,
  microEntityReadinessCheck,
  notesAnsweredCheck,
  openingBalancesCheck,
  payrollAccrualCheck,
  periodConfirmedCheck,
  uncategorisedCheck,
  unmatchedTransfersCheck,
  vatAnsweredCheck,
} from "./checks";
import { equipmentSalesCheck } from "./equipment-sales-check";
import { closeInvestmentHoldingCheck } from "./investment-holding-check";
import { lateFilingCheck } from "./late-filing-check";
import type { ReadinessInput } from "./readiness-input";
import type { Readiness, ReadinessCheck } from "./types";
import { vehiclesCheck } from "./vehicles-check";

/** Every check, in READINESS_CHECK_IDS order; ready when none blocks (warnings do not stop a filing). */
export function computeReadiness(input: ReadinessInput): Readiness {
  const checks: ReadinessCheck[] = [
    uncategorisedCheck(input),
    lowConfidenceCheck(input),
    periodConfirmedCheck(input),
    companyDetailsCheck(input),
    vatAnsweredCheck(input),
    openingBalancesCheck(input),
    balanceSheetCheck(input),
    cashCheck(input),
    unmatchedTransfersCheck(input),
    microEntityReadinessCheck(input),
    dividendsCheck(input),
    dividendsReceivedCheck(input),
    closeInvestmentHoldingCheck(input),
    directorsLoanCheck(input),
    notesAnsweredCheck(input),
    hmrcBalancesCheck(input),
    payrollAccrualCheck(input),
    lateFilingCheck(input),
    equipmentSalesCheck(input),
    vehiclesCheck(input),
  ];
  return { ready: checks.every((c) => c.status !== "block"), checks };
}

export function blockingChecks(readiness: Readiness): ReadinessCheck[] {
  return readiness.checks.filter((c) => c.status === "block");
}
