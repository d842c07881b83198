import { describe, expect, it } from "vitest";
import { base64, base64OfText, utf8ByteLength, utf8Bytes } from "./utf8";
import { e, el, escapeXml, serialiseXml } from "./xml-writer";

describe("UTF-8 and base64 without Buffer", () => {
  it("encodes RFC 4648's test vectors", () => {
    const vectors = ["", "f", "fo", "foo", "foob", "fooba", "foobar"];
    expect(vectors.map(base64OfText)).toEqual(["", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=", "Zm9vYmFy"]);
  });

  it("writes UTF-8 as TextEncoder does: £ in 2 bytes, € in 3, an emoji in 4, a lone surrogate as U+FFFD", () => {
    expect([...utf8Bytes("£€😀")]).toEqual([0xc2, 0xa3, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
    expect([...utf8Bytes("a\ud800b")]).toEqual([0x61, 0xef, 0xbf, 0xbd, 0x62]);
    const text = "Café £1,000 — 😀";
    expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    expect(base64(utf8Bytes(text))).toBe(Buffer.from(text, "utf8").toString("base64"));
  });
});

describe("the XML writer", () => {
  it("escapes markup, writes non-ASCII as references and drops what XML cannot hold", () => {
    expect(escapeXml('a & b < c > "d"')).toBe("a &amp; b &lt; c &gt; &quot;d&quot;");
    expect(escapeXml("Café £5\u0001")).toBe("Caf&#233; &#163;5");
    expect(escapeXml("Zm9vYmFy+/=")).toBe("Zm9vYmFy+/=");
  });

  it("indents elements that hold elements, keeps text inline, and closes empty ones", () => {
    const xml = serialiseXml(e("A", el("B", { x: "1&2", y: undefined }, "t"), e("C"), null, false, [e("D", "")]));
    expect(xml).toBe('<A>\n  <B x="1&amp;2">t</B>\n  <C/>\n  <D></D>\n</A>');
  });
});
