import { expect, test } from "./fixtures";

const PAGES = [
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms-of-service", title: "Terms of Service" },
  { path: "/gdpr", title: "GDPR Compliance" },
] as const;

for (const { path, title } of PAGES) {
  test(`${title} is a sidebar-free page dated October 23, 2025`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Last updated October 23, 2025")).toBeVisible();
    await expect(page.getByText(/England and Wales/).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(title));
  });
}

test("the privacy policy covers what the spec lists", async ({ page }) => {
  await page.goto("/privacy-policy");
  const article = page.getByRole("article");
  for (const fact of [
    "your email address and name",
    "OpenID Connect provider",
    "argon2id hash",
    "account numbers, card numbers, sort codes and email addresses removed",
    "We use essential cookies only",
    "load only after you click them",
    "within 30 days of account deletion",
    "for 6 years",
    "within 72 hours",
    "within one month",
    "two further months",
  ]) {
    await expect(article.getByText(fact, { exact: false }).first()).toBeVisible();
  }
});

test("the GDPR page links to Delete My Data", async ({ page }) => {
  await page.goto("/gdpr");
  const links = page.getByRole("main").getByRole("link", { name: "Delete My Data" });
  await expect(links.first()).toHaveAttribute("href", "/delete-my-data");
  await links.first().click();
  await expect(page).toHaveURL(/\/delete-my-data$/);
  await expect(page.getByRole("heading", { name: "Delete My Data" })).toBeVisible();
});
