import { vatQuarters, vatQuartersToJson, vatSummaryToJson } from "../../../core/accounts";
import { VAT_REPORT_LINES, type VatReport } from "../../../core/contracts";
import type { CompanyRow } from "../../platform/company/company-row";
import type { CompanyAccounts } from "./accounts.service";

/**
 * GET /api/reports/vat: the period's VAT account as core made it, with the drill-down line of each figure, and its
 * VAT quarters when the Company page says which months they end in.
 */
export function vatReport(ca: CompanyAccounts<CompanyRow>): VatReport {
  const vatStagger = ca.company.vatStagger ?? null;
  const base = { periodStatus: ca.periodStatus, lines: VAT_REPORT_LINES, vatStagger };
  if (!ca.accounts || !ca.period) {
    const none = { transactionIds: [], adjustmentIds: [], openingItemIds: [] };
    return {
      registered: ca.company.vatRegistered === true,
      scheme: ca.company.vatRegistered === true ? (ca.company.vatScheme ?? "standard") : null,
      flatRateBasisPoints: null,
      openingVat: 0,
      outputVat: 0,
      inputVat: 0,
      flatRateVat: 0,
      flatRateTurnover: 0,
      paidToHmrc: 0,
      openingVatSettled: 0,
      openingVatOutstanding: 0,
      liability: 0,
      sources: { outputVat: none, inputVat: none, flatRateVat: none, paidToHmrc: none },
      period: null,
      quarters: null,
      ...base,
    };
  }
  const { accounts } = ca;
  const quarters =
    vatStagger === null || !accounts.vat.registered
      ? null
      : vatQuartersToJson(
          vatQuarters({
            period: accounts.period,
            stagger: vatStagger,
            registeredFrom: ca.company.vatRegisteredFrom,
            ledger: accounts.ledger,
            postings: accounts.postings,
          }),
        );
  return {
    ...vatSummaryToJson(accounts.vat),
    period: { startDate: ca.period.start, endDate: ca.period.end },
    quarters,
    ...base,
  };
}
