import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The rule itself (import-boundaries.grit): probe files written into core/, server/ and web/, checked by Biome as
// `npm run lint` checks the tree, then removed.
const root = path.resolve(import.meta.dirname, "..");
const tag = randomBytes(4).toString("hex");

const probes = {
  coreIntoServer: ["core", 'import { loadEnv } from "../server/env";\n\nexport const probe = loadEnv;\n'],
  coreIntoWeb: ["core", 'import { probe as web } from "../web/main";\n\nexport const probe = web;\n'],
  coreNodeBuiltIn: ["core", 'import { readFileSync } from "node:fs";\n\nexport const probe = readFileSync;\n'],
  coreBareBuiltIn: ["core", 'import { spawn } from "child_process";\n\nexport const probe = spawn;\n'],
  coreDatabase: ["core", 'import pg from "pg";\n\nexport const probe = pg;\n'],
  coreClean: [
    "core",
    'import { z } from "zod";\nimport { ZERO } from "./money/pence";\n\nexport const probe = [z, ZERO];\n',
  ],
  taxIntoFiling: [
    "core/tax",
    'import { filingDeadlines } from "../filing";\n\nexport const probe = filingDeadlines;\n',
  ],
  domainIntoContracts: [
    "core/vat",
    'import type { TransactionDto } from "../contracts/transactions";\n\nexport type Probe = TransactionDto;\n',
  ],
  nestedDomainIntoContracts: [
    "core/filing/pack",
    'import type { Readiness } from "../../contracts/readiness";\n\nexport type Probe = Readiness;\n',
  ],
  domainModelIntoContracts: [
    "core/domain",
    'import { transactionFromWire } from "../contracts/transaction-from-wire";\n\nexport const probe = transactionFromWire;\n',
  ],
  formerlyExemptIntoContracts: [
    "core/first-screen",
    'import type { TransactionsFirstScreenDto } from "../contracts";\n\nexport type Probe = TransactionsFirstScreenDto;\n',
  ],
  contractsIntoDomain: [
    "core/contracts",
    'import { ZERO } from "../money/pence";\nimport type { TransactionDto } from "./transactions";\n\nexport const probe = ZERO;\nexport type Probe = TransactionDto;\n',
  ],
  serverIntoWeb: ["server", 'import { probe as web } from "../web/main";\n\nexport const probe = web;\n'],
  serverClean: [
    "server",
    'import pg from "pg";\nimport { ZERO } from "../core/money/pence";\n\nexport const probe = [pg, ZERO];\n',
  ],
  webIntoServer: ["web", 'import { loadEnv } from "../server/env";\n\nexport const probe = loadEnv;\n'],
  pageIntoServer: [
    "web/pages/upload",
    'import { loadEnv } from "../../../server/env";\n\nexport const probe = loadEnv;\n',
  ],
  pageIntoPage: [
    "web/pages/company",
    'import { formatPounds } from "../reports/report-format";\n\nexport const probe = formatPounds;\n',
  ],
  nestedPageIntoPage: [
    "web/pages/reports/year-end",
    'import { formFromCompany } from "../../company/company-form-values";\n\nexport const probe = formFromCompany;\n',
  ],
  pageThroughPagesFolder: [
    "web/pages/company",
    'import { UploadPage } from "../../pages/upload/upload-page";\n\nexport const probe = UploadPage;\n',
  ],
  pageClean: [
    "web/pages/reports/year-end",
    [
      'import { ZERO } from "../../../../core/money";',
      'import { Button } from "../../../components/ui/button";',
      'import { money } from "../../../lib/money";',
      'import { useReportPeriod } from "../periods/use-report-period";',
      'import { formatPounds } from "../report-format";',
      'import { KIND_LABELS } from "./adjustment-form";',
      "",
      "export const probe = [ZERO, Button, money, useReportPeriod, formatPounds, KIND_LABELS];",
      "",
    ].join("\n"),
  ],
  webClean: [
    "web",
    'import { ZERO } from "../core/money/pence";\nimport { money } from "./lib/money";\n\nexport const probe = [ZERO, money];\n',
  ],
} as const;
type Probe = keyof typeof probes;

const file = (name: Probe) => `${probes[name][0]}/boundary-probe-${tag}-${name}.ts`;
interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}
let diagnostics: Diagnostic[] = [];
let status: number | null = null;

