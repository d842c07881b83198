import { DOMParser, type Document, type Element, type Node, onErrorStopParsing } from "@xmldom/xmldom";

/**
 * Reading HMRC's XML and the iXBRL documents by local name: answers from the live gateway have been seen with their
 * elements in another namespace than documented, and prefixes are the writer's choice, so names are matched without
 * them.
 */
export function parseXml(text: string): Document | null {
  try {
    return new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, "text/xml");
  } catch {
    return null;
  }
}

const ELEMENT_NODE = 1;

export function childElements(node: Node): Element[] {
  const out: Element[] = [];
  for (let c = node.firstChild; c !== null; c = c.nextSibling) if (c.nodeType === ELEMENT_NODE) out.push(c as Element);
  return out;
}

export const child = (node: Node | null, localName: string): Element | null =>
  node === null ? null : (childElements(node).find((c) => c.localName === localName) ?? null);

/** The element at a path of local names below `node`, each step the first child of that name. */
export function at(node: Node | null, ...path: string[]): Element | null {
  let n: Node | null = node;
  for (const name of path) n = child(n, name);
  return n as Element | null;
}

/** Every element of that local name below `node`, in document order. */
export function descendants(node: Node, localName: string): Element[] {
  const out: Element[] = [];
  const walk = (n: Node) => {
    for (const c of childElements(n)) {
      if (c.localName === localName) out.push(c);
      walk(c);
    }
  };
  walk(node);
  return out;
}

/** The text of an element and its descendants, trimmed; "" for a missing element. */
export const textOf = (node: Node | null): string => (node?.textContent ?? "").trim();
