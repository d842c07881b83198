import type { PeriodDto, PeriodsList } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";

/** The value of the current period in the picker: no `?period=` at all. */
export const CURRENT = "";

export interface PeriodOption {
  value: string;
  label: string;
  period: PeriodDto;
}

const span = (p: PeriodDto) => `${formatLongUk(p.startDate)} to ${formatLongUk(p.endDate)}`;

/** The picker's choices: the current period first, then the closed ones, latest first. */
export function periodOptions(list: PeriodsList): PeriodOption[] {
  const closed = [...list.periods].reverse().map((p) => ({
    value: p.id ?? p.startDate,
    label: `${span(p)} (closed)`,
    period: p,
  }));
  const current = list.current
    ? [{ value: CURRENT, label: `${span(list.current)} (current)`, period: list.current }]
    : [];
  return [...current, ...closed];
}

/**
 * The period `?period=` names (a closed period's id or its start date; absent: the current one), or null when it
 * names none of the company's periods.
 */
export function shownPeriod(list: PeriodsList, param: string | undefined): PeriodDto | null {
  if (!param) return list.current;
  return (
    list.periods.find((p) => p.id === param || p.startDate === param) ??
    (list.current?.startDate === param ? list.current : null)
  );
}

/** The picker's value for a shown period. */
export const optionValue = (p: PeriodDto | null): string =>
  !p || p.status === "open" ? CURRENT : (p.id ?? p.startDate);
