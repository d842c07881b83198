import { describe, expect, it } from "vitest";
import { csvBlob } from "./csv-blob";

describe("csvBlob", () => {
  it("starts with UTF-8's byte-order mark (EF BB BF), then the text in UTF-8, so Excel shows £ and accents", async () => {
    const blob = csvBlob("Description,Amount\nCafé,£3.50\n");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // "é" is C3 A9 and "£" is C2 A3 in UTF-8.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFDescription,Amount\nCafé,£3.50\n");
    expect(blob.type).toBe("text/csv;charset=utf-8");
  });

  it("puts only one mark before an empty text", async () => {
    expect([...new Uint8Array(await csvBlob("").arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
