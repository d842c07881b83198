/**
 * A small strict XML parser for tests: it accepts only well-formed XML (one root, balanced tags, quoted and unique
 * attributes, the five XML entities and numeric references, every namespace prefix declared) and throws with the
 * offset of the first fault. It returns a tree to query, with entities decoded.
 */
export interface XmlNodeTree {
  name: string;
  attrs: Record<string, string>;
  children: (XmlNodeTree | string)[];
  parent: XmlNodeTree | null;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export class XmlError extends Error {}

function decode(text: string, at: number): string {
  return text.replace(/&([^;&<]*);|&/g, (_match, body: string | undefined) => {
    if (body === undefined) throw new XmlError(`bare & near offset ${at}`);
    if (ENTITIES[body] !== undefined) return ENTITIES[body];
    const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body);
    if (!numeric) throw new XmlError(`unknown entity &${body}; near offset ${at}`);
    return String.fromCodePoint(numeric[1] ? Number.parseInt(numeric[1], 16) : Number(numeric[2]));
  });
}

function parseAttributes(source: string, at: number): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /\s+([^\s=/>]+)\s*=\s*("([^"<]*)"|'([^'<]*)')/gy;
  let consumed = 0;
  for (let m = re.exec(source); m !== null; m = re.exec(source)) {
    const name = m[1]!;
    if (!NAME.test(name)) throw new XmlError(`bad attribute name ${name} near offset ${at}`);
    if (name in attrs) throw new XmlError(`duplicate attribute ${name} near offset ${at}`);
    attrs[name] = decode(m[3] ?? m[4] ?? "", at);
    consumed = re.lastIndex;
  }
  const rest = source.slice(consumed);
  if (rest.trim() !== "") throw new XmlError(`malformed attributes "${rest.trim().slice(0, 40)}" near offset ${at}`);
  return attrs;
}

function namespaceOf(node: XmlNodeTree, prefix: string): string | undefined {
  for (let n: XmlNodeTree | null = node; n; n = n.parent) {
    const uri = n.attrs[prefix === "" ? "xmlns" : `xmlns:${prefix}`];
    if (uri !== undefined) return uri;
  }
  return prefix === "xml" ? "http://www.w3.org/XML/1998/namespace" : undefined;
}

function checkPrefixes(node: XmlNodeTree, at: number): void {
  const names = [node.name, ...Object.keys(node.attrs).filter((a) => a !== "xmlns" && !a.startsWith("xmlns:"))];
  for (const name of names) {
    const colon = name.indexOf(":");
    if (colon > 0 && namespaceOf(node, name.slice(0, colon)) === undefined) {
      throw new XmlError(`undeclared prefix in ${name} near offset ${at}`);
    }
  }
}

function skipProlog(xml: string): number {
  const decl = /^<\?xml\s[^?]*\?>/.exec(xml);
  return decl ? decl[0].length : 0;
}

export function parseStrictXml(xml: string): XmlNodeTree {
  const stack: XmlNodeTree[] = [];
  let root: XmlNodeTree | null = null;
  let i = skipProlog(xml);
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (text.length) {
      const top = stack[stack.length - 1];
      if (!top) {
        if (text.trim()) throw new XmlError(`text outside the root at offset ${i}`);
      } else top.children.push(decode(text, i));
    }
    if (lt === -1) break;
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt);
      if (end === -1) throw new XmlError(`unclosed comment at ${lt}`);
      i = end + 3;
      continue;
    }
    if (xml.startsWith("<!", lt) || xml.startsWith("<?", lt)) throw new XmlError(`unexpected markup at offset ${lt}`);
    const gt = xml.indexOf(">", lt);
    if (gt === -1) throw new XmlError(`unclosed tag at offset ${lt}`);
    const inner = xml.slice(lt + 1, gt);
    if (inner.includes("<")) throw new XmlError(`< inside a tag at offset ${lt}`);
    i = gt + 1;
    if (inner.startsWith("/")) {
      const name = inner.slice(1).trim();
      const top = stack.pop();
      if (!top || top.name !== name)
        throw new XmlError(`</${name}> does not close <${top?.name ?? "nothing"}> at offset ${lt}`);
      continue;
    }
    const selfClosing = inner.endsWith("/");
    const body = selfClosing ? inner.slice(0, -1) : inner;
    const nameMatch = /^[^\s/>]+/.exec(body);
    const name = nameMatch?.[0] ?? "";
    if (!NAME.test(name)) throw new XmlError(`bad element name "${name}" at offset ${lt}`);
    const parent = stack[stack.length - 1] ?? null;
    if (!parent && root) throw new XmlError(`second root element <${name}> at offset ${lt}`);
    const node: XmlNodeTree = { name, attrs: parseAttributes(body.slice(name.length), lt), children: [], parent };
    checkPrefixes(node, lt);
    if (parent) parent.children.push(node);
    else root = node;
    if (!selfClosing) stack.push(node);
  }
  if (stack.length) throw new XmlError(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new XmlError("no root element");
  return root;
}

export function findAll(node: XmlNodeTree, test: (n: XmlNodeTree) => boolean, out: XmlNodeTree[] = []): XmlNodeTree[] {
  if (test(node)) out.push(node);
  for (const child of node.children) if (typeof child !== "string") findAll(child, test, out);
  return out;
}

export function byName(node: XmlNodeTree, name: string): XmlNodeTree[] {
  return findAll(node, (n) => n.name === name);
}

export function textOf(node: XmlNodeTree): string {
  return node.children.map((c) => (typeof c === "string" ? c : textOf(c))).join("");
}
