import { type AccountsCopy, coverSubtitle, type FilingPackData, registrationLine } from "../../../core/filing/pack";
import { A4, ACCENT, CONTENT_WIDTH, INK, MARGIN, MUTED, type Pdf } from "./layout";

/** The pages listed on the cover; the P&L says whether this copy delivers it to the Registrar (CA 2006 s444(1)). */
function contentsOf(copy: AccountsCopy): [string, string][] {
  return [
    ["Balance sheet", "2"],
    ["Notes to the financial statements", "3"],
    [`Profit and loss account (${copy.profitAndLossIncluded ? "" : "not "}delivered to the Registrar)`, "4"],
  ];
}

/** Page 1: the company's registered name and number, and what the document is (uk-accounting-rules §2). */
export function coverPage(doc: Pdf, data: FilingPackData, copy: AccountsCopy): void {
  doc.y = A4.height * 0.28;
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(registrationLine(data), MARGIN.left, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(2.2);
  doc.font("Helvetica-Bold").fontSize(24).fillColor(ACCENT).text(data.company.name, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);
  doc.font("Helvetica").fontSize(13).fillColor(INK).text(coverSubtitle(data), { width: CONTENT_WIDTH });
  doc.moveDown(0.4);
  doc
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      "Micro-entity accounts prepared under FRS 105, The Financial Reporting Standard applicable to the Micro-entities Regime",
      {
        width: CONTENT_WIDTH,
      },
    );
  contents(doc, copy);
}

function contents(doc: Pdf, copy: AccountsCopy): void {
  doc.y = A4.height * 0.68;
  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text("Contents", MARGIN.left, doc.y);
  doc.moveDown(0.5);
  for (const [title, page] of contentsOf(copy)) {
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(title, MARGIN.left, y, { width: CONTENT_WIDTH - 40 });
    doc.text(page, MARGIN.left + CONTENT_WIDTH - 40, y, { width: 40, align: "right" });
    doc.moveDown(0.3);
  }
}
