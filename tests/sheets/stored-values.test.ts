/**
 * Edit forms submit the stored values (`_source`), never values with Active Effects applied
 * (issue 18, item 1). Foundry 13's DocumentSheetV2 submits the whole form on every change and —
 * unlike the old sheets — strips nothing of `actor.overrides`: an input that shows a prepared value
 * writes the effect into the stored value on the next edit, and it climbs with every edit.
 *
 * Each test renders the real sheet class over a stand-in actor whose effects are applied as Foundry
 * applies them (PhaseSixActiveEffect, tests/foundry/actor-document.ts), renders the real templates
 * of the sheet's parts, reads the form as FormDataExtended does and submits it whole, three times.
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
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixActiveEffect } from "../../src/documents/active-effect.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { PhaseSixNpcSheet } from "../../src/applications/sheets/npc-sheet.ts";
import { SHEET_PARTIALS } from "../../src/applications/sheets/context/partials.ts";
import { SPY_RANGER_ITEMS } from "../actor/fixtures.ts";
import { BuilderSession } from "../../src/applications/builder/session.ts";
import type { BuilderEnvironment } from "../../src/applications/builder/session.ts";
import type { LoadedCatalog } from "../../src/applications/builder/catalog.ts";

const ADD = 2;
const gm = new StandInUser("gm", "Gamemaster", true);
let actors: PhaseSixActor[] = [];

type Sheet = { rendered: { parts: Record<string, { template: string }>; context: Record<string, unknown> } | null; render(): Promise<unknown> };

function makeActor(data: ConstructorParameters<typeof StandInActorDocument>[0]): PhaseSixActor & StandInActorDocument {
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor & StandInActorDocument)(data);
  const doc = actor as unknown as { items: unknown };
  doc.items = new StandInCollection(doc.items as PlainItem[]);
  actors.push(actor);
  return actor;
}

/** Render every part of the sheet with the real templates and return the form as Foundry reads it. */
async function renderedForm(sheet: Sheet): Promise<Record<string, unknown>> {
  await sheet.render();
  if (!sheet.rendered) throw new Error("not rendered");
  const partials = Object.values(SHEET_PARTIALS).map((rel) => `templates/${rel}`);
  const html = Object.values(sheet.rendered.parts)
    .map((part) => renderTemplateHtml(part.template.replace(/^systems\/phasesix\//, ""), sheet.rendered?.context ?? {}, partials))
    .join("\n");
  return formObject(html);
}

/** Edit the form as a user would (only `changes`), then submit it whole, as `submitOnChange` does. */
async function submit(sheet: Sheet, actor: StandInActorDocument, changes: Record<string, unknown>): Promise<Record<string, unknown>> {
  const form = await renderedForm(sheet);
  await actor.update({ ...form, ...changes });
  return form;
}

beforeEach(() => {
  actors = [];
  installGame({ users: [gm], user: gm, settings: { "phasesix.extension.magic": true } });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
  const config = (globalThis as unknown as { CONFIG: Record<string, unknown> }).CONFIG;
  config.ActiveEffect = { documentClass: PhaseSixActiveEffect };
});

/** An effect on every value the NPC sheet's edit inputs show. */
const blessing = {
  name: "Blessing",
  changes: [
    { key: "phasesix.attribute.strength", mode: ADD, value: "1" },
    { key: "phasesix.skill.shooting", mode: ADD, value: "2" },
    { key: "phasesix.aspect.maxHealth", mode: ADD, value: "3" },
    { key: "phasesix.aspect.actions", mode: ADD, value: "1" },
    { key: "phasesix.aspect.minRoll", mode: ADD, value: "-1" },
    { key: "phasesix.aspect.evasion", mode: ADD, value: "1" },
    { key: "phasesix.aspect.protection", mode: ADD, value: "2" },
    { key: "phasesix.aspect.bonusDice", mode: ADD, value: "1" },
    { key: "phasesix.aspect.maxArcana", mode: ADD, value: "4" },
  ],
};

describe("NPC sheet: edits keep the stored values of an NPC with Active Effects", () => {
  function guard() {
    return makeActor({
      name: "Guard",
      type: "npc",
      effects: [blessing],
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
    });
  }

  it("edited three times (once only the name), Strength 3 with +1 stays stored as 3 and reads 4", async () => {
    const actor = guard();
    const stored = structuredClone(actor.system.toObject());
    expect((actor.system as unknown as { attributes: { strength: number } }).attributes.strength).toBe(4);
    const sheet = new PhaseSixNpcSheet({ document: actor } as never);
    await clickAction(sheet as never, "toggleMode");

    const first = await submit(sheet as unknown as Sheet, actor, { name: "Harbour Guard" });
    // What the inputs show is what is stored, not stored + effect.
    expect(first).toMatchObject({
      "system.attributes.strength": 3,
      "system.skills.shooting": 4,
      "system.health.max": 8,
      "system.actions": 2,
      "system.minRoll": 5,
      "system.evasion": 1,
      "system.protection.normal": 1,
      "system.poolMax.bonusDice": 1,
      "system.arcana.max": 5,
    });
    await submit(sheet as unknown as Sheet, actor, { "system.evasion": 2 });
    await submit(sheet as unknown as Sheet, actor, {});

    expect(actor.name).toBe("Harbour Guard");
    expect(actor.system.toObject()).toEqual({ ...stored, evasion: 2 });
    // The read view is stored + effect.
    await clickAction(sheet as never, "toggleMode");
    await sheet.render();
    const context = (sheet as unknown as Sheet).rendered?.context ?? {};
    const strength = (context.attributes as Array<{ key: string; value: number }>).find((a) => a.key === "strength");
    expect(strength?.value).toBe(4);
    expect(context).toMatchObject({ actions: 3, minRoll: 4, evasion: 3, protection: 3 });
    const shooting = (context.skills as Array<{ key: string; value: number }>).find((s) => s.key === "shooting");
    expect(shooting?.value).toBe(6);
  });
});

describe("character sheet: the currency and biography inputs submit the stored values", () => {
  it("a plain `system.currency` effect is shown in no input and never stored", async () => {
    const actor = makeActor({
      name: "Mara",
      type: "character",
      items: SPY_RANGER_ITEMS as never,
      system: { currency: 12 },
      effects: [{ name: "Purse", changes: [{ key: "system.currency", mode: ADD, value: "10" }] }],
    });
    expect((actor.system as unknown as { currency: number }).currency).toBe(22);
    const sheet = new PhaseSixCharacterSheet({ document: actor } as never);
    for (const name of ["Mara", "Mara B.", "Mara C."]) {
      const form = await submit(sheet as unknown as Sheet, actor, { name });
      expect(form["system.currency"]).toBe(12);
    }
    expect((actor.system as unknown as { _source: { currency: number } })._source.currency).toBe(12);
    expect((actor.system as unknown as { currency: number }).currency).toBe(22);
  });
});

describe("builder: the money a character starts with is the stored money", () => {
  it("a `system.currency` effect does not become money the builder writes back", () => {
    const actor = makeActor({ name: "Ada", type: "character", system: { currency: 40 }, effects: [{ name: "Purse", changes: [{ key: "system.currency", mode: ADD, value: "10" }] }] });
    const env: BuilderEnvironment = { resolve: async () => null, createItem: async () => null, localize: (key) => key, warn: () => undefined, info: () => undefined };
    const session = new BuilderSession(actor, { catalog: {}, entries: new Map() } as unknown as LoadedCatalog, env);
    expect(session.draft.money).toBe(40);
  });
});
