import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";

/** What the Upload page's browser tests share: files to choose, and the parts of the page they read. */

/** A file as `setFiles` takes it: the bytes are sent as they are, so encodings are tested for real. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const csv = (name: string, text: string | Buffer): UploadFile => ({
  name,
  mimeType: "text/csv",
  buffer: typeof text === "string" ? Buffer.from(text, "utf8") : text,
});

/** A statement written for these tests, from e2e/fixtures. */
export const fixture = (name: string): UploadFile =>
  csv(name, readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

export async function chooseFiles(page: Page, files: UploadFile[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles(files);
}

export const preview = (page: Page) => page.getByRole("region", { name: /^Preview of/ });

/** The figure (dd) paired with a label (dt) in a list of statistics: the summary or the audit box. */
export function stat(scope: Locator, label: string) {
  return scope.locator(`div:has(> dt:text-is("${label}")) > dd`);
}

export const summary = (page: Page) => page.getByRole("region", { name: "Summary" });
