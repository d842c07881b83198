/**
 * The heading of what moves a report line besides its transactions. Year-end adjustments and opening items are
 * adjustments; a line with only notes (the VAT inside a VAT figure's bank lines) has none, and is explained instead.
 */
export function explanationTitle(adjustments: number): string {
  return adjustments > 0 ? "Adjustments behind this line" : "About this line";
}
