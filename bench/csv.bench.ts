import { parseBankCsv } from "../core/csv";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import type { Figure } from "./table";
import { ms, timed } from "./table";

export async function csvFigures(): Promise<Figure[]> {
  const text = generateBankCsv(100_000);
  parseBankCsv(generateBankCsv(2_000)); // warm the JIT
  const [result, t] = await timed(() => parseBankCsv(text));
  return [
    {
      area: "Import",
      figure: `Parse 100,000-row CSV in core (${(text.length / 1e6).toFixed(1)} MB, ${result.rows.length} rows)`,
      value: ms(t),
      target: "< 500 ms",
    },
  ];
}
