import { useQuery } from "@tanstack/react-query";
import type { VatReport } from "../../core/contracts";
import { apiJson } from "./request";

/**
 * The VAT report's query key: its path (so `invalidateReports` and every transaction change refresh it), and the
 * period when another than the current one is shown.
 */
export const vatReportKey = (period?: string) => ["/api/reports/vat", ...(period ? [{ period }] : [])] as const;

/** The URL of `GET /api/reports/vat`, with `?period=` when a period is given (absent: the current period). */
export const vatReportUrl = (period?: string) =>
  period ? `/api/reports/vat?period=${encodeURIComponent(period)}` : "/api/reports/vat";

/** `GET /api/reports/vat`: the VAT account of the current period, or of `period`. */
export function useVatReport(enabled: boolean, period?: string) {
  return useQuery<VatReport>({
    queryKey: vatReportKey(period),
    enabled,
    queryFn: ({ signal }) => apiJson<VatReport>("GET", vatReportUrl(period), undefined, { signal }),
  });
}
