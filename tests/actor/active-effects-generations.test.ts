/**
 * The same Active Effects on Foundry 13 and 14 (issue 31, part 2): a `phasesix.*` change raises a
 * character's value through the derivation and adds to an NPC's or foe's typed field — whether 13
 * hands it to the effect's `apply` or 14 to the static `ActiveEffect.applyChange` and our change type.
 */
import "../foundry/data-fields.ts";
import { deprecationWarnings, type EffectChange14, type EffectData } from "../foundry/active-effect.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registeredActorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import type { NpcData } from "../../src/data/actor/npc.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixActiveEffect, routeEffectChange } from "../../src/documents/active-effect.ts";
import { installPhaseSixChangeApplication } from "../../src/foundry-compat/effect-application.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { effectChangeRows, effectChangeKeyInputs, effectKeyHintKey, effectProblemKey } from "../../src/foundry-compat/effect-changes.ts";
import { activeEffectInputs } from "../../src/data/actor/effect-inputs.ts";
import { renderPhaseSixChangeRow, withKeySuggestions } from "../../src/applications/effect-config.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { parseHTML } from "../foundry/dom.ts";
import { SPY_RANGER_ITEMS } from "./fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
let actors: PhaseSixActor[];

type ActorData = ConstructorParameters<typeof StandInActorDocument>[0];
type Generation = 13 | 14;

function makeActor(data: ActorData): PhaseSixActor & StandInActorDocument {
  const actor = new (PhaseSixActor as unknown as new (d: ActorData) => PhaseSixActor & StandInActorDocument)(data);
  actors.push(actor);
  return actor;
}

