/**
 * Every edit form of every actor and item type shows and submits the stored values (issue 32, D1).
 * Foundry 13 applies an actor's Active Effects to its prepared `system` and keeps the stored data in
 * `system._source`; DocumentSheetV2 submits the whole form on every change. A sheet whose input shows
 * a prepared value writes the effect into the stored value on the next edit, and it climbs with every
 * edit (the foe sheet did: 8/2/1/5 became 17/5/4/2 in three edits).
 *
 * The walk, per actor type: render the real sheet's edit form with the real templates, put an effect
 * on the actor that adds 1 to every number the form submits (`system.…` keys as Foundry applies them,
 * and the Phase Six keys of every aspect, attribute and skill), render again: every input must show
 * the stored value; then submit the whole form three times (the first time with only a new name) and
 * the stored data must be what it was. Items: Foundry 13 applies no effect to an item's own data, so
 * the walk puts the same +1 into the item's prepared data (as a preparation step would) and asks
 * the same of every item sheet.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { PlainItem, StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { clickAction } from "../foundry/applications.ts";
import { formObject, renderTemplateHtml } from "../foundry/form.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { itemDataModels, registeredActorDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixActiveEffect } from "../../src/documents/active-effect.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { PhaseSixNpcSheet } from "../../src/applications/sheets/npc-sheet.ts";
import { PhaseSixFoeSheet } from "../../src/applications/sheets/foe-sheet.ts";
import { PhaseSixItemSheet } from "../../src/applications/sheets/item-sheet.ts";
import { SHEET_PARTIALS } from "../../src/applications/sheets/context/partials.ts";
import { storedValue } from "../../src/data/stored.ts";
import { ASPECTS, ATTRIBUTES, SKILLS } from "../../src/rules/catalog/index.ts";
import { SPY_RANGER_ITEMS } from "../actor/fixtures.ts";

const ADD = 2;
const gm = new StandInUser("gm", "Gamemaster", true);
let actors: PhaseSixActor[] = [];

type Sheet = { rendered: { parts: Record<string, { template: string }>; context: Record<string, unknown> } | null; render(): Promise<unknown> };
type Form = Record<string, unknown>;
type ActorData = ConstructorParameters<typeof StandInActorDocument>[0];

beforeEach(() => {
  actors = [];
  installGame({ users: [gm], user: gm, settings: { "phasesix.extension.magic": true, "phasesix.extension.horror": true } });
  installActors(registeredActorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
  const config = (globalThis as unknown as { CONFIG: Record<string, unknown> }).CONFIG;
  config.ActiveEffect = { documentClass: PhaseSixActiveEffect };
});

function makeActor(data: ActorData): PhaseSixActor & StandInActorDocument {
  const actor = new (PhaseSixActor as unknown as new (d: ActorData) => PhaseSixActor & StandInActorDocument)(data);
  const doc = actor as unknown as { items: unknown };
  doc.items = new StandInCollection(doc.items as PlainItem[]);
  actors.push(actor);
  return actor;
}

/** Render every part of the sheet with the real templates and read the form as Foundry does. */
async function renderedForm(sheet: Sheet): Promise<Form> {
  await sheet.render();
  if (!sheet.rendered) throw new Error("not rendered");
  const partials = Object.values(SHEET_PARTIALS).map((rel) => `templates/${rel}`);
  const html = Object.values(sheet.rendered.parts)
    .map((part) => renderTemplateHtml(part.template.replace(/^systems\/phasesix\//, ""), sheet.rendered?.context ?? {}, partials))
    .join("\n");
  return formObject(html);
}

/** The `system.…` inputs that submit numbers. */
function numberInputs(form: Form): string[] {
  return Object.keys(form).filter((name) => name.startsWith("system.") && typeof form[name] === "number");
}

/** An effect adding 1 to every number the form submits, and to every Phase Six value. */
function everywhere(paths: readonly string[]) {
  const phaseSix = [...ASPECTS.map((k) => `phasesix.aspect.${k}`), ...ATTRIBUTES.map((k) => `phasesix.attribute.${k}`), ...SKILLS.map((k) => `phasesix.skill.${k}`)];
  return { name: "Everywhere +1", changes: [...paths, ...phaseSix].map((key) => ({ key, mode: ADD, value: key.endsWith("minRoll") ? "-1" : "1" })) };
}

/** Weights are stored in grams and edited in kg (issue 24): the input shows grams / 1000. */
const KG_INPUTS = new Set(["system.weight"]);
function shown(name: string, stored: unknown): unknown {
  return KG_INPUTS.has(name) && typeof stored === "number" ? stored / 1000 : stored;
}

/** Every `system.…` input of the form shows the stored value. */
function expectStoredInputs(form: Form, doc: unknown): void {
  const wrong = Object.keys(form)
    .filter((name) => name.startsWith("system.") && typeof form[name] === "number")
    .filter((name) => form[name] !== shown(name, storedValue(doc, name)))
    .map((name) => `${name}: shows ${String(form[name])}, stored ${String(storedValue(doc, name))}`);
  expect(wrong).toEqual([]);
}

/** Submit the whole form as `submitOnChange` does, with `changes` typed in. */
async function submit(sheet: Sheet, doc: { update(data: Form): Promise<unknown> }, changes: Form): Promise<void> {
  const form = await renderedForm(sheet);
  await doc.update({ ...form, ...changes });
}

const ACTORS: Array<{ type: string; sheet: new (options: never) => Sheet; data: () => ActorData }> = [
  { type: "character", sheet: PhaseSixCharacterSheet as never, data: () => ({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, system: { currency: 12, favor: 3 } }) },
  {
    type: "npc",
    sheet: PhaseSixNpcSheet as never,
    data: () => ({
      name: "Guard",
      type: "npc",
      system: {
        attributes: { strength: 3 },
        skills: { shooting: 4 },
        health: { max: 8 },
        actions: 2,
        minRoll: 5,
        evasion: 1,
        protection: { normal: 1 },
        poolMax: { bonusDice: 1 },
        arcana: { max: 5 },
        attacks: [{ name: "Truncheon", skill: "handToHand", dice: 6, wounds: 1, piercing: 0, range: "1 m", notes: "" }],
      },
    }),
  },
  {
    type: "foe",
    sheet: PhaseSixFoeSheet as never,
    data: () => ({
      name: "Ghoul",
      type: "foe",
      system: {
        health: { max: 8 },
        actions: 2,
        minRoll: 5,
        evasion: 1,
        statblock: {
          category: "undead",
          strength: 4,
          dexterity: 3,
          mind: 1,
          movement: 6,
          stress: { passed: 1, failed: 2 },
          weaknesses: [{ trait: "fire", value: 2 }],
          actions: [{ name: "Claws", kind: "attack", dice: 7, wounds: 1, piercing: 1, conditions: { bleeding: 1 }, range: 0, area: 0, demonic: false, notes: "" }],
        },
      },
    }),
  },
];

describe("every actor sheet's edit form shows and submits the stored values under an effect on every number", () => {
  for (const entry of ACTORS) {
    it(`${entry.type}: each input shows the stored value, and three edits leave the stored data as it was`, async () => {
      // The form without effects names the numbers to put an effect on.
      const plain = makeActor(entry.data());
      const plainSheet = new entry.sheet({ document: plain } as never);
      if (entry.type !== "character") await clickAction(plainSheet as never, "toggleMode");
      const paths = numberInputs(await renderedForm(plainSheet));
      expect(paths.length).toBeGreaterThan(entry.type === "character" ? 0 : 10);

      const actor = makeActor({ ...entry.data(), effects: [everywhere(paths)] });
      const stored = structuredClone(actor.system.toObject());
      // The effect took: every number the form submits is prepared one higher (min roll one lower).
      const moved = paths.filter((path) => storedValue(actor, path) !== path.split(".").slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], actor.system));
      expect(moved).toEqual(paths);

      const sheet = new entry.sheet({ document: actor } as never);
      if (entry.type !== "character") await clickAction(sheet as never, "toggleMode");
      expectStoredInputs(await renderedForm(sheet), actor);
      await submit(sheet, actor, { name: `${actor.name} B.` });
      await submit(sheet, actor, {});
      await submit(sheet, actor, {});
      expect(actor.name).toBe(`${entry.data().name} B.`);
      expect(actor.system.toObject()).toEqual(stored);
    });
  }
});

/** One item of each type, with numbers in its data. */
const ITEMS: Array<{ type: keyof typeof itemDataModels; system: Record<string, unknown> }> = [
  { type: "lineage", system: {} },
  { type: "template", system: { cost: 5 } },
  { type: "knowledge", system: { value: 2 } },
  { type: "weapon", system: { category: "rifles", price: 300, weight: 3500 } },
  { type: "weaponModification", system: { category: "barrel", concealment: -2 } },
  { type: "armor", system: { price: 120, condition: 90 } },
  { type: "gear", system: { price: 5, quantity: 2, weight: 500, charges: 3 } },
  { type: "spell", system: { arcanaCost: 3 } },
  { type: "spellTemplate", system: {} },
  { type: "quirk", system: {} },
  { type: "bodyModification", system: { biolast: 2, energy: 50 } },
  { type: "recipe", system: {} },
];

describe("every item sheet's edit form shows and submits the stored values", () => {
  for (const entry of ITEMS) {
    it(`${entry.type}: each input shows the stored value while the prepared data differs, and edits keep the stored data`, async () => {
      const item = new (PhaseSixItem as unknown as new (d: object) => PhaseSixItem & { update(data: Form): Promise<unknown> })({ name: `A ${entry.type}`, type: entry.type, system: entry.system });
      const sheet = new PhaseSixItemSheet({ document: item } as never);
      const form = await renderedForm(sheet as unknown as Sheet);
      if (!Object.keys(form).some((name) => name.startsWith("system."))) {
        await clickAction(sheet as never, "toggleMode");
      }
      const paths = numberInputs(await renderedForm(sheet as unknown as Sheet));
      const system = item.system as unknown as { toObject(): Record<string, unknown> };
      const stored = structuredClone(system.toObject());
      // Prepared data one higher than stored in every number the form submits (as a preparation step would make it).
      for (const path of paths) {
        const parts = path.split(".").slice(1);
        const parent = parts.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, item.system as unknown as Record<string, unknown>);
        parent[parts[parts.length - 1]] = (parent[parts[parts.length - 1]] as number) + (KG_INPUTS.has(path) ? 1000 : 1);
      }
      expectStoredInputs(await renderedForm(sheet as unknown as Sheet), item);
      const formNow = await renderedForm(sheet as unknown as Sheet);
      const submitted = Object.fromEntries(Object.entries(formNow).filter(([name]) => name.startsWith("system.") && typeof formNow[name] === "number"));
      for (const [name, value] of Object.entries(submitted)) expect(value, name).toBe(shown(name, storedValue(stored, name)));
    });
  }
});
