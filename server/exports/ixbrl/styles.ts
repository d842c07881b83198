/** Embedded CSS (no external resources): the document reads like the PDF pack in a browser and in print. */
export const STYLESHEET = `
body { margin: 0; background: #eef2f5; color: #1f2933; font-family: Helvetica, Arial, sans-serif; font-size: 10pt; }
.page { box-sizing: border-box; width: 210mm; min-height: 297mm; margin: 12mm auto; padding: 22mm 22mm 18mm;
  background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.15); position: relative; }
.cover { padding-top: 80mm; }
h1 { color: #0b4f6c; font-size: 22pt; margin: 8mm 0 4mm; }
h2 { color: #0b4f6c; font-size: 14pt; margin: 0 0 2mm; }
h3 { font-size: 11pt; margin: 5mm 0 1mm; }
p { line-height: 1.45; margin: 0 0 3mm; }
.crn { font-weight: bold; }
.muted { color: #52606d; }
table.figures { width: 100%; border-collapse: collapse; margin: 4mm 0 6mm; }
table.figures th { text-align: right; font-weight: bold; padding: 1mm 0 1mm 4mm; width: 28mm; }
table.figures td { padding: 1.2mm 0; }
table.figures td.amount { text-align: right; padding-left: 4mm; white-space: nowrap; width: 28mm; }
tr.subtotal td, tr.total td { font-weight: bold; }
tr.subtotal td.amount, tr.total td.amount { border-top: 0.6pt solid #1f2933; }
tr.total td.amount { border-bottom: 2.4pt double #1f2933; }
tr.section td { font-weight: bold; font-size: 10.5pt; padding-top: 4mm; }
.statements { border-top: 0.5pt solid #9aa5b1; padding-top: 4mm; }
.signature { margin-top: 14mm; width: 70mm; border-top: 0.6pt solid #1f2933; padding-top: 1mm; }
.footer { position: absolute; left: 22mm; right: 22mm; bottom: 10mm; font-size: 8pt; color: #52606d; }
@media print { body { background: #fff; } .page { margin: 0; box-shadow: none; page-break-after: always; } }
`;
