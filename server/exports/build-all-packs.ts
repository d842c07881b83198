import type { FilingPackData } from "../../core/filing/pack";
import { renderChAccountsIxbrl } from "./ixbrl/ch-accounts-ixbrl";
import { renderHmrcAccountsIxbrl } from "./ixbrl/hmrc-accounts-ixbrl";
import { renderHmrcComputations } from "./ixbrl/hmrc-computations-ixbrl";
import { renderChPackPdf } from "./pdf/ch-pack-pdf";
import { renderChPackXlsx } from "./xlsx/ch-pack-xlsx";
import { type ExportTransactionRow, renderFullExportXlsx } from "./xlsx/full-export-xlsx";
import { renderHmrcPackXlsx } from "./xlsx/hmrc-pack-xlsx";

export type PackName = "chPdf" | "chXlsx" | "chIxbrl" | "hmrcXlsx" | "hmrcIxbrl" | "hmrcComputationsIxbrl" | "fullXlsx";

export interface BuiltPack {
  name: PackName;
  bytes: number;
  /** Wall-clock milliseconds to render this pack. */
  ms: number;
}

async function timed(name: PackName, render: () => Promise<Buffer | string> | string): Promise<BuiltPack> {
  const start = performance.now();
  const out = await render();
  return { name, bytes: typeof out === "string" ? Buffer.byteLength(out) : out.length, ms: performance.now() - start };
}

/**
 * Renders every pack from one set of data, one after another, timing each: the benchmark's entry point (a company
 * with 50,000 transactions should take under 2 s per pack). `data.approval` should be set for the CH packs. The HMRC
 * pack is the CT600 draft with both its attachments, the accounts and the computations (so box 80 is ticked); the
 * computations need the company's UTR.
 */
export async function buildAllPacks(
  data: FilingPackData,
  transactions: readonly ExportTransactionRow[],
  hmrc: { utr: string } = { utr: "1234567890" },
): Promise<BuiltPack[]> {
  const details = { ...hmrc, declaration: null, attachments: { accounts: true, computations: true } };
  return [
    await timed("chPdf", () => renderChPackPdf(data)),
    await timed("chXlsx", () => renderChPackXlsx(data)),
    await timed("chIxbrl", () => renderChAccountsIxbrl(data)),
    await timed("hmrcXlsx", () => renderHmrcPackXlsx(data, details)),
    await timed("hmrcIxbrl", () => renderHmrcAccountsIxbrl(data)),
    await timed("hmrcComputationsIxbrl", () =>
      renderHmrcComputations(data, hmrc.utr)
        .map((d) => d.xhtml)
        .join(""),
    ),
    await timed("fullXlsx", () =>
      renderFullExportXlsx({ companyName: data.company.name, generatedOn: data.generatedOn, pack: data, transactions }),
    ),
  ];
}
