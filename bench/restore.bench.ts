import { createBenchApp } from "./bench-app";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import { benchClient } from "./http-client";
import { importAsNewUser } from "./import.bench";
import type { Figure } from "./table";
import { median, ms } from "./table";

const ROWS = 50_000;
const RUNS = 3;

/**
 * Undo of a year's bulk delete: 50,000 rows deleted in one call, then restored in one
 * `POST /api/transactions/bulk-restore`, timed over loopback HTTP on PGlite; each run checks every row came back.
 */
export async function restoreFigures(): Promise<Figure[]> {
  const t = await createBenchApp();
  try {
    const api = await benchClient(t.app);
    const { cookie, ids } = await importAsNewUser(t.app, api, generateBankCsv(ROWS));
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const deleted = await api.post("/api/transactions/bulk-delete", { ids }, cookie);
      if (deleted.json<{ deleted: number }>().deleted !== ids.length) throw new Error("bulk-delete left rows");
      const restored = await api.post("/api/transactions/bulk-restore", { ids }, cookie);
      if (restored.status !== 200) throw new Error(`bulk-restore ${restored.status}`);
      if (restored.json<{ restored: number }>().restored !== ids.length) throw new Error("bulk-restore left rows");
      times.push(restored.ms);
    }
    return [
      {
        area: "Recycle Bin",
        figure: `POST /api/transactions/bulk-restore, ${ids.length.toLocaleString("en-GB")} rows (PGlite; median of ${RUNS}, loopback HTTP)`,
        value: `${ms(median(times))} (runs ${times.map(ms).join(", ")})`,
        target: "≤ 2 s",
      },
    ];
  } finally {
    await t.close();
  }
}
