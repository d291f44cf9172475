/**
 * Whether a node is an HTML element (of a given tag), whichever window it lives in.
 *
 * Foundry 14 lets every sheet and dialog detach into a browser window of its own. The nodes of that
 * window are made by its own realm: `node instanceof HTMLElement` (the main window's class) is false for
 * them, and a check written that way silently does nothing there (a drag that never starts, a summary
 * that never updates). Foundry 14 offers `foundry.utils.isElementInstanceOf` for this; it needs an
 * element already, so these read what every realm's elements share instead (the node type, the HTML
 * namespace, the tag name) — the same answer on Foundry 13, where everything lives in one window.
 *
 * Nothing outside src/foundry-compat/ tests an element with `instanceof` (tests/structure/foundry-compat.test.ts).
 */

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

interface NodeLike {
  nodeType?: unknown;
  namespaceURI?: unknown;
  tagName?: unknown;
}

/** Whether `value` is an HTML element of any window. */
export function isHTMLElement(value: unknown): value is HTMLElement {
  if (typeof value !== "object" || value === null) return false;
  const node = value as NodeLike;
  return node.nodeType === 1 && node.namespaceURI === HTML_NAMESPACE && typeof node.tagName === "string";
}

/** Whether `value` is an HTML element with this tag (`"form"`, `"input"`, `"button"` …) of any window. */
export function isHTMLElementOf<K extends keyof HTMLElementTagNameMap>(value: unknown, tag: K): value is HTMLElementTagNameMap[K] {
  return isHTMLElement(value) && value.tagName.toLowerCase() === tag;
}
