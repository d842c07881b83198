import { coverSubtitle, type FilingPackData, registrationLine } from "../../../core/filing/pack";
import { balanceSheetPage } from "./balance-sheet-page";
import { coverPage } from "./cover-page";
import { addFooters, createPdf, pdfToBuffer } from "./layout";
import { notesPage } from "./notes-page";
import { profitAndLossPage } from "./profit-and-loss-page";

/**
 * The Companies House pack as a PDF (A4, searchable text): cover, balance sheet with the statutory statements and
 * the director's approval, notes, and the profit and loss account marked as not delivered.
 */
export function renderChPackPdf(data: FilingPackData): Promise<Buffer> {
  const doc = createPdf({
    title: `${data.company.name} — ${coverSubtitle(data)}`,
    author: data.company.name,
    subject: "Micro-entity accounts (FRS 105) for Companies House",
  });
  coverPage(doc, data);
  balanceSheetPage(doc, data);
  notesPage(doc, data);
  profitAndLossPage(doc, data);
  addFooters(doc, `${registrationLine(data)} · ${data.company.name}`);
  return pdfToBuffer(doc);
}
