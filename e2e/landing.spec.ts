import { expect, test } from "./fixtures";

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("has no sidebar and opens with the hero and its two buttons", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Year-end accounts");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Upload CSV & Start" })).toHaveAttribute("href", "/upload");
    await expect(page.getByRole("link", { name: "View Sample Reports" })).toHaveAttribute("href", "/reports");
    await expect(page.getByText("Sample with invented figures")).toBeVisible();
  });

  test("sticky header links to the sections and Get Started goes to /upload", async ({ page }) => {
    const sections = page.getByRole("navigation", { name: "Sections" });
    for (const [name, id] of [
      ["How it works", "how-it-works"],
      ["Features", "features"],
      ["Pricing", "pricing"],
    ] as const) {
      await sections.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // The header stays on screen while scrolling.
      await expect(page.getByRole("link", { name: "Get Started" })).toBeInViewport();
    }
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole("heading", { name: "Upload Transactions" })).toBeVisible();
  });

  test("shows the sections in the spec's order", async ({ page }) => {
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    const order = [
      "Three steps from statements to accounts",
      "Is your company a micro-entity?",
      "Careful with your data, clear about your numbers",
      "How directors use Microfile",
      "Free during beta, then £99 per filing pack",
      "Ready to prepare this year's accounts?",
    ].map((title) => headings.indexOf(title));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("eligibility check needs two of the three conditions and links to /upload", async ({ page }) => {
    await page.getByLabel("Turnover not more than £1 million").check();
    await expect(page.getByText("1 of 3 met: at least 2 are needed to qualify.")).toBeVisible();
    await page.getByLabel("10 or fewer employees on average").check();
    await expect(page.getByText("2 of 3 met: your company is likely to qualify as a micro-entity.")).toBeVisible();
    await expect(page.getByText("financial years starting on or after 6 April 2025", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start with your bank statements" })).toHaveAttribute(
      "href",
      "/upload",
    );
  });

  test("makes only claims that hold: six features, example scenarios, no unsourced statistics", async ({ page }) => {
    const features = page.locator("#features").getByRole("listitem");
    await expect(features).toHaveCount(6);
    await expect(
      page.getByText("HTTPS in transit; at rest where your host's disk or database provides it."),
    ).toBeVisible();
    await expect(page.locator("#features").getByRole("link", { name: "Delete My Data" })).toHaveAttribute(
      "href",
      "/delete-my-data",
    );
    await expect(page.getByText("Example scenario", { exact: true })).toHaveCount(3);
    await expect(page.getByText("85%")).toHaveCount(0);
  });

  test("pricing is free during beta, then £99 per filing pack with no subscription", async ({ page }) => {
    const pricing = page.locator("#pricing");
    await expect(pricing.getByText("Unlimited CSV uploads")).toBeVisible();
    await expect(pricing.getByText("Email support")).toBeVisible();
    await expect(pricing.getByText("£99", { exact: true })).toBeVisible();
    await expect(pricing.getByText("One-time payment, no subscription")).toBeVisible();
  });

  test("closing call to action and footer links", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Upload your bank CSV" })).toHaveAttribute("href", "/upload");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Upload", "/upload"],
      ["Reports", "/reports"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["GDPR", "/gdpr"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("button", { name: "Help" })).toBeVisible();
  });

  test("at 375 px the section links sit behind a menu button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "Sections menu" }).click();
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });
});
