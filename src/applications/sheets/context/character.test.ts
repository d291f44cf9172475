import { describe, expect, it } from "vitest";
import { buildCharacterContext, characterTabs } from "./character.ts";
import { keysOnly } from "./localize.ts";
import { sampleCharacterInput } from "./sample.fixture.ts";
import { templateKnowledgeId } from "../../../rules/character/index.ts";

/** Every number anywhere in a context, with its path. */
function numbersIn(value: unknown, path = "", out: Array<[string, number]> = []): Array<[string, number]> {
  if (typeof value === "number") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => numbersIn(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) numbersIn(v, `${path}.${k}`, out);
  return out;
}

describe("character sheet context", () => {
  const context = buildCharacterContext(sampleCharacterInput(), keysOnly);

  it("shows the derived values of the Human Spy Ranger with their explanations", () => {
    const quickness = context.attributeGroups[1].traits.find((t) => t.key === "quickness");
    expect(quickness?.value).toBe(3); // lineage 1 + Spy 2
    expect(quickness?.tooltip).toContain("Spy");
    const stealth = context.skills.find((t) => t.key === "stealth");
    expect(stealth).toMatchObject({ kind: "skill", base: "PHASESIX.Attribute.conscientiousness" });
    expect(context.minRoll.value).toBe(5);
    expect(context.combat.protectionTotal).toBe(4);
    expect(context.combat.protection.map((p) => [p.type, p.value])).toEqual([
      ["normal", 3],
      ["critical", 1],
    ]);
  });

  it("shows the protection pool as left / max per type, with one normal unit spent", () => {
    expect(context.combat.protection.map((p) => [p.type, p.spent, p.left, p.value])).toEqual([
      ["normal", 1, 2, 3],
      ["critical", 0, 1, 1],
    ]);
    expect(context.combat.protectionLeft).toBe(3);
    expect(context.combat.protectionSpentAny).toBe(true);
    const fresh = buildCharacterContext(sampleCharacterInput({ protectionSpent: {} }), keysOnly);
    expect(fresh.combat.protectionLeft).toBe(4);
    expect(fresh.combat.protectionSpentAny).toBe(false);
  });

  it("halves movement while a shield block is raised", () => {
    const walk = context.combat.movement.walk.value;
    const blocked = buildCharacterContext(sampleCharacterInput({ shieldBlock: true }), keysOnly);
    expect(blocked.combat.movement.walk).toMatchObject({ value: walk / 2, halved: true });
    expect(blocked.combat.movement.run.value).toBe(context.combat.movement.run.value / 2);
    expect(context.combat.movement.walk.halved).toBe(false);
  });

  it("shows health as hearts: 10 max, 3 wounds, 2 boosts", () => {
    expect(context.health).toMatchObject({ value: 7, max: 10, boosts: 2 });
    expect(context.health.hearts).toHaveLength(12);
  });

  it("shows the pools as current of max (Human template: 2 bonus dice, 2 rerolls; one bonus die spent)", () => {
    expect(context.pools.map((p) => [p.key, p.current, p.max])).toEqual([
      ["bonusDice", 1, 2],
      ["rerolls", 2, 2],
      ["destinyDice", 0, 0],
    ]);
  });

  it("lists weapons with hit dice from skill + damage potential + mode, after the unarmed attack", () => {
    const [unarmed, foil, pistol] = context.combat.weapons;
    expect(unarmed.name).toBe("");
    expect(foil.name).toBe("Foil");
    const handToHand = context.skills.find((s) => s.key === "handToHand")?.value ?? 0;
    const shooting = context.skills.find((s) => s.key === "shooting")?.value ?? 0;
    expect(foil.attacks).toEqual([expect.objectContaining({ mode: "melee", dice: handToHand + 1 })]);
    expect(pistol.attacks.map((a) => [a.mode, a.dice])).toEqual([
      ["single", shooting + 2],
      ["burst", shooting + 4],
    ]);
    expect(pistol.ammunition).toEqual({ value: 9, max: 12 });
  });

  it("puts gear in containers and groups the rest by category", () => {
    const groups = context.gear.groups;
    expect(groups.map((g) => g.category)).toEqual(["firstAid", "containers", "lights"]);
    const pack = groups.find((g) => g.category === "containers")?.rows[0];
    expect(pack?.contents.map((r) => r.name)).toEqual(["Rope (10 m)"]);
    expect(groups[0].rows[0].charges).toEqual({ value: 3, max: 5 });
  });

  it("lists the whole equipment on the gear tab: weapons and armour too (worn, carried, switchable), their values on the combat tab", () => {
    expect(context.gear.combat.map((r) => [r.name, r.typeLabel, r.on, r.toggle, r.stateLabel])).toEqual([
      ["Foil", "TYPES.Item.weapon", true, "toggleCarried", "PHASESIX.Sheet.Carried"],
      ["Service Pistol", "TYPES.Item.weapon", true, "toggleCarried", "PHASESIX.Sheet.Carried"],
      ["Leather Cuirass", "TYPES.Item.armor", true, "toggleWorn", "PHASESIX.Sheet.Worn"],
      ["Wooden Shield", "TYPES.Item.armor", false, "toggleWorn", "PHASESIX.Sheet.NotWorn"],
    ]);
    // a character with weapons and armour but no other gear has equipment: the tab says "no other items"
    const armed = sampleCharacterInput();
    const onlyCombat = buildCharacterContext({ ...armed, items: armed.items.filter((item) => item.type !== "gear") }, keysOnly);
    expect(onlyCombat.gear.groups).toEqual([]);
    expect(onlyCombat.gear.combat).toHaveLength(4);
  });

  it("offers the first-aid roll only on first-aid supplies", () => {
    const rows = context.gear.groups.flatMap((g) => g.rows.flatMap((r) => [r, ...r.contents]));
    expect(rows.filter((r) => r.firstAid).map((r) => r.name)).toEqual(context.gear.groups[0].rows.map((r) => r.name));
    expect(rows.some((r) => !r.firstAid)).toBe(true);
  });

  it("groups templates by category and collects shadows", () => {
    expect(context.career.groups.map((g) => g.category)).toEqual(["lineage", "occupation", "education", "interests", "character", "talent", "environment"]);
    expect(context.career.groups.find((g) => g.category === "occupation")?.rows.map((r) => r.name)).toEqual(["Spy"]);
    expect(context.career.shadows).toEqual([{ id: "tRanger", source: "Ranger", name: "Debt", html: "<p>Owes the old forester a favour.</p>" }]);
    expect(context.career.canFinish).toBe(true);
  });

  it("lists the lineage abilities of the templates, apart from the shadows", () => {
    const input = sampleCharacterInput();
    const items = input.items.map((item) =>
      item.id === "tHuman" ? { ...item, system: { ...(item.system as object), abilities: [{ name: "Night vision", rules: "+2 dice on Perception in the dark." }] } } : item,
    );
    const withAbilities = buildCharacterContext({ ...input, items }, keysOnly);
    expect(withAbilities.career.abilities).toEqual([{ id: "tHuman", source: "Human", name: "Night vision", rules: "+2 dice on Perception in the dark." }]);
    expect(withAbilities.career.shadows.map((s) => s.name)).toEqual(["Debt"]);
    expect(context.career.abilities).toEqual([]);
  });

  it("shows knowledge with its dice (value + linked skill)", () => {
    const investigation = context.skills.find((s) => s.key === "investigation")?.value ?? 0;
    expect(context.knowledge).toEqual([
      expect.objectContaining({ id: "kAcc", rollable: true, name: "Accounting", value: 2, dice: 2 + investigation, skillLabel: "PHASESIX.Skill.investigation" }),
    ]);
  });

  it("lets a knowledge only templates grant be rolled, without offering it as an item", () => {
    const base = sampleCharacterInput();
    const derived = base.derived;
    const known = derived?.knowledge;
    if (!derived || !known) throw new Error("the sample character has derived knowledge");
    const granted = { ...known[0], id: templateKnowledgeId("Cryptography"), name: "Cryptography" };
    const withGranted = buildCharacterContext({ ...base, derived: { ...derived, knowledge: [...known, granted] } }, keysOnly);
    expect(withGranted.knowledge.map((k) => [k.name, k.itemId, k.rollable])).toEqual([
      ["Accounting", "kAcc", true],
      ["Cryptography", "", true],
    ]);
    expect(withGranted.knowledge[1].id).toBe(templateKnowledgeId("Cryptography"));
  });

  it("shows extension tabs and magic skills only when the extension is active", () => {
    expect(Object.keys(characterTabs({ magic: false, horror: false, pantheon: false }, "magic"))).toEqual(["attributes", "knowledge", "combat", "gear", "career", "notes"]);
    expect(characterTabs({ magic: false, horror: false, pantheon: false }, "magic").attributes?.active).toBe(true);
    const plain = buildCharacterContext(sampleCharacterInput({ extensions: { magic: false, horror: true, pantheon: false } }), keysOnly);
    expect(plain.skills.map((s) => s.key)).not.toContain("spellCasting");
    expect(Object.keys(plain.tabs)).toContain("horror");
    expect(context.skills.map((s) => s.key)).toContain("spellCasting");
  });

  it("never shows NaN: an actor without derived data, resources or items gives zeros", () => {
    const empty = buildCharacterContext(
      sampleCharacterInput({ derived: undefined, resources: undefined, items: [], currency: Number.NaN, favor: Number.NaN }),
      keysOnly,
    );
    const numbers = numbersIn(empty);
    expect(numbers.length).toBeGreaterThan(50);
    expect(numbers.filter(([, n]) => !Number.isFinite(n))).toEqual([]);
    expect(empty.health.hearts).toEqual([]);
    expect(empty.combat.weapons).toHaveLength(1);
  });

  it("marks the active tab and only that one", () => {
    const gear = buildCharacterContext(sampleCharacterInput({ activeTab: "gear" }), keysOnly);
    expect(Object.values(gear.tabs).filter((t) => t.active).map((t) => t.id)).toEqual(["gear"]);
    expect(gear.tabs.gear?.cssClass).toBe("active");
  });

  it("names the partials under the template root in use", () => {
    expect(context.partials.hearts).toBe("templates/actor/parts/hearts.hbs");
    const foundry = buildCharacterContext(sampleCharacterInput({ templateRoot: "systems/phasesix/templates" }), keysOnly);
    expect(foundry.partials.itemControls).toBe("systems/phasesix/templates/actor/parts/item-controls.hbs");
  });
});
