/**
 * A small stand-in for the part of the browser DOM our binding code touches (card buttons, tracker
 * controls, roll links), so a unit test can render a real template, bind it as Foundry's render hook
 * does and click a button — behaving as the DOM does where the code can tell:
 * - {@link parseHTML} builds elements from markup (our templates: well-formed tags, void elements,
 *   quoted attributes with the character references Handlebars writes, comments skipped);
 * - an element has `tagName`, attributes (`getAttribute`/`setAttribute`/`hasAttribute`/
 *   `removeAttribute`), `dataset` (camelCase ↔ `data-*`, live), `classList` (`contains`, `add`,
 *   `remove`, `toggle`), `disabled` (the attribute), `value` (an input's attribute; a select's
 *   selected option, else its first option that is not disabled, as browsers choose), `textContent`,
 *   `innerHTML` (set: parsed), `children`, `firstElementChild`, `parentElement`, `isConnected` (inside
 *   a tree whose root is connected — the page), `append` (elements and text), `replaceChildren`, `remove`, `insertAdjacentHTML("beforeend")`,
 *   a `<template>`'s `content`,
 *   `querySelector(All)` and `closest` for the selectors we use (compound selectors of a tag, `.class`, `[attr]`,
 *   `[attr=value]`, `[attr="value"]`, `[attr^="start"]`, `[attr$="end"]`, descendants separated by spaces, lists separated by commas);
 * - events: `addEventListener(type, listener)`; {@link click} dispatches a click as a user's does —
 *   nothing on a disabled button (browsers fire no click there) — with `preventDefault`,
 *   `stopPropagation`, `shiftKey`, `target`, `currentTarget`; events do not bubble here (our
 *   listeners sit on the element clicked).
 * Nothing is laid out or styled: that is the browser tests' part.
 *
 * {@link openStandInRealm} is a second window (a Foundry 14 detached window): its own document and its
 * own HTMLElement class, so its elements are not `instanceof` the page's HTMLElement (nor of
 * StandInElement) while behaving the same — as a browser's other window does.
 */
type Listener = (event: StandInEvent) => void;

export interface StandInEvent {
  type: string;
  shiftKey: boolean;
  key?: string;
  target: StandInElement;
  currentTarget: StandInElement;
  defaultPrevented: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** The character references Handlebars and our escaping write. */
function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export class StandInText {
  /** Node.TEXT_NODE. */
  readonly nodeType = 3;
  parentElement: StandInElement | null = null;
  constructor(public text: string) {}
}

type Node = StandInElement | StandInText;

export class StandInElement {
  /** Node.ELEMENT_NODE and the HTML namespace: what every window's HTML elements share. */
  readonly nodeType = 1;
  readonly namespaceURI = "http://www.w3.org/1999/xhtml";
  readonly tagName: string;
  readonly attributes = new Map<string, string>();
  childNodes: Node[] = [];
  parentElement: StandInElement | null = null;
  /** The root of the page (connected): set by {@link parseHTML} with `connected`. */
  connectedRoot = false;
  readonly listeners = new Map<string, Listener[]>();
  /** The document that made the element: the page's, or a detached window's ({@link openStandInRealm}). */
  ownerDocument: unknown = (globalThis as unknown as { document?: unknown }).document ?? null;

