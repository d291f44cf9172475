import { describe, expect, it } from "vitest";
import { escapeHtml, explainTooltip, explainedView, readExplained } from "./explain.ts";
import type { Localize } from "./localize.ts";

const localize: Localize = (key) => ({ "PHASESIX.Actor.Source.Lineage": "Lineage", "PHASESIX.Sheet.Total": "Total" })[key] ?? key;

describe("explanation tooltips", () => {
  it("lists every source with its signed value and the total", () => {
    const html = explainTooltip(
      { value: 3, parts: [{ source: "PHASESIX.Actor.Source.Lineage", value: 1, i18n: true }, { source: "Spy", value: 2 }, { source: "Drunkard", value: 0 }] },
      localize,
      "Quickness",
    );
    expect(html).toContain("<strong class=\"phasesix-explain-title\">Quickness</strong>");
    expect(html).toContain("<li><span>Lineage</span><span>+1</span></li>");
    expect(html).toContain("<li><span>Spy</span><span>+2</span></li>");
    expect(html).toContain("<li><span>Drunkard</span><span>±0</span></li>");
    expect(html).toContain("<span>Total</span><span>3</span>");
  });

  it("escapes item names so a name cannot inject markup", () => {
    const html = explainTooltip({ value: 1, parts: [{ source: "<img src=x onerror=alert(1)>", value: 1 }] }, localize);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(escapeHtml(`a"b'c&`)).toBe("a&quot;b&#39;c&amp;");
  });

  it("is empty when there is nothing to explain and no title", () => {
    expect(explainTooltip({ value: 0, parts: [] }, localize)).toBe("");
  });

  it("reads broken explained numbers as 0 without parts", () => {
    expect(readExplained(undefined)).toEqual({ value: 0, parts: [] });
    expect(readExplained({ value: Number.NaN, parts: "x" })).toEqual({ value: 0, parts: [] });
    expect(readExplained(4)).toEqual({ value: 4, parts: [] });
    expect(explainedView({ value: "5", parts: [{ source: "A", value: "x" }] }, localize).value).toBe(5);
  });
});
