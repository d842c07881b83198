/** The text of each page of a PDF, read with pdfjs-dist (legacy build, which runs in Node without a DOM). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // Text extraction needs no glyph data; errors only, so the missing standard font files do not warn.
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const items = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""));
    pages.push(items.join("").replace(/[ \t]+/g, " "));
  }
  await doc.destroy();
  return pages;
}

/** Collapses whitespace, so sentences that wrap across lines can be found whole. */
export function flatten(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
