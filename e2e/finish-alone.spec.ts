import { expect, signUp, test } from "./fixtures";

/**
 * The period confirmation and the notes questions are answered on the Company page for the saved period: they show
 * as soon as a period is saved, before the readiness checklist ever asks for them (and without a reload).
 */
test("the period confirmation and the notes questions appear as soon as a period is saved", async ({ page }) => {
  // Before there is a period the answers are not asked for: the server could only refuse.
  const answersRefused: string[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname === "/api/period-answers" && res.status() >= 400) {
      answersRefused.push(`${res.request().method()} ${res.status()}`);
    }
  });
  await signUp(page);
  await page.goto("/company");
  const notes = page.getByRole("region", { name: "Notes to the accounts" });
  await expect(
    notes.getByText("Save the accounting period first; the notes are answered for each period."),
  ).toBeVisible();
  await expect(page.getByLabel("I confirm the accounting period")).toHaveCount(0);
  await expect(page.getByLabel("First year, nothing brought forward")).toHaveCount(0);

  await page.getByLabel("Period start").fill("2025-04-01");
  await page.getByLabel("Period end").fill("2026-03-31");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true })).toBeVisible();

  await expect(page.getByLabel("I confirm the accounting period")).toBeVisible();
  await expect(page.getByText("The saved period: 1 April 2025 to 31 March 2026.", { exact: false })).toBeVisible();
  await expect(notes.getByRole("group", { name: "Guarantees and other financial commitments" })).toBeVisible();
  await expect(notes.getByLabel("Written off or waived (£)")).toBeVisible();

  await page.getByLabel("I confirm the accounting period").click();
  await expect(page.getByLabel("I confirm the accounting period")).toBeChecked();
  await page.reload();
  await expect(page.getByLabel("I confirm the accounting period")).toBeChecked();
  expect(answersRefused).toEqual([]);
});

test("a link to a field of the Company page lands on that field: in view, the cursor in it", async ({ page }) => {
  await signUp(page);
  await page.goto("/company#opening-vat");
  const openingVat = page.getByLabel("VAT owed to HMRC at the start of the year (£)");
  await expect(openingVat).toBeFocused();
  await expect(openingVat).toBeInViewport();
  await page.keyboard.type("1650");
  await expect(openingVat).toHaveValue("1650");

  // A link to a section scrolls to it and leaves the cursor where it was.
  await page.goto("/company#notes");
  await expect(page.getByRole("region", { name: "Notes to the accounts" })).toBeInViewport();
  await expect(page.locator("input:focus, textarea:focus, select:focus")).toHaveCount(0);
});

test("a period with no transactions says a dormant company has no corporation tax, not £0.00", async ({ page }) => {
  await signUp(page);
  await page.goto("/company");
  await page.getByLabel("Period start").fill("2025-04-01");
  await page.getByLabel("Period end").fill("2026-03-31");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "View reports" }).click();
  const tax = page.getByRole("region", { name: "Corporation tax", exact: true });
  // A period with no lines is dormant (CA 2006 s1169): no corporation tax (CTA 2009 s2, s9), not tax still to come.
  await expect(tax.getByText("Dormant company: no corporation tax to pay;")).toBeVisible();
  await expect(tax.getByText("No transactions in this period yet")).toHaveCount(0);
  await expect(tax.getByText("£0.00")).toHaveCount(0);
});
