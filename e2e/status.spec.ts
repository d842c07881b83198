import { expect, test } from "./fixtures";

test("the status page runs both checks on load and reports all systems operational", async ({ page }) => {
  await page.goto("/status");
  await expect(page.getByRole("heading", { name: "System Status" })).toBeVisible();
  await expect(page.getByText("All Systems Operational")).toBeVisible();
  await expect(page.getByText("GET /api/health")).toBeVisible();
  await expect(page.getByText("GET /api/support/health")).toBeVisible();
  // Each check shows the text it got back.
  await expect(page.locator("pre").filter({ hasText: '"ok":true' })).toHaveCount(2);
  // This server has no SUPPORT_EMAIL nor SMTP_URL: the page does not promise e-mail alerts nobody would get.
  await expect(page.getByText(/E-mail alerts are off on this server/)).toBeVisible();
  await expect(page.getByText(/Monitors run .* email alerts go to support/)).toHaveCount(0);
  // Inside the sidebar layout, but with no sidebar entry of its own.
  const sidebar = page.getByRole("navigation", { name: "Main" });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole("link", { name: /status/i })).toHaveCount(0);
});

test("a failing check shows Issues Detected and its error", async ({ page }) => {
  await page.route("**/api/support/health", (route) => route.fulfill({ status: 503, body: "mail down" }));
  await page.goto("/status");
  await expect(page.getByText("Issues Detected")).toBeVisible();
  await expect(page.getByText("mail down")).toBeVisible();
  await page.unroute("**/api/support/health");
  await page.route("**/api/support/health", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByText("Connection failed")).toBeVisible();
});

test("with e-mail alerts set up, the page says alerts go to support at the monitor's real interval", async ({
  page,
}) => {
  const body = '{"emailAlerts":true,"monitorIntervalSeconds":300,"ok":true}';
  await page.route("**/api/support/health", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body }),
  );
  await page.goto("/status");
  await expect(page.getByText("All Systems Operational")).toBeVisible();
  await expect(page.getByText("Monitors run every 5 minutes and email alerts go to support.")).toBeVisible();
  await expect(page.getByText(/E-mail alerts are off/)).toHaveCount(0);
});
