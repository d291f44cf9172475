/**
 * Layout and readability guards that run inside the rendered page (see harness.ts):
 *
 * - truncation: a text element (label, legend, button, tab, heading, table cell, summary, any box
 *   with text of its own, or anything with `text-overflow: ellipsis`) whose content is wider than its
 *   box (scrollWidth > clientWidth), or a flex/grid container whose text items are wider than it:
 *   its text is cut or spills out into its neighbours;
 * - wrapping: a control (button, summary) or a pill (filled or outlined, corners rounded at least half
 *   a line high) whose text breaks onto a second line — one text node laid out on two lines, not
 *   counting text in a block of its own inside it (a control that stacks its texts on purpose);
 * - contrast: visible text whose colour, composited over its effective background (the element's and
 *   its ancestors' background colours, walked up to the first opaque one), has a WCAG contrast ratio
 *   below 4.5:1. Disabled controls are exempt, as WCAG exempts inactive components; text clipped to
 *   1 px for screen readers only is exempt from both (it shows nothing).
 *
 * Plain JavaScript in a string so that it runs in the page exactly as written (no transpiler helpers).
 * Both return one line per offending element, naming it by tag, classes and text.
 */
export const GUARD_SCRIPT = String.raw`
(() => {
  const TEXT_SELECTOR = "label, legend, button, [role=tab], .tabs > *, nav a, h1, h2, h3, h4, h5, h6, th, td, summary, dt";
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  const parse = (css) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = "rgba(0,0,0,0)";
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return { r, g, b, a: a / 255 };
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const channel = (v) => { const c = v / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const luminance = (c) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  const ratio = (x, y) => { const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p); return (hi + 0.05) / (lo + 0.05); };
  const name = (el) => {
    const cls = [...el.classList].slice(0, 3).join(".");
    const text = (el.value !== undefined && el.matches("input, select, textarea") ? String(el.value) : el.textContent || "").replace(/\s+/g, " ").trim().slice(0, 40);
    return el.tagName.toLowerCase() + (cls ? "." + cls : "") + ' "' + text + '"';
  };
  const visible = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getClientRects().length > 0;
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== "");
  const disabled = (el) => el.closest(":disabled, [aria-disabled=true], [inert]") !== null;
  const hiddenVisually = (el) => { const r = el.getBoundingClientRect(); return r.width <= 1 || r.height <= 1; };

  function background(el) {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.a > 0) layers.push(bg);
      if (bg.a >= 1) break;
    }
    let result = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  }
  function opacity(el) {
    let value = 1;
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
    return value;
  }

  function truncated() {
    const found = new Set([...document.querySelectorAll(TEXT_SELECTOR)]);
    for (const el of document.body.querySelectorAll("*")) {
      if (getComputedStyle(el).textOverflow === "ellipsis") found.add(el);
      if (!ownText(el)) continue;
      found.add(el);
      // a flex or grid item sizes to its text, so the text spills out of its container instead
      const parent = el.parentElement;
      if (parent && /flex|grid/.test(getComputedStyle(parent).display)) found.add(parent);
    }
    const out = [];
    for (const el of found) {
      // Screen-reader-only text (clipped to 1px on purpose) shows nothing that could be cut.
      if (!visible(el) || hiddenVisually(el) || (el.textContent || "").trim() === "") continue;
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.display === "contents") continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(name(el) + " (" + el.scrollWidth + " > " + el.clientWidth + ")");
    }
    return out;
  }

  const CONTROL_SELECTOR = "button, [role=button], summary";
  // a pill: outlined or filled, with corners rounded at least half a line high
  function pill(el) {
    if (el.matches(CONTROL_SELECTOR)) return true;
    const style = getComputedStyle(el);
    const outlined = parse(style.backgroundColor).a > 0 || parseFloat(style.borderTopWidth) > 0;
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    return outlined && parseFloat(style.borderTopLeftRadius) >= line / 2 - 1;
  }
  // the text node's own line boxes inside the element, unless a block of its own lies between them
  function inlineIn(node, el) {
    for (let p = node.parentElement; p && p !== el; p = p.parentElement) {
      if (!/^inline/.test(getComputedStyle(p).display)) return false;
    }
    return true;
  }
  function wrapped() {
    const out = [];
    const range = document.createRange();
    for (const el of document.body.querySelectorAll("*")) {
      if (!visible(el) || hiddenVisually(el) || !pill(el)) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent.trim() === "" || !inlineIn(node, el)) continue;
        range.selectNodeContents(node);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
          out.push(name(el) + " (wraps: " + JSON.stringify(node.textContent.trim().slice(0, 30)) + ")");
          break;
        }
      }
    }
    return out;
  }

  function lowContrast() {
    const out = [];
    for (const el of document.body.querySelectorAll("*")) {
      const field = el.matches("input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=color]):not([type=hidden]), select, textarea");
      if (field ? String(el.value).trim() === "" : !ownText(el)) continue;
      if (!visible(el) || disabled(el) || hiddenVisually(el)) continue;
      const bg = background(el);
      const color = parse(getComputedStyle(el).color);
      color.a *= opacity(el);
      const value = ratio(over(color, bg), bg);
      if (value < 4.5) out.push(name(el) + " " + value.toFixed(2) + ":1");
    }
    return out;
  }
  return { truncated: [...truncated(), ...wrapped()], lowContrast: lowContrast() };
})()
`;

export interface GuardFindings {
  truncated: string[];
  lowContrast: string[];
}
