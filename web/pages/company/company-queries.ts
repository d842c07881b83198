import { useQuery } from "@tanstack/react-query";
import type { CompanyDto } from "../../../core/contracts";

/** GET /api/company (the current company) and GET /api/companies (all of the user's). */
export const companyKeys = {
  company: ["/api/company"],
  companies: ["/api/companies"],
} as const;

export interface CompanyListItem {
  id: string;
  name: string;
  periodEnd: string | null;
  current: boolean;
}

export function useCompany(enabled = true) {
  return useQuery<CompanyDto>({ queryKey: companyKeys.company, enabled });
}

export function useCompanies(enabled = true) {
  return useQuery<CompanyListItem[]>({ queryKey: companyKeys.companies, enabled });
}