function character(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

/**
 * An effect adding `value` to `key` as that generation's editor stores it: 13 `changes` with mode
 * Add (2); 14 `system.changes` with type "add" (its editor's default) or our type "phasesix".
 */
function adding(generation: Generation, name: string, key: string, value: string, type14: "add" | "phasesix" = "add"): EffectData {
  if (generation === 13) return { name, changes: [{ key, mode: 2, value }] };
  return { name, system: { changes: [{ key, type: type14, value, phase: "initial", priority: null }] } };
}

function install(generation: Generation): void {
  resetFoundryGenerationForTests();
  installGame({ users: [gm], user: gm, generation });
  const g = globalThis as unknown as { CONFIG: Record<string, unknown> };
  g.CONFIG.ActiveEffect = { documentClass: PhaseSixActiveEffect, changeTypes: {} };
  installPhaseSixChangeApplication(PhaseSixActiveEffect, routeEffectChange, renderPhaseSixChangeRow);
  installActors(registeredActorDataModels, () => actors as unknown as StandInActorDocument[]);
}

beforeEach(() => {
  actors = [];
  deprecationWarnings.length = 0;
});
afterEach(() => resetFoundryGenerationForTests());

describe.each([13, 14] as const)("Active Effects on Foundry %i", (generation) => {
  beforeEach(() => install(generation));

  it("a character's attribute rises by the effect, with its skills, and the tooltip names the effect", () => {
    const plain = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never });
    const drugged = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, effects: [adding(generation, "Berserker draught", "phasesix.attribute.strength", "2")] });
    const before = character(plain).derived.attributes.strength.value;
    expect(character(drugged).derived.attributes.strength.value).toBe(before + 2);
    expect(character(drugged).derived.skills.handToHand.value).toBe(character(plain).derived.skills.handToHand.value + 2);
    expect(character(drugged).derived.attributes.strength.parts).toContainEqual({ source: "Berserker draught", value: 2 });
    // Nothing is written onto the character by Foundry's application: the derivation alone counts it.
    expect(drugged.overrides).toEqual({});
  });

  it("an item's transferred effect and a wound penalty reach the character", () => {
    const stim = { _id: "stim", name: "Stimulant", type: "gear", system: {}, effects: [adding(generation, "Stimulant", "phasesix.aspect.actions", "1")] };
    const actor = makeActor({ name: "Mara", type: "character", items: [...SPY_RANGER_ITEMS, stim] as never, effects: [adding(generation, "Broken arm", "phasesix.aspect.minRoll", "+1")] });
    expect(character(actor).derived.actions.parts).toContainEqual({ source: "Stimulant", value: 1 });
    expect(character(actor).rollView().minRoll).toBe(6);
  });

  it("an NPC's typed attribute, skill and maximum health take the effect; the stored values stay", () => {
    const effects = [
      adding(generation, "Rage", "phasesix.attribute.strength", "2"),
      adding(generation, "Shaky", "phasesix.skill.shooting", "-1"),
      adding(generation, "Tough", "phasesix.aspect.maxHealth", "2"),
    ];
    const actor = makeActor({ name: "Guard", type: "npc", system: { attributes: { strength: 3 }, skills: { shooting: 4 }, health: { max: 8 } }, effects });
    const npc = actor.system as NpcData;
    expect([npc.attributes.strength, npc.skills.shooting, npc.health.max]).toEqual([5, 3, 10]);
    expect(actor.overrides).toMatchObject({ "system.attributes.strength": 5, "system.skills.shooting": 3, "system.health.max": 10 });
    expect(actor.system.toObject()).toMatchObject({ attributes: { strength: 3 }, skills: { shooting: 4 }, health: { max: 8 } });
    // No stray `actor.phasesix…` path, as Foundry's own "add" would write for our key.
    expect((actor as unknown as Record<string, unknown>).phasesix).toBeUndefined();
  });

  it("a foe's attribute (read from its block) and its wounds take the effect", () => {
    const block = { category: "human", strength: 3, dexterity: 2, mind: 1, movement: 5, actions: [] };
    const plain = makeActor({ name: "Ghoul", type: "foe", system: { health: { max: 8 }, statblock: block } });
    const cursed = makeActor({
      name: "Ghoul",
      type: "foe",
      system: { health: { max: 8 }, statblock: block },
      effects: [adding(generation, "Curse", "phasesix.attribute.strength", "1"), adding(generation, "Tough", "phasesix.aspect.maxHealth", "3")],
    });
    const before = plain.system as NpcData;
    const after = cursed.system as NpcData;
    expect(after.attributes.strength).toBe(before.attributes.strength + 1);
    expect(after.health.max).toBe(before.health.max + 3);
  });

  it("a change it cannot read changes nothing; a key that is not ours is Foundry's to apply", () => {
    const effects = [adding(generation, "Luck", "phasesix.attribute.luck", "2"), adding(generation, "Lore", "phasesix.knowledge.Herbs", "1"), adding(generation, "Quick", "system.evasion", "1")];
    const actor = makeActor({ name: "Guard", type: "npc", system: { attributes: { strength: 3 }, evasion: 1 }, effects });
    expect((actor.system as NpcData).attributes.strength).toBe(3);
    expect((actor.system as NpcData).evasion).toBe(2);
    expect(actor.overrides).toEqual({ "system.evasion": 2 });
  });

  it("the derivation reads the changes without a deprecated getter", () => {
    const actor = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, effects: [adding(generation, "Draught", "phasesix.attribute.strength", "2")] });
    deprecationWarnings.length = 0;
    actor.prepareData();
    expect(activeEffectInputs(actor as never)).toEqual([{ name: "Draught", changes: [{ key: "phasesix.attribute.strength", mode: 2, value: "2" }] }]);
    expect(deprecationWarnings).toEqual([]);
  });

  it("the effect editor's change keys get the suggestions", () => {
    const name = generation === 14 ? "system.changes.0.key" : "changes.0.key";
    const element = parseHTML(`<section data-tab="changes"><input name="${name}"><input name="name"></section>`);
    expect(effectChangeKeyInputs(element as never).map((input) => input.getAttribute("name"))).toEqual([name]);
  });
});

