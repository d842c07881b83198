import { describe, expect, it } from "vitest";
import { byName, parseStrictXml, textOf } from "./strict-xml";

const NS = 'xmlns="urn:a" xmlns:x="urn:x"';

describe("the strict XML checker used by the iXBRL tests", () => {
  it("parses a well-formed document and decodes entities", () => {
    const root = parseStrictXml(
      `<?xml version="1.0" encoding="UTF-8"?>\n<r ${NS}><x:a k="1 &amp; 2">&#163;5 &lt;b&gt;</x:a><b/></r>\n`,
    );
    const a = byName(root, "x:a")[0]!;
    expect(a.attrs.k).toBe("1 & 2");
    expect(textOf(a)).toBe("£5 <b>");
  });

  it.each([
    [`<r ${NS}><a></b></r>`, "does not close"],
    [`<r ${NS}><a>`, "never closed"],
    [`<r ${NS}>AT&T</r>`, "bare &"],
    [`<r ${NS}>&nbsp;</r>`, "unknown entity"],
    [`<r ${NS} k=1/>`, "malformed attributes"],
    [`<r ${NS} k="1" k="2"/>`, "duplicate attribute"],
    [`<r ${NS}><y:a/></r>`, "undeclared prefix"],
    [`<r ${NS}/><r ${NS}/>`, "second root"],
    [`<r ${NS}><!DOCTYPE x></r>`, "unexpected markup"],
  ])("rejects %s", (xml, message) => {
    expect(() => parseStrictXml(xml)).toThrow(message);
  });
});
