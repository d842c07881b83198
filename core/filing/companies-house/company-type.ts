/**
 * FormHeader CompanyType from the registration number's prefix: Scotland (SC), Northern Ireland (NI, and the old
 * R0 numbers), otherwise England and Wales (EW), whose private companies have eight digits.
 */
export function companyTypeOf(registrationNumber: string): "EW" | "SC" | "NI" {
  const n = registrationNumber.trim().toUpperCase();
  if (n.startsWith("SC")) return "SC";
  if (n.startsWith("NI") || n.startsWith("R0")) return "NI";
  return "EW";
}
