/**
 * Makes the rest of the page `inert` while a modal popup (a Select's list, a dropdown menu) is open, and returns the
 * undo. Radix hides the rest of the page from screen readers with aria-hidden and keeps focus in the popup with a
 * script; `inert` says the same in HTML, so the browser itself keeps focus and clicks out of the hidden page and no
 * aria-hidden element can hold focus (axe's aria-hidden-focus). Like Radix's aria-hidden, live regions keep announcing.
 */
export function inertOthers(popup: Element): () => void {
  const kept = [popup, ...document.body.querySelectorAll("[aria-live], script")];
  const onPathToKept = new Set<Element>();
  for (const element of kept) {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      onPathToKept.add(node);
    }
  }
  const keptSet = new Set(kept);
  const changed: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (keptSet.has(child)) continue;
      if (onPathToKept.has(child)) visit(child);
      else if (!child.hasAttribute("inert")) {
        child.setAttribute("inert", "");
        changed.push(child);
      }
    }
  };
  visit(document.body);
  return () => {
    for (const element of changed) element.removeAttribute("inert");
  };
}

/**
 * A ref for the popup's content element: the page is inert from when the popup mounts until it unmounts (React calls
 * the returned cleanup). Stable, so React does not re-run it on every render.
 */
export function inertOthersRef(popup: HTMLElement | null): (() => void) | undefined {
  return popup ? inertOthers(popup) : undefined;
}
