/**
 * A small XML writer for HMRC's messages: elements are data, text and attribute values are always escaped, and
 * anything outside ASCII is written as a numeric character reference, so user text can never break the markup. The
 * output is indented (two spaces) so the submitted XML stays readable on a receipt; the IRmark is computed over
 * whatever is sent, whitespace included.
 */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string | undefined>>;
  readonly children: readonly XmlNode[];
}

export type XmlNode = XmlElement | string | null | undefined | false | readonly XmlNode[];

export function el(name: string, attrs: XmlElement["attrs"], ...children: XmlNode[]): XmlElement {
  return { name, attrs, children };
}

/** An element without attributes. */
export const e = (name: string, ...children: XmlNode[]): XmlElement => el(name, {}, ...children);

/** XML 1.0 Char: TAB, LF, CR and U+0020 upward, except surrogates and U+FFFE/U+FFFF. */
function isXmlChar(cp: number): boolean {
  if (cp < 0x20) return cp === 0x9 || cp === 0xa || cp === 0xd;
  return (cp <= 0xd7ff || cp >= 0xe000) && cp !== 0xfffe && cp !== 0xffff;
}

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Escapes markup, writes non-ASCII as numeric references and drops what XML cannot hold. */
export function escapeXml(text: string): string {
  // Most text (base64 attachments, amounts, dates) needs nothing: checked at once, it is not walked character by character.
  if (/^[\x20-\x21\x23-\x25\x27-\x3b\x3d\x3f-\x7e\t\n\r]*$/.test(text)) return text;
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (!isXmlChar(cp)) continue;
    out += cp < 0x80 ? (ESCAPES[ch] ?? ch) : `&#${cp};`;
  }
  return out;
}

function flatten(nodes: readonly XmlNode[], out: (XmlElement | string)[]): (XmlElement | string)[] {
  for (const n of nodes) {
    if (n === null || n === undefined || n === false) continue;
    if (Array.isArray(n)) flatten(n as readonly XmlNode[], out);
    else out.push(n as XmlElement | string);
  }
  return out;
}

function attributes(attrs: XmlElement["attrs"]): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) if (value !== undefined) out += ` ${key}="${escapeXml(value)}"`;
  return out;
}

function write(node: XmlElement | string, indent: string, out: string[]): void {
  if (typeof node === "string") {
    out.push(escapeXml(node));
    return;
  }
  const children = flatten(node.children, []);
  const open = `${node.name}${attributes(node.attrs)}`;
  if (children.length === 0) {
    out.push(`<${open}/>`);
    return;
  }
  if (children.every((c) => typeof c === "string")) {
    out.push(`<${open}>`, ...children.map((c) => escapeXml(c as string)), `</${node.name}>`);
    return;
  }
  const inner = `${indent}  `;
  out.push(`<${open}>`);
  for (const child of children) {
    out.push(`\n${inner}`);
    write(child, inner, out);
  }
  out.push(`\n${indent}</${node.name}>`);
}

/** The element as text, indented from `indent` (its own first line is not indented). */
export function serialiseXml(node: XmlElement, indent = ""): string {
  const out: string[] = [];
  write(node, indent, out);
  return out.join("");
}
