import {
  type AccountsCopy,
  coverSubtitle,
  type FilingPackData,
  REGISTRAR_COPY,
  registrationLine,
} from "../../../core/filing/pack";
import { balanceSheetPage } from "./balance-sheet-page";
import { coverPage } from "./cover-page";
import { addFooters, createPdf, pdfToBuffer } from "./layout";
import { notesPage } from "./notes-page";
import { profitAndLossPage } from "./profit-and-loss-page";

/**
 * The Companies House pack as a PDF (A4, searchable text): cover, balance sheet with the statutory statements and
 * the director's approval, notes, and the profit and loss account, marked as delivered to the Registrar or not as
 * `copy` says (by default the Registrar's copy without it, CA 2006 s444(1)).
 */
export function renderChPackPdf(data: FilingPackData, copy: AccountsCopy = REGISTRAR_COPY): Promise<Buffer> {
  const doc = createPdf({
    title: `${data.company.name} — ${coverSubtitle(data)}`,
    author: data.company.name,
    subject: "Micro-entity accounts (FRS 105) for Companies House",
  });
  coverPage(doc, data, copy);
  balanceSheetPage(doc, data, copy);
  notesPage(doc, data);
  profitAndLossPage(doc, data, copy);
  addFooters(doc, `${registrationLine(data)} · ${data.company.name}`);
  return pdfToBuffer(doc);
}
