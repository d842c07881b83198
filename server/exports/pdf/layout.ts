import PDFDocument from "pdfkit";

/**
 * A4 page furniture for the filing pack: one text column, amount columns on the right, a footer with the company
 * number on every page (uk-accounting-rules §2: name and number on the cover and the balance sheet page).
 */
export type Pdf = PDFKit.PDFDocument;

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = { left: 64, right: 64, top: 72, bottom: 72 };
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
export const INK = "#1f2933";
export const MUTED = "#52606d";
export const ACCENT = "#0b4f6c";

const AMOUNT_WIDTH = 78;
const COLUMN_GAP = 12;
/** The right edges of the amount columns (current, prior). */
const RIGHT = A4.width - MARGIN.right;

export function createPdf(info: { title: string; author: string; subject: string }): Pdf {
  return new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: "Microfile",
      Producer: "Microfile",
    },
  });
}

export function heading(doc: Pdf, text: string, size = 15): void {
  doc.font("Helvetica-Bold").fontSize(size).fillColor(ACCENT).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}

export function subheading(doc: Pdf, text: string): void {
  doc.font("Helvetica-Bold").fontSize(10.5).fillColor(INK).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
}

export function paragraph(
  doc: Pdf,
  text: string,
  options: { size?: number; color?: string; bold?: boolean } = {},
): void {
  doc
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(options.size ?? 9.5)
    .fillColor(options.color ?? INK)
    .text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.5);
}

function columnX(index: number, columns: number): number {
  const fromRight = columns - 1 - index;
  return RIGHT - AMOUNT_WIDTH - fromRight * (AMOUNT_WIDTH + COLUMN_GAP);
}

function labelWidth(columns: number): number {
  return columnX(0, columns) - MARGIN.left - COLUMN_GAP;
}

export interface RowStyle {
  bold?: boolean;
  /** A thin rule above the amounts (a subtotal), or a double rule below (a final total). */
  ruleAbove?: boolean;
  doubleBelow?: boolean;
  indent?: number;
}

/** A label with right-aligned amounts; the row's height is the taller of the label and the amounts. */
export function amountRow(doc: Pdf, label: string, amounts: readonly string[], style: RowStyle = {}): void {
  const top = doc.y;
  const font = style.bold ? "Helvetica-Bold" : "Helvetica";
  const width = labelWidth(amounts.length) - (style.indent ?? 0);
  if (style.ruleAbove) rules(doc, amounts.length, top - 2, 1);
  doc.font(font).fontSize(9.5).fillColor(INK);
  doc.text(label, MARGIN.left + (style.indent ?? 0), top, { width });
  const labelBottom = doc.y;
  amounts.forEach((amount, i) => {
    doc.text(amount, columnX(i, amounts.length), top, { width: AMOUNT_WIDTH, align: "right", lineBreak: false });
  });
  const bottom = Math.max(labelBottom, top + doc.currentLineHeight(true));
  if (style.doubleBelow) rules(doc, amounts.length, bottom + 1, 2);
  doc.x = MARGIN.left;
  doc.y = bottom + 5;
}

/** Column headings above the amounts, e.g. "2026" / "£". */
export function columnHeadings(doc: Pdf, lines: readonly (readonly string[])[]): void {
  for (const cells of lines) {
    const top = doc.y;
    doc.font("Helvetica-Bold").fontSize(9.5).fillColor(INK);
    cells.forEach((cell, i) => {
      doc.text(cell, columnX(i, cells.length), top, { width: AMOUNT_WIDTH, align: "right", lineBreak: false });
    });
    doc.x = MARGIN.left;
    doc.y = top + doc.currentLineHeight(true) + 2;
  }
  doc.moveDown(0.3);
}

function rules(doc: Pdf, columns: number, y: number, count: 1 | 2): void {
  doc.save().lineWidth(0.6).strokeColor(INK);
  for (let i = 0; i < columns; i++) {
    const x = columnX(i, columns) + 8;
    for (let r = 0; r < count; r++)
      doc
        .moveTo(x, y + r * 2.2)
        .lineTo(x + AMOUNT_WIDTH - 8, y + r * 2.2)
        .stroke();
  }
  doc.restore();
}

export function horizontalRule(doc: Pdf): void {
  const y = doc.y;
  doc.save().lineWidth(0.5).strokeColor("#9aa5b1").moveTo(MARGIN.left, y).lineTo(RIGHT, y).stroke().restore();
  doc.y = y + 8;
}

/** Starts space for the signature: a line to sign on, then the printed name. */
export function signatureBlock(doc: Pdf, name: string, caption: string): void {
  doc.moveDown(1.6);
  const y = doc.y;
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(INK)
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + 200, y)
    .stroke()
    .restore();
  doc.y = y + 4;
  paragraph(doc, name, { bold: true });
  doc.moveUp(0.4);
  paragraph(doc, caption, { color: MUTED, size: 9 });
}

/** Writes the footer on every buffered page: the company name and number, and "Page n of m". */
export function addFooters(doc: Pdf, left: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    const y = A4.height - 44;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(left, MARGIN.left, y, { width: CONTENT_WIDTH - 90, height: 10, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i + 1} of ${range.count}`, RIGHT - 80, y, { width: 80, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** Ends the document and collects its bytes. */
export function pdfToBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** Moves to a new page unless at least `needed` points are left on this one. */
export function keepTogether(doc: Pdf, needed: number): void {
  if (doc.y + needed > A4.height - MARGIN.bottom) doc.addPage();
}