  constructor(tagName: string) {
    this.tagName = tagName.toUpperCase();
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  get dataset(): Record<string, string | undefined> {
    return new Proxy({} as Record<string, string | undefined>, {
      get: (_t, key) => (typeof key === "string" ? (this.attributes.get(`data-${kebab(key)}`) ?? undefined) : undefined),
      set: (_t, key, value) => {
        if (typeof key === "string") this.attributes.set(`data-${kebab(key)}`, String(value));
        return true;
      },
      deleteProperty: (_t, key) => {
        if (typeof key === "string") this.attributes.delete(`data-${kebab(key)}`);
        return true;
      },
      has: (_t, key) => typeof key === "string" && this.attributes.has(`data-${kebab(key)}`),
      ownKeys: () => [...this.attributes.keys()].filter((k) => k.startsWith("data-")).map((k) => camel(k.slice(5))),
      getOwnPropertyDescriptor: (_t, key) =>
        typeof key === "string" && this.attributes.has(`data-${kebab(key)}`) ? { enumerable: true, configurable: true, value: this.attributes.get(`data-${kebab(key)}`) } : undefined,
    });
  }

  get classList(): { contains(c: string): boolean; add(...c: string[]): void; remove(...c: string[]): void; toggle(c: string, force?: boolean): boolean } {
    const read = () => new Set((this.attributes.get("class") ?? "").split(/\s+/).filter(Boolean));
    const write = (set: Set<string>) => this.attributes.set("class", [...set].join(" "));
    return {
      contains: (c) => read().has(c),
      add: (...cs) => write(new Set([...read(), ...cs])),
      remove: (...cs) => {
        const set = read();
        for (const c of cs) set.delete(c);
        write(set);
      },
      toggle: (c, force) => {
        const set = read();
        const on = force ?? !set.has(c);
        if (on) set.add(c);
        else set.delete(c);
        write(set);
        return on;
      },
    };
  }

  get disabled(): boolean {
    return this.attributes.has("disabled");
  }
  set disabled(value: boolean) {
    if (value) this.attributes.set("disabled", "");
    else this.attributes.delete("disabled");
  }

  get value(): string {
    if (this.tagName === "SELECT") {
      const options = this.querySelectorAll("option");
      const chosen = options.find((o) => o.hasAttribute("selected")) ?? options.find((o) => !o.disabled);
      return chosen ? (chosen.getAttribute("value") ?? chosen.textContent) : "";
    }
    return this.attributes.get("value") ?? "";
  }

  /** A `<template>`'s content: the nodes its innerHTML parsed (the fragment is the element itself here). */
  get content(): StandInElement {
    if (this.tagName !== "TEMPLATE") throw new Error("Stand-in DOM: content of a non-template element");
    return this;
  }

  get children(): StandInElement[] {
    return this.childNodes.filter((n): n is StandInElement => !(n instanceof StandInText));
  }
  get firstElementChild(): StandInElement | null {
    return this.children[0] ?? null;
  }

  get textContent(): string {
    return this.childNodes.map((n) => (n instanceof StandInText ? n.text : n.textContent)).join("");
  }
  set textContent(text: string) {
    this.childNodes = [];
    this.appendNode(new StandInText(text));
  }

  set innerHTML(html: string) {
    this.childNodes = [];
    for (const node of parseNodes(html)) this.appendNode(node);
  }

  get isConnected(): boolean {
    return this.parentElement ? this.parentElement.isConnected : this.connectedRoot;
  }

  /** Append a parsed node (element or text). */
  appendNode(node: Node): void {
    if (!(node instanceof StandInText)) node.remove();
    node.parentElement = this;
    this.childNodes.push(node);
  }

  append(...nodes: Array<StandInElement | string>): void {
    for (const node of nodes) this.appendNode(typeof node === "string" ? new StandInText(node) : node);
  }

  /** The children replaced by `nodes` (strings become text nodes). */
  replaceChildren(...nodes: Array<StandInElement | string>): void {
    for (const child of this.childNodes) child.parentElement = null;
    this.childNodes = [];
    this.append(...nodes);
  }

  remove(): void {
    const parent = this.parentElement;
    if (!parent) return;
    parent.childNodes = parent.childNodes.filter((n) => n !== this);
    this.parentElement = null;
  }

  insertAdjacentHTML(position: "beforeend", html: string): void {
    if (position !== "beforeend") throw new Error(`Stand-in DOM: insertAdjacentHTML("${position}") is not implemented`);
    for (const node of parseNodes(html)) this.appendNode(node);
  }

  addEventListener(type: string, listener: Listener): void {
    const list = this.listeners.get(type) ?? [];
    list.push(listener);
    this.listeners.set(type, list);
  }

  /** Every descendant element, in document order. */
  descendants(): StandInElement[] {
    return this.children.flatMap((c) => [c, ...c.descendants()]);
  }

  querySelectorAll(selectors: string): StandInElement[] {
    const list = selectors.split(",").map((s) => s.trim().split(/\s+/).map(compound));
    return this.descendants().filter((el) => list.some((chain) => matchesChain(el, chain, this)));
  }

  querySelector(selectors: string): StandInElement | null {
    return this.querySelectorAll(selectors)[0] ?? null;
  }

  /** The element itself or its nearest ancestor matching `selectors` (the same selectors as querySelector). */
  closest(selectors: string): StandInElement | null {
    const list = selectors.split(",").map((s) => s.trim().split(/\s+/).map(compound));
    const found = [this as StandInElement, ...this.ancestors()].find((node) => list.some((chain) => matchesChain(node, chain, null)));
    return found ?? null;
  }

  /** The ancestors, nearest first. */
  ancestors(): StandInElement[] {
    const out: StandInElement[] = [];
    for (let node = this.parentElement; node; node = node.parentElement) out.push(node);
    return out;
  }
}

interface Compound {
  tag: string | null;
  classes: string[];
  /** `op`: "" for `=`, "^" for `^=` (starts with), "$" for `$=` (ends with). */
  attributes: Array<{ name: string; value: string | null; op: string }>;
}

function compound(selector: string): Compound {
  const out: Compound = { tag: null, classes: [], attributes: [] };
  const re = /^([a-zA-Z][\w-]*)|\.([\w-]+)|\[([\w-]+)(?:([\^$]?)=(?:"([^"]*)"|'([^']*)'|([^\]]*)))?\]/g;
  let consumed = 0;
  for (const m of selector.matchAll(re)) {
    if (m.index !== consumed) break;
    consumed += m[0].length;
    if (m[1]) out.tag = m[1].toUpperCase();
    else if (m[2]) out.classes.push(m[2]);
    else out.attributes.push({ name: m[3], op: m[4] ?? "", value: m[5] ?? m[6] ?? m[7] ?? null });
  }
  if (consumed !== selector.length) throw new Error(`Stand-in DOM: selector "${selector}" is not implemented`);
  return out;
}

function matches(el: StandInElement, c: Compound): boolean {
  if (c.tag && el.tagName !== c.tag) return false;
  if (!c.classes.every((cls) => el.classList.contains(cls))) return false;
  return c.attributes.every((a) => {
    const value = el.getAttribute(a.name);
    if (value === null || a.value === null) return value !== null;
    return a.op === "^" ? value.startsWith(a.value) : a.op === "$" ? value.endsWith(a.value) : value === a.value;
  });
}

/** A descendant chain: the last compound matches the element, the others its ancestors (within `scope`). */
function matchesChain(el: StandInElement, chain: Compound[], scope: StandInElement | null): boolean {
  if (!matches(el, chain[chain.length - 1])) return false;
  let rest = chain.length - 2;
  let node = el.parentElement;
  while (rest >= 0 && node && node !== scope) {
    if (matches(node, chain[rest])) rest--;
    node = node.parentElement;
  }
  return rest < 0;
}

/** Parse markup into nodes (see the module comment). */
function parseNodes(html: string): Node[] {
  const root = new StandInElement("#fragment");
  let current = root;
  const tokens = html.replace(/<!--[\s\S]*?-->/g, "").split(/(<[^>]+>)/);
  for (const token of tokens) {
    if (!token) continue;
    const tag = /^<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>$/.exec(token);
    if (!tag) {
      if (token.trim() || current !== root) current.appendNode(new StandInText(decode(token)));
      continue;
    }
    const [, closing, name, attrs, selfClosing] = tag;
    if (closing) {
      let node: StandInElement | null = current;
      while (node && node.tagName !== name.toUpperCase()) node = node.parentElement;
      if (node && node.parentElement) current = node.parentElement;
      continue;
    }
    const el = new StandInElement(name);
    for (const a of attrs.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) el.setAttribute(a[1], decode(a[2] ?? a[3] ?? a[4] ?? ""));
    current.appendNode(el);
    if (!VOID.has(name.toLowerCase()) && !selfClosing) current = el;
  }
  const nodes = [...root.childNodes];
  for (const node of nodes) node.parentElement = null;
  return nodes;
}

/** A connected element (on the page) holding the markup, like the element Foundry passes a render hook. */
export function parseHTML(html: string, tag = "div"): StandInElement {
  const element = new StandInElement(tag);
  element.connectedRoot = true;
  element.innerHTML = html;
  return element;
}

/** A user's click on `element`: nothing on a disabled control (no click event), else its listeners. */
export function click(element: StandInElement, options: { shiftKey?: boolean } = {}): boolean {
  if (element.disabled) return false;
  let prevented = false;
  const event: StandInEvent = {
    type: "click",
    shiftKey: options.shiftKey ?? false,
    target: element,
    currentTarget: element,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault: () => void (prevented = true),
    stopPropagation: () => undefined,
  };
  for (const listener of element.listeners.get("click") ?? []) listener(event);
  return true;
}

/** `document.createElement` / `document.querySelectorAll` over one page element, and `HTMLElement`. */
export function installDocument(page: StandInElement = parseHTML("")): StandInElement {
  (globalThis as unknown as { HTMLElement: unknown }).HTMLElement = StandInElement;
  (globalThis as unknown as { document: unknown }).document = {
    createElement: (tag: string) => new StandInElement(tag),
    querySelectorAll: (selectors: string) => page.querySelectorAll(selectors),
    querySelector: (selectors: string) => page.querySelector(selectors),
  };
  return page;
}

/** A second window: its own document, its own element class, elements made there (a Foundry 14 detached window). */
export interface StandInRealm {
  /** This window's HTMLElement: the page's elements are not instances of it, nor its elements of the page's. */
  HTMLElement: abstract new () => unknown;
  document: { createElement(tag: string): StandInElement; querySelector(selectors: string): StandInElement | null; querySelectorAll(selectors: string): StandInElement[] };
  /** Markup parsed into this window's elements (a connected root). */
  parseHTML(html: string, tag?: string): StandInElement;
}

/** Open a second window (Foundry 14's detached window): elements behave as the page's but belong to another realm. */
export function openStandInRealm(): StandInRealm {
  // The same behaviour on a prototype that is not StandInElement's: `instanceof` tells the realms apart.
  const prototype = Object.create(Object.prototype, Object.getOwnPropertyDescriptors(StandInElement.prototype)) as object;
  const RealmElement = function RealmHTMLElement(): never {
    throw new TypeError("Illegal constructor");
  } as unknown as abstract new () => unknown;
  (RealmElement as unknown as { prototype: object }).prototype = prototype;
  Object.defineProperty(prototype, "constructor", { value: RealmElement });
  const roots: StandInElement[] = [];
  const document: StandInRealm["document"] = {
    createElement: (tag) => adopt(new StandInElement(tag)),
    querySelector: (selectors) => roots.map((r) => r.querySelector(selectors)).find((e) => e !== null) ?? null,
    querySelectorAll: (selectors) => roots.flatMap((r) => r.querySelectorAll(selectors)),
  };
  const adopt = (element: StandInElement): StandInElement => {
    Object.setPrototypeOf(element, prototype);
    element.ownerDocument = document;
    for (const child of element.children) adopt(child);
    return element;
  };
  return {
    HTMLElement: RealmElement,
    document,
    parseHTML: (html, tag = "div") => {
      const root = adopt(parseHTML(html, tag));
      roots.push(root);
      return root;
    },
  };
}
