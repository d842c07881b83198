import { expect, type Page, test } from "@playwright/test";
import { CONSENT_STORAGE_KEYS as KEYS } from "./fixtures";

// These tests start without stored consent, so they import `test` from Playwright rather than the fixtures.

const DAY = 24 * 60 * 60 * 1000;
const banner = (page: Page) => page.getByRole("region", { name: "Cookies on Microfile" });
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function setStored(page: Page, values: Record<string, string | null>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }
  }, values);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("shows when nothing is stored, states the truth and links to the policies", async ({ page }) => {
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText("Essential cookies only");
  await expect(banner(page)).toContainText("Embedded videos load only after you click them");
  await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(banner(page).getByRole("link", { name: "GDPR" })).toHaveAttribute("href", "/gdpr");
});

test("Accept stores 'accepted' with a timestamp and the banner stays away", async ({ page }) => {
  await setStored(page, { [KEYS.deferredAt]: new Date(Date.now() - 2 * DAY).toISOString() });
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page, KEYS.consent)).toBe("accepted");
  expect(Date.parse((await stored(page, KEYS.consentTimestamp)) ?? "")).toBeGreaterThan(Date.now() - 60_000);
  expect(await stored(page, KEYS.deferredAt)).toBeNull();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("Reject Non-Essential stores 'rejected'", async ({ page }) => {
  await banner(page).getByRole("button", { name: "Reject Non-Essential" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page, KEYS.consent)).toBe("rejected");
  expect(await stored(page, KEYS.consentTimestamp)).not.toBeNull();
});

test("the close icon hides the banner for 24 hours, then it comes back", async ({ page }) => {
  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page, KEYS.consent)).toBeNull();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await setStored(page, { [KEYS.deferredAt]: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() });
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test("consent older than 365 days shows the banner again", async ({ page }) => {
  await setStored(page, {
    [KEYS.consent]: "accepted",
    [KEYS.consentTimestamp]: new Date(Date.now() - 366 * DAY).toISOString(),
  });
  await page.reload();
  await expect(banner(page)).toBeVisible();

  await setStored(page, { [KEYS.consentTimestamp]: new Date(Date.now() - 364 * DAY).toISOString() });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("the banner is rechecked every 5 minutes", async ({ page }) => {
  await page.clock.install();
  await page.reload();
  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(banner(page)).toBeHidden();
  await page.clock.fastForward(24 * 60 * 60 * 1000 + 5 * 60 * 1000);
  await expect(banner(page)).toBeVisible();
});
