/**
 * A tiny XML writer for the iXBRL document: elements are data, text and attribute values are always escaped, and
 * the output is ASCII (anything else becomes a numeric character reference), so user text can never break the
 * markup and no HTML named entity appears (iXBRL is XHTML: only XML's five entities exist).
 */
import { MARKUP_ESCAPES } from "../../platform/http/escape-html";

export interface XmlElement {
  name: string;
  attrs: Readonly<Record<string, string | number | undefined>>;
  children: readonly XmlNode[];
}

export type XmlNode = XmlElement | string | null | readonly XmlNode[];

export function el(name: string, attrs: XmlElement["attrs"] = {}, ...children: XmlNode[]): XmlElement {
  return { name, attrs, children };
}

/** XML 1.0 Char: TAB, LF, CR, and U+0020 upward except surrogates and U+FFFE/U+FFFF. */
function isXmlChar(cp: number): boolean {
  if (cp < 0x20) return cp === 0x9 || cp === 0xa || cp === 0xd;
  return (cp <= 0xd7ff || cp >= 0xe000) && cp !== 0xfffe && cp !== 0xffff;
}

/**
 * Escapes markup characters, writes non-ASCII as numeric references ("£" → "&#163;") and drops characters XML
 * cannot hold (control characters, lone surrogates).
 */
export function escapeXml(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (!isXmlChar(cp)) continue;
    out += cp < 0x80 ? (MARKUP_ESCAPES[ch] ?? ch) : `&#${cp};`;
  }
  return out;
}

function attributes(attrs: XmlElement["attrs"]): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${escapeXml(String(value))}"`;
  }
  return out;
}

function write(node: XmlNode, out: string[]): void {
  if (node === null) return;
  if (typeof node === "string") {
    out.push(escapeXml(node));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node as readonly XmlNode[]) write(child, out);
    return;
  }
  const e = node as XmlElement;
  if (e.children.length === 0) {
    out.push(`<${e.name}${attributes(e.attrs)}/>`);
    return;
  }
  out.push(`<${e.name}${attributes(e.attrs)}>`);
  for (const child of e.children) write(child, out);
  out.push(`</${e.name}>`);
}

export function serialiseXml(node: XmlNode): string {
  const out: string[] = [];
  write(node, out);
  return out.join("");
}
