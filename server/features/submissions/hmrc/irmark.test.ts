import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { computeIrmark, irmarkBase32, withIrmark } from "./irmark";
import { HMRC_SCHEMA_DIR } from "./schema-validation";

/*
 * The IRmark (design note "Filing directly with HMRC"): the Body without its IRmark element, the namespaces declared
 * on GovTalkMessage in scope, Canonical XML 1.0 with comments, SHA-1, base64. HMRC's accepted TPVS sample (kept
 * unchanged in hmrc-schemas/) is the public test vector.
 */
const sample = readFileSync(path.join(HMRC_SCHEMA_DIR, "tpvs-accepted-sample.xml"), "utf8");

describe("the IRmark of HMRC's accepted sample", () => {
  it("is YrgW02ybxWOff7gHrELynhp1gRw=, the value the sample carries", () => {
    expect(computeIrmark(sample)).toBe("YrgW02ybxWOff7gHrELynhp1gRw=");
    expect(sample).toContain('<IRmark Type="generic">YrgW02ybxWOff7gHrELynhp1gRw=</IRmark>');
  });

  it("is c9GftdyDsaADxEdOnzQ5kpVWLPs= without the unused xmlns:xsi: inclusive canonicalisation keeps it in scope", () => {
    const withoutXsi = sample.replace(' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"', "");
    expect(withoutXsi).not.toBe(sample);
    expect(computeIrmark(withoutXsi)).toBe("c9GftdyDsaADxEdOnzQ5kpVWLPs=");
  });

  it("is quoted on the receipt in base32 as MK4BNU3MTPCWHH37XAD2YQXSTYNHLAI4", () => {
    expect(irmarkBase32("YrgW02ybxWOff7gHrELynhp1gRw=")).toBe("MK4BNU3MTPCWHH37XAD2YQXSTYNHLAI4");
  });

  it("does not depend on the IRmark element's value, nor on the header", () => {
    const other = sample
      .replace("YrgW02ybxWOff7gHrELynhp1gRw=", "anything")
      .replace("<SenderID>Provided by the SDST</SenderID>", "<SenderID>someone else</SenderID>");
    expect(computeIrmark(other)).toBe("YrgW02ybxWOff7gHrELynhp1gRw=");
  });

  it("changes with any change to the body, a comment included (with comments)", () => {
    expect(computeIrmark(sample.replace("<Name>Test</Name>", "<Name>Tesu</Name>"))).not.toBe(
      "YrgW02ybxWOff7gHrELynhp1gRw=",
    );
    expect(computeIrmark(sample.replace("<Name>Test</Name>", "<Name>Test</Name><!-- note -->"))).not.toBe(
      "YrgW02ybxWOff7gHrELynhp1gRw=",
    );
  });

  it("is refused for a message without a Body", () => {
    expect(() => computeIrmark('<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"/>')).toThrow(/Body/);
  });
});

describe("writing the IRmark in", () => {
  it("fills the empty IRmark element once, and only that", () => {
    const empty = '<a><IRmark Type="generic"></IRmark><b>x</b></a>';
    expect(withIrmark(empty, "abc=")).toBe('<a><IRmark Type="generic">abc=</IRmark><b>x</b></a>');
    expect(() => withIrmark("<a/>", "abc=")).toThrow(/IRmark/);
  });
});
