import type { IsoDate } from "../../../core/dates";
import { type CompanyAccounts, computeCompanyAccounts } from "./accounts.service";
import { SAMPLE_CLOSING_BALANCE, SAMPLE_COMPANY, SAMPLE_TRANSACTIONS } from "./sample-company";

export type SampleCompany = typeof SAMPLE_COMPANY;

/** The sample company's accounts, by the same computation as a saved company's. */
export function sampleCompanyAccounts(today: IsoDate): Promise<CompanyAccounts<SampleCompany>> {
  return computeCompanyAccounts({
    company: SAMPLE_COMPANY,
    transactions: [...SAMPLE_TRANSACTIONS],
    statedBankBalance: () => SAMPLE_CLOSING_BALANCE,
    today,
  });
}
