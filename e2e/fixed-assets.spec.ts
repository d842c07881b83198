import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

/** Saves bank lines and sets each one's category, as the Transactions page would. */
async function saveCategorised(page: Page, rows: { date: string; description: string; amount: string; cat: string }[]) {
  const res = await page.request.post("/api/transactions", {
    headers: { Origin: origin() },
    data: {
      transactions: rows.map(({ cat: _cat, ...r }) => ({ ...r, balance: null, category: null, notes: null })),
      fileName: "statement.csv",
      fileCount: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const saved = (await res.json()).transactions as { id: string }[];
  for (const [i, row] of rows.entries()) {
    const patch = await page.request.patch(`/api/transactions/${saved[i]!.id}`, {
      headers: { Origin: origin() },
      data: { categoryId: row.cat },
    });
    expect(patch.status(), await patch.text()).toBe(200);
  }
}

test.describe("Fixed assets card", () => {
  test("lists the register, saves a car's CO2 and shows a refusal in words", async ({ page }) => {
    await signUp(page);
    await saveCategorised(page, [
      { date: "2025-04-10", description: "INVOICE 1", amount: "50000.00", cat: "sales" },
      { date: "2025-05-01", description: "STEEL LATHE", amount: "-4000.00", cat: "equipment" },
      { date: "2025-06-01", description: "CAR DEALER", amount: "-20000.00", cat: "motor-vehicles" },
    ]);
    await page.goto("/company");
    const card = page.locator("#fixed-assets");
    await expect(card.getByRole("heading", { name: "Fixed assets" })).toBeVisible();
    await expect(card.getByTestId("fixed-asset-row")).toHaveCount(2);
    await expect(card.getByLabel("Kind of CAR DEALER")).toHaveValue("car");
    await expect(card.getByLabel("Kind of STEEL LATHE")).toHaveValue("plant");

    await card.getByLabel("CO2 g/km of CAR DEALER").fill("120");
    await card.getByRole("button", { name: "Save CAR DEALER" }).click();
    await expect(page.getByText("Fixed asset saved", { exact: true })).toBeVisible();

    await card.getByLabel("Sale proceeds of STEEL LATHE").fill("500");
    await card.getByRole("button", { name: "Save STEEL LATHE" }).click();
    await expect(card.getByRole("alert")).toHaveText(
      "Give the date the asset was sold (disposedOn) with the proceeds.",
    );

    await page.reload();
    await expect(page.locator("#fixed-assets").getByLabel("CO2 g/km of CAR DEALER")).toHaveValue("120");
    const tax = await page.request.get("/api/reports/corporation-tax");
    const body = await tax.json();
    // The lathe's £4,000 has the AIA; the car is pooled at 6 % (above 50 g/km): £1,200.
    expect(body.capitalAllowances).toBe(5_200);
    expect(body.ct600.box695).toBe(1_200);
  });

  /**
   * A director buying a van sees the Kind it is taken as: a vehicle is a car until said otherwise, and a car gets no
   * annual investment allowance. At 1280 px beside the sidebar the register's eight columns squeezed the Kind list
   * to its arrow, so "Car" could not be read; each option must show whole.
   */
  test("shows each row's kind whole at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(page);
    await saveCategorised(page, [
      {
        date: "2024-12-03",
        description: "Bristol Street Motors FORD TRANSIT CUSTOM",
        amount: "-18000.00",
        cat: "motor-vehicles",
      },
      { date: "2025-03-12", description: "STEEL LATHE", amount: "-4000.00", cat: "equipment" },
    ]);
    await page.goto("/company");
    const card = page.locator("#fixed-assets");
    await expect(card.getByTestId("fixed-asset-row")).toHaveCount(2);
    for (const name of ["Bristol Street Motors FORD TRANSIT CUSTOM", "STEEL LATHE"]) {
      const kind = card.getByLabel(`Kind of ${name}`);
      const room = await kind.evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const widest = Math.max(...[...el.options].map((o) => ctx.measureText(o.text).width));
        // The padding on both sides and the browser's own arrow (about 20 px) besides the text.
        return (
          el.clientWidth - (widest + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + 20)
        );
      });
      expect(room, `the kind of ${name}`).toBeGreaterThanOrEqual(0);
    }
    // Every field and Save within the card, without scrolling sideways (the register's table was 1,079 px wide in
    // a 910 px card, Sale proceeds and Save beyond its edge).
    const edge = await card.boundingBox();
    for (const name of ["Bristol Street Motors FORD TRANSIT CUSTOM", "STEEL LATHE"]) {
      const save = await card.getByRole("button", { name: `Save ${name}` }).boundingBox();
      expect(save!.x + save!.width, `Save ${name}`).toBeLessThanOrEqual(edge!.x + edge!.width);
    }
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
});