describe("Foundry 14 only: the change type phasesix", () => {
  beforeEach(() => install(14));

  it("is registered with a label, add's priority, a handler and a row", () => {
    const registered = (globalThis as unknown as { CONFIG: { ActiveEffect: { changeTypes: Record<string, { label: string; defaultPriority: number; handler: unknown; render: unknown }> } } }).CONFIG.ActiveEffect.changeTypes.phasesix;
    expect(registered).toMatchObject({ label: "PHASESIX.Effect.ChangeType", defaultPriority: 20 });
    expect(typeof registered.handler).toBe("function");
    expect(typeof registered.render).toBe("function");
  });

  it("an effect of our type on an NPC adds as Add does; on another key it adds too", () => {
    const actor = makeActor({
      name: "Guard",
      type: "npc",
      system: { attributes: { strength: 3 }, evasion: 1 },
      effects: [adding(14, "Rage", "phasesix.attribute.strength", "2", "phasesix"), adding(14, "Quick", "system.evasion", "1", "phasesix")],
    });
    expect((actor.system as NpcData).attributes.strength).toBe(5);
    expect((actor.system as NpcData).evasion).toBe(2);
  });

  it("the handler routes a change Foundry hands it directly, as applyChange does", () => {
    const actor = makeActor({ name: "Guard", type: "npc", system: { attributes: { strength: 3 } } });
    const registered = (globalThis as unknown as { CONFIG: { ActiveEffect: { changeTypes: Record<string, { handler: (t: unknown, c: EffectChange14, o?: object) => unknown }> } } }).CONFIG.ActiveEffect.changeTypes.phasesix;
    const change: EffectChange14 = { key: "phasesix.attribute.strength", type: "phasesix", value: "1" };
    expect(registered.handler(actor, change, { modifyTarget: false })).toEqual({ "system.attributes.strength": 4 });
    expect((actor.system as NpcData).attributes.strength).toBe(3);
  });

  it("another type (subtract, override) on our key is reported and changes nothing", () => {
    const subtract: EffectData = { name: "Weak", system: { changes: [{ key: "phasesix.attribute.strength", type: "subtract", value: "1" }] } };
    const override: EffectData = { name: "Set", system: { changes: [{ key: "phasesix.attribute.strength", type: "override", value: "9" }] } };
    const actor = makeActor({ name: "Guard", type: "npc", system: { attributes: { strength: 3 } }, effects: [subtract, override] });
    expect((actor.system as NpcData).attributes.strength).toBe(3);
    expect(effectChangeRows({ system: subtract.system }).map((c) => c.mode)).toEqual([-1]);
    expect(effectChangeRows({ system: override.system }).map((c) => c.mode)).toEqual([5]);
    expect(effectProblemKey("notAdd")).toBe("PHASESIX.Effect.Problem.notAddType");
    expect(effectKeyHintKey()).toBe("PHASESIX.Effect.KeyHintTypes");
  });

  it("an effect stored by 13 (migrated: mode 2 → type add, unknown mode n → custom.n) still counts", () => {
    const actor = makeActor({ name: "Guard", type: "npc", system: { attributes: { strength: 3 } }, effects: [{ name: "Old", changes: [{ key: "phasesix.attribute.strength", mode: 2, value: "1" }] }] });
    expect((actor.system as NpcData).attributes.strength).toBe(4);
    expect(effectChangeRows({ system: { changes: [{ key: "k", type: "custom.7", value: "1" }] } })[0].mode).toBe(7);
  });

  it("our row in the editor is Foundry's row with its key input tied to the suggestions", async () => {
    const g = globalThis as unknown as { foundry: { applications: { handlebars: { renderTemplate: (path: string, context: object) => Promise<string> } } } };
    const seen: string[] = [];
    g.foundry.applications.handlebars.renderTemplate = async (path) => {
      seen.push(path);
      return '<li data-index="0"><input type="text" name="system.changes.0.key" value=""><input type="text" name="system.changes.0.value" value="2"></li>';
    };
    const html = await renderPhaseSixChangeRow({ index: 0 });
    expect(seen).toEqual(["templates/sheets/active-effect/change.hbs"]);
    const row = parseHTML(html);
    expect(row.querySelector('input[name="system.changes.0.key"]')?.getAttribute("list")).toBe("phasesix-effect-keys");
    expect(row.querySelector('input[name="system.changes.0.value"]')?.getAttribute("list")).toBeNull();
    expect(withKeySuggestions(html)).toBe(html);
  });
});

describe("Foundry 13 only", () => {
  beforeEach(() => install(13));

  it("registers no change type and leaves applyChange to Foundry (13 has none)", () => {
    const config = (globalThis as unknown as { CONFIG: { ActiveEffect: { changeTypes: Record<string, unknown> } } }).CONFIG.ActiveEffect;
    expect(config.changeTypes).toEqual({});
    expect(effectProblemKey("notAdd")).toBe("PHASESIX.Effect.Problem.notAdd");
    expect(effectKeyHintKey()).toBe("PHASESIX.Effect.KeyHint");
  });
});

describe("Foundry 14: an effect whose duration ran out", () => {
  beforeEach(() => install(14));

  it("counts no more on a character or an NPC once the registry marked it expired", () => {
    const expired = (name: string): EffectData => ({ ...adding(14, name, "phasesix.attribute.strength", "2"), duration: { expired: true } });
    const plain = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never });
    const mara = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, effects: [expired("Spent draught")] });
    expect(character(mara).derived.attributes.strength.value).toBe(character(plain).derived.attributes.strength.value);
    const guard = makeActor({ name: "Guard", type: "npc", system: { attributes: { strength: 3 } }, effects: [expired("Spent rage")] });
    expect((guard.system as NpcData).attributes.strength).toBe(3);
  });
});

describe("Foundry 14: a target that is no actor", () => {
  beforeEach(() => install(14));

  it("a Phase Six change handed to an item changes nothing on it", () => {
    const item = { name: "Potion", system: { attributes: { strength: 1 } } };
    expect(routeEffectChange(item, { key: "phasesix.attribute.strength", mode: 2, value: "2" })).toEqual({ kind: "none" });
    expect(routeEffectChange(item, { key: "system.weight", mode: 2, value: "2" })).toEqual({ kind: "foreign" });
  });
});
