import type { Pence } from "../money";

/** What the company itself says about who it pays and how HMRC knows it: evidence before any guess. */
export interface CompanyFacts {
  /** The directors' names as the Company page holds them ("Amara Okafor"). */
  directors: readonly string[];
  /** The called-up share capital in pence, when known. */
  shareCapital?: Pence | null;
  /** The VAT registration number ("GB123456789"). */
  vatNumber?: string | null;
  /** The PAYE reference: the employer reference ("123/AB45678") or the Accounts Office one ("123PA00012345"). */
  payeReference?: string | null;
}
