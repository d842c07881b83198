/**
 * The name one accounting period's document is saved as: the base name alone when the period of account is a single
 * accounting period, else numbered from 1 before the extension ("hmrc-computations-ap1.xhtml"). The server names
 * the download and the Reports page names its offer by this one rule, so the two always agree.
 */
export function accountingPeriodFileName(baseName: string, index: number, count: number): string {
  if (count <= 1) return baseName;
  const suffix = `-ap${index + 1}`;
  const dot = baseName.lastIndexOf(".");
  return dot < 0 ? `${baseName}${suffix}` : `${baseName.slice(0, dot)}${suffix}${baseName.slice(dot)}`;
}
