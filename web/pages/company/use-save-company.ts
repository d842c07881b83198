import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyBody, CompanyDto } from "../../../core/contracts";
import { apiJson } from "../../api/request";
import { invalidateReports } from "../reports/report-queries";
import { companyKeys } from "./company-queries";

/** PUT /api/company; afterwards the company, the company list and every report are refreshed. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody) => apiJson<CompanyDto>("PUT", "/api/company", body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(companyKeys.company, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.company }),
        queryClient.invalidateQueries({ queryKey: companyKeys.companies }),
        invalidateReports(queryClient),
      ]);
    },
  });
}