beforeAll(() => {
  const names = Object.keys(probes) as Probe[];
  for (const name of names) writeFileSync(path.join(root, file(name)), probes[name][1]);
  const biome = path.join(root, "node_modules", ".bin", "biome");
  const run = spawnSync(biome, ["check", "--reporter=json", ...names.map(file)], { cwd: root, encoding: "utf8" });
  status = run.status;
  diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});

afterAll(() => {
  for (const name of Object.keys(probes) as Probe[]) rmSync(path.join(root, file(name)), { force: true });
});

const of = (name: Probe) => diagnostics.filter((d) => d.location.path === file(name));
/** What the boundary rules (Biome's plugin diagnostics) said about a probe. */
const refusal = (name: Probe) =>
  of(name)
    .filter((d) => d.category === "plugin")
    .map((d) => d.message);

describe("import boundaries (npm run lint)", () => {
  it("fails the lint when a file breaks a boundary", () => {
    expect(status).toBe(1);
  });

  it("refuses a core/ file that imports from server/, saying why", () => {
    expect(refusal("coreIntoServer")).toEqual([
      expect.stringMatching(/^core\/ imports nothing from server\/: it is the pure part/),
    ]);
  });

  it("refuses a core/ file that imports from web/", () => {
    expect(refusal("coreIntoWeb")).toEqual([expect.stringMatching(/^core\/ imports nothing from web\//)]);
  });

  it.each(["coreNodeBuiltIn", "coreBareBuiltIn", "coreDatabase"] as const)(
    "refuses a Node built-in or an I/O package in core/ (%s)",
    (name) => {
      expect(refusal(name)).toEqual([expect.stringMatching(/^core\/ does no I\/O/)]);
    },
  );

  it("refuses core/tax importing core/filing, the one direction inside core that is ruled out", () => {
    expect(refusal("taxIntoFiling")).toEqual([expect.stringMatching(/^core\/tax imports nothing from core\/filing/)]);
  });

  it("refuses a server/ file that imports from web/", () => {
    expect(refusal("serverIntoWeb")).toEqual([expect.stringMatching(/^server\/ imports nothing from web\//)]);
  });

  it.each([
    "domainIntoContracts",
    "nestedDomainIntoContracts",
    "domainModelIntoContracts",
    "formerlyExemptIntoContracts",
  ] as const)("refuses a core/ domain file that imports core/contracts (%s)", (name) => {
    expect(refusal(name)).toEqual([
      expect.stringMatching(/^A core\/ domain folder imports nothing from core\/contracts/),
    ]);
  });

  it.each(["webIntoServer", "pageIntoServer"] as const)(
    "refuses a web/ file that imports from server/ (%s)",
    (name) => {
      expect(refusal(name)).toEqual([expect.stringMatching(/^web\/ imports nothing from server\//)]);
    },
  );

  it.each(["pageIntoPage", "nestedPageIntoPage", "pageThroughPagesFolder"] as const)(
    "refuses a page that imports from another page (%s)",
    (name) => {
      expect(refusal(name)).toEqual([expect.stringMatching(/^A page imports nothing from another page/)]);
    },
  );

  it("exempts no core/ domain file: none imports core/contracts, so contracts -> domain is the only direction", () => {
    const grit = readFileSync(path.join(root, "scripts", "import-boundaries.grit"), "utf8");
    expect(grit).not.toMatch(/still_on_the_wire|\$inner <: not (?!r"contracts)/);
    const importing = readdirSync(path.join(root, "core"), { recursive: true, encoding: "utf8" })
      .map((name) => `core/${name.split(path.sep).join("/")}`)
      .filter(
        (name) => /\.tsx?$/.test(name) && !name.startsWith("core/contracts/") && !name.includes("boundary-probe-"),
      )
      .filter((name) => /from "(?:\.\.\/)+contracts[/"]/.test(readFileSync(path.join(root, name), "utf8")));
    expect(importing).toEqual([]);
  });

  it("passes core/ files that import core/ and zod, and server/ files that import core/ and packages", () => {
    expect(of("coreClean")).toEqual([]);
    expect(of("serverClean")).toEqual([]);
  });

  it("passes core/contracts importing the domain, and web/ files that import core/, web/lib, components and their own page", () => {
    expect(of("contractsIntoDomain")).toEqual([]);
    expect(of("pageClean")).toEqual([]);
    expect(of("webClean")).toEqual([]);
  });
});
