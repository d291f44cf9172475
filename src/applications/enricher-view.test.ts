import { describe, expect, it } from "vitest";
import { parseEnricher } from "../rules/enrichers.ts";
import { buildRuleset } from "../rules/ruleset/index.ts";
import { enricherMarkup, enricherView, linkAvailability, type Localize } from "./enricher-view.ts";

/** Shows each key (and its data) instead of a translation, so the test sees what is localized. */
const keys: Localize = (key, data) => (data ? `${key}${JSON.stringify(data)}` : key);
const y2025 = buildRuleset().difficulties;
const y2026 = buildRuleset({ edition: "2026" }).difficulties;

describe("the view of a roll link", () => {
  it("names a check's difficulty by the edition in play (rules: difficulty levels of 2025 and 2026)", () => {
    const parsed = parseEnricher("check", "perception difficulty=3");
    expect(enricherView(parsed, "", y2025, keys).label).toBe('PHASESIX.Enricher.CheckDifficulty{"trait":"PHASESIX.Skill.perception","difficulty":"PHASESIX.Difficulty.extremelyHard"}');
    expect(enricherView(parsed, "", y2026, keys).label).toBe('PHASESIX.Enricher.CheckDifficulty{"trait":"PHASESIX.Skill.perception","difficulty":"PHASESIX.Difficulty.veryHard"}');
    expect(enricherView(parseEnricher("check", "perception difficulty=5"), "", y2025, keys).label).toContain('"difficulty":"+5"');
    expect(enricherView(parseEnricher("check", "perception"), "", y2025, keys)).toMatchObject({ label: "PHASESIX.Skill.perception", data: { kind: "skill", key: "perception" } });
  });

  it("uses the author's label, and the weapon's name for an attack", () => {
    expect(enricherView(parseEnricher("check", "evasion", "Duck!"), "", y2025, keys)).toMatchObject({ label: "Duck!", data: { kind: "evasion", key: "evasion" } });
    expect(enricherView(parseEnricher("attack", "Long sword"), "", y2025, keys)).toMatchObject({ label: "Long sword", data: { weapon: "Long sword" } });
    expect(enricherView(parseEnricher("attack", ""), "", y2025, keys).label).toBe("PHASESIX.Enricher.Attack");
  });

  it("gives a condition its name and its effect (the sheet's hint) as tooltip", () => {
    const view = enricherView(parseEnricher("condition", "bleeding"), "", y2025, keys);
    expect(view).toMatchObject({ command: "condition", label: "PHASESIX.Condition.bleeding", data: { key: "bleeding" } });
    expect(view.tooltip).toBe("PHASESIX.Sheet.ConditionHint.bleeding PHASESIX.Enricher.ConditionTooltip");
  });

  it("shows an unreadable link as its own text with the reason, and no button to press", () => {
    const view = enricherView(parseEnricher("check", "perceptoin"), "[[/check perceptoin]]", y2025, keys);
    expect(view).toMatchObject({ command: "invalid", label: "[[/check perceptoin]]", tooltip: 'PHASESIX.Enricher.Invalid.unknownKey{"detail":"perceptoin"}', data: {} });
    expect(enricherMarkup(view)).not.toContain('role="button"');
  });

  it("escapes what an author typed into the markup", () => {
    const html = enricherMarkup(enricherView(parseEnricher("attack", 'Axe "<b>"', "<img src=x onerror=alert(1)>"), "", y2025, keys));
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain('data-weapon="Axe &#34;&#60;b&#62;&#34;"');
    expect(html).toMatch(/^<a class="phasesix-enricher phasesix-enricher-attack" role="button" tabindex="0" data-phasesix-enricher="attack"/);
  });

  it("says before the click for whom a link acts, or that a token or character is needed first (issue 30)", () => {
    const view = enricherView(parseEnricher("check", "perception"), "", y2025, keys);
    const nobody = linkAvailability(view, null, keys);
    expect(nobody).toEqual({ tooltip: `PHASESIX.Enricher.NeedsActor ${view.tooltip}`, unavailable: true });
    const html = enricherMarkup(view, nobody);
    expect(html).toMatch(/^<a class="phasesix-enricher phasesix-enricher-check phasesix-enricher-unavailable" role="button" tabindex="0" aria-disabled="true"/);
    expect(html).toContain('data-tooltip="PHASESIX.Enricher.NeedsActor');
    expect(linkAvailability(view, { name: "Mara", from: "token" }, keys)).toEqual({ tooltip: `PHASESIX.Enricher.ForToken{"name":"Mara"} ${view.tooltip}`, unavailable: false });
    expect(linkAvailability(view, { name: "Mara", from: "character" }, keys).tooltip).toContain("PHASESIX.Enricher.ForCharacter");
    // An unreadable link keeps its reason.
    const invalid = enricherView(parseEnricher("check", "perceptoin"), "[[/check perceptoin]]", y2025, keys);
    expect(linkAvailability(invalid, null, keys)).toEqual({ tooltip: invalid.tooltip, unavailable: false });
  });
});
