import { apiWriter, appOrigin, expect, signUp, test } from "./fixtures";

// The header on a 390 px phone: the sidebar toggle, the mark, Help and Sign Out sit beside the company switcher, and
// the current company's name is read in full there (wrapping onto a second line), not cut to its first letters.

const NAME = "Marlowe Harbourside Joinery Ltd";

test.describe("The header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the company switcher shows the whole company name, and the page never scrolls sideways", async ({ page }) => {
    await signUp(page);
    expect((await apiWriter(page.request, appOrigin()).putCompany({ name: NAME })).status()).toBe(200);
    await page.goto("/company");
    const switcher = page.getByRole("banner").getByRole("button", { name: /^Company: / });
    await expect(switcher).toHaveText(NAME);
    const name = switcher.getByText(NAME, { exact: true });
    await expect(name).toBeVisible();
    // Nothing of the name is hidden: its box holds all of its text, across and down.
    expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await name.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    // Each word of the name lies inside the screen and inside the header.
    const header = await page.getByRole("banner").boundingBox();
    const box = await name.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y).toBeGreaterThanOrEqual(header!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + header!.height);
    // The rest of the header is still there and on screen.
    for (const control of [
      page.getByRole("button", { name: "Toggle Sidebar" }),
      page.getByRole("button", { name: "Help" }),
      page.getByRole("button", { name: "Sign Out" }),
    ]) {
      const b = await control.boundingBox();
      expect(b!.x + b!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
