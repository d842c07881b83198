import { expect, signUp, test } from "./fixtures";
import { chooseFiles, csv, preview } from "./upload-helpers";

const MARCH_A =
  "Date,Description,Amount\n20/03/2025,COFFEE SHOP,-3.20\n21/03/2025,ACME LTD,100.00\n22/03/2025,RENT,-450.00\n";
/** The same account's next download, overlapping the first by two rows. */
const MARCH_B =
  "Date,Description,Amount\n21/03/2025,Acme Ltd ,100.00\n22/03/2025,RENT,-450.00\n23/03/2025,BT GROUP,-45.99\n";

test("Import Successful counts the duplicates the browser removed and the ones already saved", async ({ page }) => {
  await signUp(page);
  await page.goto("/upload");
  await chooseFiles(page, [csv("march-a.csv", MARCH_A)]);
  await expect(preview(page)).toHaveAccessibleName("Preview of 3 transactions");
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import Successful" })).toContainText(
    "Imported 3 transaction(s). 0 duplicate(s) skipped.",
  );
  await expect(page).toHaveURL(/\/transactions$/);

  // Both files again with Remove duplicates on: the browser drops b's 2 repeats of a's rows and sends 4; of those,
  // a's 3 are already saved. 1 imported, 2 + 3 = 5 skipped.
  await page.goto("/upload");
  await chooseFiles(page, [csv("march-a.csv", MARCH_A), csv("march-b.csv", MARCH_B)]);
  await page.getByRole("checkbox", { name: "Remove duplicates" }).check();
  await expect(preview(page)).toHaveAccessibleName("Preview of 4 transactions");
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import Successful" })).toContainText(
    "Imported 1 transaction(s). 5 duplicate(s) skipped.",
  );
  const saved = (await (await page.request.get("/api/transactions")).json()) as unknown[];
  expect(saved).toHaveLength(4);
});
