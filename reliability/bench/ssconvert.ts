import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDebianCommand } from "../../bench/debian-command";
import { saveRows } from "../../server/test-support/seed";
import { createTestApp, signUpUser } from "../../server/test-support/test-app";
import { removeDir, tempDir } from "../support/server-process";

const DANGEROUS = [
  '=HYPERLINK("https://evil.example/","Click")',
  "=1+2",
  "+1+2",
  "-2+3",
  "@SUM(1,2)",
  "\t=1+2",
  "\r=1+2",
];

/** The XLSX export opened by Gnumeric's ssconvert: no formula evaluated, amounts still numbers. */
export async function ssconvertFigures(): Promise<string[]> {
  if (!ensureDebianCommand("ssconvert", "gnumeric"))
    return ["ssconvert: not available (apt-get install -y gnumeric failed) — check not run"];
  const dir = tempDir("ssconvert");
  const t = await createTestApp();
  try {
    const user = await signUpUser(t.app);
    await saveRows(
      t.app,
      user.cookie,
      DANGEROUS.map((description, i) => ({ date: `2025-04-0${i + 1}`, description, amount: `-${i + 1}.50` })),
    );
    const res = await t.app.inject({ method: "GET", url: "/api/export/xlsx", headers: { cookie: user.cookie } });
    const xlsx = path.join(dir, "export.xlsx");
    writeFileSync(xlsx, res.rawPayload);
    const csv = path.join(dir, "transactions.csv");
    const conv = spawnSync("ssconvert", ["-S", "-T", "Gnumeric_stf:stf_csv", xlsx, `${csv}.%n`], { encoding: "utf8" });
    if (conv.status !== 0) return [`ssconvert failed: ${conv.stderr.slice(0, 200)}`];
    const text = spawnSync("sh", ["-c", `cat ${dir}/transactions.csv.*`], { encoding: "utf8" }).stdout;
    const problems: string[] = [];
    if (/(^|,)"?3"?(,|$)/m.test(text) && !text.includes("'=1+2")) problems.push("=1+2 evaluated to 3");
    // The converted CSV doubles quotes inside a field.
    for (const d of DANGEROUS)
      if (!text.includes(`'${d.trim()}`.replace(/"/g, '""'))) problems.push(`not kept as text: ${JSON.stringify(d)}`);
    if (!/-1\.5\b/.test(text)) problems.push("amount -1.50 not a number in the converted sheet");
    readFileSync(xlsx);
    return [
      `ssconvert (Gnumeric) on the XLSX export: ${problems.length === 0 ? "no formula evaluated, amounts numeric" : problems.join("; ")}`,
    ];
  } finally {
    await t.close();
    removeDir(dir);
  }
}
