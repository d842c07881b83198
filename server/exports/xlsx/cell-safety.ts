/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell text that starts with = + - @ TAB or CR, also after
 * leading spaces, could run as a formula once the sheet is saved as CSV or re-typed. It gets a leading apostrophe,
 * the same rule as core/csv's safeCsvCell, without CSV quoting (a workbook cell needs none).
 */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) || /^\s+[=+\-@]/.test(value) ? `'${value}` : value;
}
