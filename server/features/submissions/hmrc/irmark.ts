import { createHash } from "node:crypto";
import type { Element } from "@xmldom/xmldom";
import { base32 } from "rfc4648";
import { C14nCanonicalizationWithComments } from "xml-crypto";
import { child, descendants, parseXml } from "./xml-dom";

/**
 * HMRC's IRmark (design note "Filing directly with HMRC"): the GovTalk Body with its IRmark element removed (the
 * whitespace around it stays), every namespace declared on GovTalkMessage in scope (inclusive canonicalisation),
 * Canonical XML 1.0 with comments, SHA-1, base64. Throws when the message has no Body.
 */
export function computeIrmark(govTalkMessage: string): string {
  const doc = parseXml(govTalkMessage);
  const root = doc?.documentElement ?? null;
  const body = child(root, "Body");
  if (!root || !body) throw new Error("The message has no GovTalk Body to compute the IRmark of");
  for (const mark of descendants(body, "IRmark")) mark.parentNode?.removeChild(mark);
  const c14n = new C14nCanonicalizationWithComments().process(body as unknown as globalThis.Node, {
    ancestorNamespaces: inheritedNamespaces(root, body.prefix !== null && body.prefix !== ""),
  });
  return createHash("sha1").update(c14n, "utf8").digest("base64");
}

/**
 * The namespaces declared on GovTalkMessage, which inclusive canonicalisation renders on the Body. An unprefixed
 * Body renders its default namespace itself; a prefixed one (gt:Body) inherits the root's default as well.
 */
function inheritedNamespaces(root: Element, bodyPrefixed: boolean): { prefix: string; namespaceURI: string }[] {
  const out: { prefix: string; namespaceURI: string }[] = [];
  for (let i = 0; i < root.attributes.length; i++) {
    const a = root.attributes.item(i);
    if (a?.prefix === "xmlns") out.push({ prefix: a.localName ?? "", namespaceURI: a.value });
    else if (a?.name === "xmlns" && bodyPrefixed) out.push({ prefix: "", namespaceURI: a.value });
  }
  return out;
}

/** The IRmark as HMRC's receipt quotes it: the same 20 bytes in base32 (RFC 4648, 32 characters). */
export function irmarkBase32(irmarkBase64: string): string {
  return base32.stringify(Buffer.from(irmarkBase64, "base64"));
}

/** The message with `irmark` written into its IRmark element (built with an empty one). */
export function withIrmark(govTalkMessage: string, irmark: string): string {
  const marker = '<IRmark Type="generic"></IRmark>';
  const emptyMarker = '<IRmark Type="generic"/>';
  const filled = `<IRmark Type="generic">${irmark}</IRmark>`;
  if (govTalkMessage.includes(marker)) return govTalkMessage.replace(marker, filled);
  if (govTalkMessage.includes(emptyMarker)) return govTalkMessage.replace(emptyMarker, filled);
  throw new Error("The message has no empty IRmark element to fill");
}
