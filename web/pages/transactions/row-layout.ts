/**
 * How the list's rows are laid out. Wide (768 px and up): a table row. Narrow: the row's cells stack in a grid, so a
 * phone shows each row's date, description, amount and category without sideways scrolling — the description and
 * amount on the first line, the date, category and delete button on the second, the VAT rate on a third. These are
 * CSS classes, not a measured width, so the server's drawing of the first screen (the same components, rendered wide)
 * stacks on a phone before any script has run.
 */

/** Every row has the same height on a screen, so the virtualiser never measures and 50,000 rows scroll evenly. */
export const ROW_HEIGHT = 56;
export const STACKED_ROW_HEIGHT = 76;
export const STACKED_ROW_HEIGHT_VAT = 112;

export function rowHeight(stacked: boolean, vat: boolean): number {
  if (!stacked) return ROW_HEIGHT;
  return vat ? STACKED_ROW_HEIGHT_VAT : STACKED_ROW_HEIGHT;
}

const STACKED = "max-md:grid max-md:content-center max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-3";
export const STACKED_ROW_CLASS = `${STACKED} max-md:grid-cols-[auto_auto_minmax(0,1fr)_auto] max-md:[grid-template-areas:'check_desc_desc_amount'_'check_date_cat_action']`;
export const STACKED_ROW_CLASS_VAT = `${STACKED} max-md:grid-cols-[auto_auto_minmax(0,1fr)_auto] max-md:[grid-template-areas:'check_desc_desc_amount'_'check_date_cat_action'_'check_vat_vat_vat']`;

/** Each cell's place in the stacked grid (and nothing on a wide screen). */
export const CELL = {
  check: "max-md:[grid-area:check] max-md:px-0",
  date: "max-md:[grid-area:date] max-md:px-0 max-md:text-xs max-md:text-muted-foreground",
  desc: "max-md:[grid-area:desc] max-md:px-0",
  amount: "max-md:[grid-area:amount] max-md:px-0",
  balance: "max-md:hidden",
  cat: "max-md:[grid-area:cat] max-md:min-w-0 max-md:px-0",
  vat: "max-md:[grid-area:vat] max-md:px-0",
  action: "max-md:[grid-area:action] max-md:px-0",
} as const;
