/**
 * A closed year a filing step files instead of the current period: named as its packs are asked for (`ref`, the
 * `?period=` value), with its own dates, which pick its submissions out of the company's list.
 */
export interface ClosedYear {
  ref: string;
  startDate: string;
  endDate: string;
}
