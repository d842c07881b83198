import { browserFigures } from "./browser.bench";
import { accuracyFigures, categoriseApiFigures, categoriseSpeedFigures } from "./categorise.bench";
import { csvFigures } from "./csv.bench";
import { hledgerFigures } from "./hledger.bench";
import { importFigures } from "./import.bench";
import { landingSizeFigures } from "./landing-size.bench";
import { packFigures } from "./packs.bench";
import { reportFigures } from "./reports.bench";
import { restoreFigures } from "./restore.bench";
import { startupFigures } from "./startup.bench";
import { type Figure, printTable } from "./table";

/**
 * `npm run bench`: the performance figures the issues ask for, printed as one table. Figures are measured, not
 * asserted; run on an otherwise idle machine for comparable numbers.
 */
const sections: Array<[string, () => Promise<Figure[]> | Figure[]]> = [
  ["startup", startupFigures],
  ["landing", landingSizeFigures],
  ["csv", csvFigures],
  ["hledger", hledgerFigures],
  ["import", importFigures],
  ["accuracy", accuracyFigures],
  ["categorise", categoriseSpeedFigures],
  ["categorise-api", categoriseApiFigures],
  ["restore", restoreFigures],
  ["reports", reportFigures],
  ["packs", packFigures],
  ["browser", browserFigures],
];

const only = process.argv.slice(2);
const rows: Figure[] = [];
for (const [name, run] of sections) {
  if (only.length && !only.includes(name)) continue;
  process.stderr.write(`bench: ${name}…\n`);
  try {
    rows.push(...(await run()));
  } catch (err) {
    rows.push({ area: name, figure: "failed", value: (err as Error).message.slice(0, 80) });
  }
}
printTable(rows);
process.exit(0);
