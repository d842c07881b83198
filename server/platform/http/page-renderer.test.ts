import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadPageRenderer, SSR_ENTRY_FILE } from "./page-renderer";

// The server finds the web app's server render by its path (dist/ssr): a production server will not start without
// it, any other serves the plain app; a file that is not the entry is refused rather than called.
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "mf-ssr-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadPageRenderer", () => {
  it("refuses a production start without the build, and gives none elsewhere", async () => {
    const dir = tempDir();
    await expect(loadPageRenderer(dir, true)).rejects.toThrow(/server render is not built: run `npm run build`/);
    await expect(loadPageRenderer(dir, false)).resolves.toBeNull();
  });

  it("loads the entry's renderer from the folder", async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, SSR_ENTRY_FILE),
      "export const renderer = { renderTransactionsPage: async () => '<p>drawn</p>', warmUp: async () => {} };",
    );
    const renderer = await loadPageRenderer(dir, true);
    expect(await renderer?.renderTransactionsPage({} as never, { cookie: "" })).toBe("<p>drawn</p>");
  });

  it("refuses a file that exports no renderer", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, SSR_ENTRY_FILE), "export const something = 1;");
    await expect(loadPageRenderer(dir, false)).rejects.toThrow(/exports no renderer/);
  });
});
