import { expect, test } from "./fixtures";
import { signUpWithReadyCompany } from "./ready-company";

// The Corporation Tax & Deadlines card at 1280 px, as a director in her first, loss-making year reads it: each
// figure stands apart from its label, and each micro-entity test keeps its whole tick however its words wrap.

test.use({ viewport: { width: 1280, height: 800 } });

/** A first year to 31 March 2025 with a £4,000 loss: £1,000 of sales, a £5,000 bill (utilities), nothing else. */
const YEAR = [
  { date: "2024-05-01", description: "BRAMBLE FINCH INV 101", amount: "1000.00", balance: "1000.00" },
  { date: "2024-06-03", description: "DD BRITISH GAS", amount: "-5000.00", balance: "-4000.00" },
];

test("the tax card's labels and figures do not run together, and every tick is whole", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpWithReadyCompany(page, "Harbour Lane Studio Ltd", YEAR, {
    periodStart: "2024-04-01",
    periodEnd: "2025-03-31",
  });
  await page.goto("/reports");

  const tax = page.getByRole("region", { name: "Corporation tax", exact: true });
  const label = tax.locator("dt", { hasText: "Trading losses carried forward" });
  await expect(label).toBeVisible({ timeout: 30_000 });
  const figure = label.locator("xpath=following-sibling::dd");
  await expect(figure).toHaveText("£4,000.00");
  const [l, f] = [await label.boundingBox(), await figure.boundingBox()];
  // On one line the figure starts a clear space after the label ends.
  expect(f!.x - (l!.x + l!.width)).toBeGreaterThanOrEqual(8);

  const ticks = page.getByRole("region", { name: "Micro-entity check" }).locator("li svg");
  await expect(ticks).toHaveCount(3);
  for (const tick of await ticks.all()) {
    const box = await tick.boundingBox();
    expect(box!.width).toBe(16);
  }
});
