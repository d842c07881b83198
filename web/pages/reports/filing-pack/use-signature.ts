import { useState } from "react";
import { useCompany } from "../../../api/company";
import { approvalDateError, defaultApprovalDate, londonToday } from "./approval-date";
import type { Signature } from "./export-request";

/**
 * The card's signature: the director chosen from the company's directors (one director is chosen for the person),
 * the approval date (today once the period has ended, until changed), the confirmation and the CH iXBRL's P&L
 * choice. The date's error shows once the field was left or a download was tried. `closedPeriodEnd`: the balance
 * sheet date of the closed year shown, whose packs are signed (else the company's current period end).
 */
export function useSignature(enabled: boolean, closedPeriodEnd?: string) {
  const { data: company } = useCompany(enabled);
  const directors = company?.directors ?? [];
  const periodEnd = closedPeriodEnd ?? company?.periodEnd ?? null;
  const today = londonToday();
  const [chosen, setChosen] = useState<Partial<Signature>>({});
  const [dateTouched, setDateTouched] = useState(false);

  // A director no longer on the company is not kept: the server would refuse the name.
  const chosenName = chosen.directorName !== undefined && directors.includes(chosen.directorName);
  const value: Signature = {
    directorName: chosenName ? (chosen.directorName ?? "") : directors.length === 1 ? (directors[0] ?? "") : "",
    confirmed: chosen.confirmed ?? false,
    approvalDate: chosen.approvalDate ?? defaultApprovalDate(periodEnd, today),
    includeProfitAndLoss: chosen.includeProfitAndLoss ?? false,
  };
  const error = approvalDateError(value.approvalDate, periodEnd, today);

  return {
    value,
    directors,
    periodEnd,
    today,
    dateError: dateTouched ? error : null,
    set: (patch: Partial<Signature>) => setChosen((c) => ({ ...c, ...patch })),
    touchDate: () => setDateTouched(true),
    /** True when a pack may be asked for; otherwise shows the date's error. */
    validate: (): boolean => {
      setDateTouched(true);
      return error === null;
    },
  };
}

/** The card's signature as the page shares it between the packs and the filing steps. */
export type SignatureState = ReturnType<typeof useSignature>;
