import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";

export interface ReportPeriod {
  /** The `?period=` of the URL (a closed period's id or start date); undefined shows the current, open period. */
  period: string | undefined;
  /** Shows another period (undefined: the current one), keeping the rest of the URL's query. */
  setPeriod: (period: string | undefined) => void;
}

/** Reads `period` from a query string ("?period=…&x=1" or "period=…"); empty means absent. */
export function periodFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get("period");
  return value ? value : undefined;
}

/** The query string with `period` set (or removed), the other parameters kept in order. */
export function searchWithPeriod(search: string, period: string | undefined): string {
  const params = new URLSearchParams(search);
  if (period) params.set("period", period);
  else params.delete("period");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The period the Reports page shows lives in the URL (`?period=<id>`), so a closed year can be linked to and the
 * back button returns to the last one; every report query of the page passes it on.
 */
export function useReportPeriod(): ReportPeriod {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const period = periodFromSearch(search);
  const setPeriod = useCallback(
    (next: string | undefined) => navigate(`${location}${searchWithPeriod(search, next)}`),
    [location, navigate, search],
  );
  return { period, setPeriod };
}
