import { formatLongUk } from "../../../core/dates";
import { createPdf, pdfToBuffer } from "./layout";

export interface HmrcReceiptData {
  companyName: string;
  companyNumber: string | null;
  period: { start: string; end: string };
  amended: boolean;
  test: boolean;
  correlationId: string | null;
  /** The IRmark sent (base64) and as HMRC's receipt quotes it (base32). */
  irmark: string | null;
  irmarkBase32: string | null;
  acceptedAt: string | null;
  message: string;
  /** The GovTalk message as sent, the Gateway password left out. */
  xml: string;
}

export const HMRC_RECEIPT_XML_NAME = "ct600-as-sent.xml";

/**
 * HMRC's receipt of an accepted return as a one-page PDF: whose return, which period, the IRmark in both forms and
 * when it was accepted, with the message as sent embedded as a file (a PDF attachment), so the receipt and the
 * return it proves travel together. HMRC's receipt is the IRmark it quotes back (direct-filing.md).
 */
export async function renderHmrcReceiptPdf(r: HmrcReceiptData): Promise<Buffer> {
  const doc = createPdf({
    title: `HMRC receipt: ${r.companyName}`,
    author: "Microfile",
    subject: "Company tax return (CT600) accepted by HMRC",
  });
  doc.font("Helvetica-Bold").fontSize(16).text("Company tax return: HMRC's receipt");
  if (r.test) doc.font("Helvetica-Bold").fontSize(11).fillColor("#b45309").text("Test filing: nothing was filed.");
  doc.fillColor("black").moveDown();
  const line = (label: string, value: string) => {
    doc.font("Helvetica-Bold").fontSize(10).text(label);
    doc.font("Helvetica").fontSize(10).text(value).moveDown(0.5);
  };
  line("Company", `${r.companyName}${r.companyNumber ? ` (${r.companyNumber})` : ""}`);
  line("Accounting period", `${formatLongUk(r.period.start)} to ${formatLongUk(r.period.end)}`);
  line("Return", r.amended ? "Amended return" : "New return");
  line("Accepted by HMRC", r.acceptedAt ?? "HMRC gave no time");
  line("IRmark receipt (as HMRC quotes it)", r.irmarkBase32 ?? "not given");
  line("IRmark sent (base64)", r.irmark ?? "");
  line("HMRC's CorrelationID", r.correlationId ?? "");
  if (r.message) line("HMRC's message", r.message);
  doc
    .moveDown()
    .font("Helvetica")
    .fontSize(9)
    .text(`The return as sent is attached to this PDF as ${HMRC_RECEIPT_XML_NAME} (the Gateway password left out).`);
  doc.file(Buffer.from(r.xml, "utf8"), {
    name: HMRC_RECEIPT_XML_NAME,
    type: "application/xml",
    description: "The GovTalk message sent to HMRC, the Government Gateway password left out",
  });
  return pdfToBuffer(doc);
}
