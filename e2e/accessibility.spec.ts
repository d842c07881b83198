import { expectAccessible, VIEWPORTS } from "./a11y";
import { test } from "./fixtures";

/*
 * Accessibility, signed out: every route at 1280 px and 375 px. Signed in, the dialogs, the cookie banner and the
 * mobile sidebar are in accessibility-dialogs.spec.ts; the admin pages in accessibility-admin.spec.ts.
 */
const PAGES = [
  "/",
  "/privacy-policy",
  "/terms-of-service",
  "/gdpr",
  "/login",
  "/login?mode=signup",
  "/status",
  "/upload",
  "/transactions",
  "/recycle-bin",
  "/reports",
  "/company",
  "/admin",
  "/admin/support",
  "/delete-my-data",
  "/payment-success",
  "/payment-success?session_id=cs_test_signed_out",
  "/no-such-page",
];

for (const viewport of VIEWPORTS) {
  test.describe(`signed out, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PAGES) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        const heading = page.getByRole("heading", { level: 1 });
        await heading.waitFor();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, heading, `${path} signed out ${viewport.name}`);
      });
    }
  });
}
