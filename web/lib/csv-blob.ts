/** UTF-8's byte-order mark: without it Excel reads a CSV as Windows-1252 and shows "£" as "Â£", "é" as "Ã©". */
export const UTF8_BOM = "\uFEFF";

/** A CSV file made in the browser, ready for `saveBlob`: the byte-order mark, then the text, as UTF-8. */
export function csvBlob(text: string): Blob {
  return new Blob([UTF8_BOM, text], { type: "text/csv;charset=utf-8" });
}
