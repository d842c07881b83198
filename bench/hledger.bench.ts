import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureDebianCommand } from "./debian-command";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import type { Figure } from "./table";

/** What the issues quote: hledger 1.25 reading the 100,000-row file with 40 rules takes about 30 s. */
export const QUOTED_HLEDGER_SECONDS = 30;
const RULES = 40;

export interface HledgerReference {
  seconds: number;
  /** Where the figure comes from, for the table. */
  source: string;
}

/** hledger 1.25 is Debian's package (ensureDebianCommand); null when it cannot be had. */
function hledgerVersion(): string | null {
  if (!ensureDebianCommand("hledger", "hledger")) return null;
  const version = spawnSync("hledger", ["--version"], { encoding: "utf8" });
  return version.status === 0 ? version.stdout.trim().split(",")[0]! : null;
}

/**
 * CSV rules in hledger's format for the generated statement: its 40 most frequent payees, each to its own account
 * (the "40 rules"), the rest to one account.
 */
export function hledgerRules(csv: string): string {
  const counts = new Map<string, number>();
  for (const line of csv.split("\n").slice(1)) {
    // The payee: the description up to its first word with a digit (card numbers, dates, references follow).
    const description = line.split(",")[1] ?? "";
    const payee = description.replace(/ \S*\d.*$/, "").trim();
    if (payee) counts.set(payee, (counts.get(payee) ?? 0) + 1);
  }
  const payees = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, RULES)
    .map(([p]) => p);
  const head = [
    "skip 1",
    "fields date, description, amount, balance",
    "date-format %d/%m/%Y",
    "currency £",
    "account1 assets:bank",
    "account2 expenses:unknown",
  ];
  const rules = payees.map((p) => `if ${p}\n  account2 expenses:${p.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`);
  return `${[...head, "", ...rules].join("\n")}\n`;
}

let measured: Promise<HledgerReference> | null = null;

/**
 * hledger reading the same 100,000-row file the import benchmark uses, with 40 rules, timed on this machine (once
 * per bench run); the quoted 30 s when hledger cannot be installed.
 */
export function hledgerReference(): Promise<HledgerReference> {
  measured ??= Promise.resolve().then(() => {
    const version = hledgerVersion();
    if (!version) return { seconds: QUOTED_HLEDGER_SECONDS, source: "quoted ≈30 s; hledger not installable here" };
    const dir = mkdtempSync(path.join(tmpdir(), "mf-hledger-"));
    try {
      const csv = generateBankCsv(100_000);
      const file = path.join(dir, "statement.csv");
      writeFileSync(file, csv);
      writeFileSync(`${file}.rules`, hledgerRules(csv));
      const started = performance.now();
      const run = spawnSync("hledger", ["-f", file, "--rules-file", `${file}.rules`, "stats"], { encoding: "utf8" });
      const seconds = (performance.now() - started) / 1000;
      if (run.status !== 0) throw new Error(`hledger failed: ${run.stderr.slice(0, 200)}`);
      return { seconds, source: `${version} measured here` };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return measured;
}

export async function hledgerFigures(): Promise<Figure[]> {
  const ref = await hledgerReference();
  return [
    {
      area: "Import",
      figure: `hledger reading the same 100,000-row file with ${RULES} rules (${ref.source})`,
      value: `${ref.seconds.toFixed(1)} s`,
      target: "the issues quote ≈30 s",
    },
  ];
}
