import { formatLongUk } from "../../../core/dates";
import { accountsNotes, type FilingPackData, registrationLine } from "../../../core/filing/pack";
import { heading, keepTogether, type Pdf, paragraph, subheading } from "./layout";

/** Page 3: the notes a micro-entity gives at the foot of its balance sheet (CA 2006 s472(1A)). */
export function notesPage(doc: Pdf, data: FilingPackData): void {
  doc.addPage();
  heading(doc, data.company.name, 14);
  paragraph(doc, registrationLine(data), { bold: true });
  heading(doc, `Notes to the financial statements for the period ended ${formatLongUk(data.period.end)}`, 12.5);
  accountsNotes(data).forEach((note, i) => {
    keepTogether(doc, 70);
    subheading(doc, `${i + 1}. ${note.title}`);
    for (const text of note.paragraphs) paragraph(doc, text);
  });
}
