import type { ReadinessCheckId } from "../../../core/contracts";
import type { IsoDate } from "../../../core/dates";
import { type YearSteps, yearSteps } from "../../../core/year-steps";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { countAdjustments } from "../adjustments/adjustments.repo";
import { periodReadiness } from "../readiness/readiness.service";
import { adjustmentsChecked, packDownloaded, setAdjustmentsChecked } from "./year-steps.repo";

/**
 * Where the company's open year stands, step by step, from the same readiness checks the checklist shows, the
 * period's adjustments, and whether a filing pack of the period was downloaded.
 */
export async function companyYearSteps(db: Db, scope: Scope, today: IsoDate): Promise<YearSteps> {
  const { readiness, accounts, answers } = await periodReadiness(db, scope, today);
  const passes = (id: ReadinessCheckId) => readiness.checks.find((c) => c.id === id)?.status === "pass";
  const period = accounts.period;
  const [adjustments, checked, pack] = period
    ? await Promise.all([
        countAdjustments(db, scope, period),
        adjustmentsChecked(db, scope, period),
        packDownloaded(db, scope, period),
      ])
    : [{ total: 0 }, false, false];
  return yearSteps({
    detailsDone: passes("company-details") && passes("vat-answered"),
    hasTransactions: accounts.transactions.length > 0,
    noBankAccount: answers?.noBankAccount === true,
    categorised: passes("uncategorised"),
    reviewed: passes("low-confidence"),
    adjustments: adjustments.total,
    adjustmentsChecked: checked,
    readinessReady: readiness.ready,
    packDownloaded: pack,
  });
}

/** The person's answer "no year-end adjustments are needed" for the open period; then the steps as they now are. */
export async function checkAdjustments(db: Db, scope: Scope, today: IsoDate, checked: boolean): Promise<YearSteps> {
  const { accounts } = await periodReadiness(db, scope, today);
  if (!accounts.period) {
    throw new AppError(
      "bad_request",
      "The company has no accounting period yet: set its dates on the Company page, or upload a bank statement.",
    );
  }
  await setAdjustmentsChecked(db, scope, accounts.period, checked);
  return companyYearSteps(db, scope, today);
}
