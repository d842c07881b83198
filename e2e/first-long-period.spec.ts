import { apiWriter, appOrigin, expect, signUp, test } from "./fixtures";

/** A sale in each of the two tax periods of a first period of account of 14 months. */
const ROWS = [
  { date: "2024-02-16", description: "HARROW HOMES LTD INV NJ101", amount: "3200.00", balance: "3200.00" },
  { date: "2025-03-27", description: "HARROW HOMES LTD INV NJ113", amount: "4400.00", balance: "7600.00" },
];

/**
 * Northgate Joinery Ltd, incorporated 1 February 2024, makes its first accounts up to 31 March 2025. They are due at
 * Companies House on 1 November 2025, 21 months after incorporation (CA 2006 s442(3)); the Reports page's reminder
 * to file with both said "due 9 months after your year end", which reads 31 December 2025, two months too late. The
 * 14 months are two tax periods (CTA 2009 s10) with a return each, both due 31 March 2026 (FA 1998 Sch 18 para
 * 14(1)(b)); the reminder spoke of one return.
 */
test("a first period over 12 months: the reminder to file with both gives the company's own due dates", async ({
  page,
}) => {
  await signUp(page);
  const api = apiWriter(page.request, appOrigin());
  const company = await api.putCompany({
    name: "Northgate Joinery Ltd",
    incorporationDate: "2024-02-01",
    periodStart: "2024-02-01",
    periodEnd: "2025-03-31",
  });
  expect(company.status(), await company.text()).toBe(200);
  const saved = await api.saveStatement(ROWS);
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto("/reports");
  const card = page.getByRole("region", { name: "Helpful Resources" });
  // The reports answer in parts; the deadlines may come after the card shows.
  await expect(card).toContainText("Your annual accounts go to Companies House (due 1 November 2025);", {
    timeout: 30_000,
  });
  await expect(card).toContainText(
    "your 2 Company Tax Returns (CT600), one for each tax period, with accounts and computations go to HMRC " +
      "(both due 31 March 2026).",
  );
});
