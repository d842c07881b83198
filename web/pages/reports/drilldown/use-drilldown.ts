import { useQuery } from "@tanstack/react-query";
import type { DrilldownRow } from "../../../../core/contracts";
import { apiJson } from "../../../api/request";
import { reportKeys } from "../report-queries";

/** The transactions behind one report line (the sample company's when `sample`). */
export function useDrilldown(line: string | null, sample: boolean) {
  return useQuery<DrilldownRow[]>({
    queryKey: reportKeys.drilldown(line ?? "", sample),
    enabled: line !== null,
    queryFn: ({ signal }) => {
      const path = sample ? "/api/reports/sample/drilldown" : "/api/reports/drilldown";
      return apiJson<DrilldownRow[]>("GET", `${path}?line=${encodeURIComponent(line ?? "")}`, undefined, { signal });
    },
  });
}
