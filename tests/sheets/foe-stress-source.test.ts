/**
 * A foe's stress X/Y: no source gives the appendix's foes a value (issue 33), so the imported 0/1 is
 * our default, marked as such, and the foe sheet says "not in the book — set it" until the GM sets
 * it; the book's own example (2026 Horror → Stress: "Ein Spectre verursacht 1/2 Stress") stands as
 * the book's. The walk: the real foe sheet with the real templates over a stand-in actor; the edit
 * form submitted whole, as DocumentSheetV2 submits it.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import fs from "node:fs";
import path from "node:path";
import { installActors } from "../foundry/actor-document.ts";
import type { PlainItem, StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { clickAction } from "../foundry/applications.ts";
import { formObject, renderTemplateHtml } from "../foundry/form.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { itemDataModels, registeredActorDataModels } from "../../src/data/index.ts";
import { FoeData } from "../../src/data/actor/foe.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixFoeSheet } from "../../src/applications/sheets/foe-sheet.ts";
import { SHEET_PARTIALS } from "../../src/applications/sheets/context/partials.ts";
import { FOE_DEFAULTS } from "../../src/rules/foes/index.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
let actors: PhaseSixActor[] = [];
type ActorData = ConstructorParameters<typeof StandInActorDocument>[0];
type Sheet = { rendered: { parts: Record<string, { template: string }>; context: Record<string, unknown> } | null; render(): Promise<unknown> };

beforeEach(() => {
  actors = [];
  installGame({ users: [gm], user: gm, settings: { "phasesix.extension.horror": true } });
  installActors(registeredActorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
});

function makeFoe(stress: Record<string, unknown>): PhaseSixActor & StandInActorDocument {
  const data: ActorData = { name: "Ghoul", type: "foe", system: { health: { max: 8 }, statblock: { category: "undead", strength: 4, dexterity: 3, mind: 1, movement: 6, stress } } };
  const actor = new (PhaseSixActor as unknown as new (d: ActorData) => PhaseSixActor & StandInActorDocument)(data);
  (actor as unknown as { items: unknown }).items = new StandInCollection([] as PlainItem[]);
  actors.push(actor);
  return actor;
}

async function html(sheet: Sheet): Promise<string> {
  await sheet.render();
  if (!sheet.rendered) throw new Error("not rendered");
  const partials = Object.values(SHEET_PARTIALS).map((rel) => `templates/${rel}`);
  return Object.values(sheet.rendered.parts)
    .map((part) => renderTemplateHtml(part.template.replace(/^systems\/phasesix\//, ""), sheet.rendered?.context ?? {}, partials))
    .join("\n");
}

function stressOf(actor: PhaseSixActor): { passed: number; failed: number; source: string } {
  if (!(actor.system instanceof FoeData)) throw new Error("not a foe");
  return actor.system.statblock.stress;
}

describe("foe stress: not in the book — set it, until the GM does", () => {
  it("a foe without a source is our default 0/1 and the sheet asks the GM to set it", async () => {
    const foe = makeFoe({});
    expect(stressOf(foe)).toEqual({ passed: FOE_DEFAULTS.stressPassed, failed: FOE_DEFAULTS.stressFailed, source: "default" });
    const shown = await html(new PhaseSixFoeSheet({ document: foe } as never) as unknown as Sheet);
    expect(shown).toContain("phasesix-foe-stress-unset");
    expect(shown).toContain("PHASESIX.Foe.Sheet.StressUnset");
  });

  it("the GM types X/Y in the edit form: the values become the GM's and the sheet stops asking", async () => {
    const foe = makeFoe({ passed: 0, failed: 1 });
    const sheet = new PhaseSixFoeSheet({ document: foe } as never) as unknown as Sheet;
    await clickAction(sheet as never, "toggleMode");
    const form = formObject(await html(sheet));
    expect(form["system.statblock.stress.source"]).toBe("default");
    // the whole form, as submitOnChange sends it, with X changed
    await foe.update({ ...form, "system.statblock.stress.passed": 1, "system.statblock.stress.failed": 3 });
    expect(stressOf(foe)).toEqual({ passed: 1, failed: 3, source: "gm" });
    await clickAction(sheet as never, "toggleMode");
    expect(await html(sheet)).not.toContain("phasesix-foe-stress-unset");
  });

  it("submitting the form unchanged leaves the default marked as not in the book", async () => {
    const foe = makeFoe({ passed: 0, failed: 1 });
    const sheet = new PhaseSixFoeSheet({ document: foe } as never) as unknown as Sheet;
    await clickAction(sheet as never, "toggleMode");
    const form = formObject(await html(sheet));
    await foe.update({ ...form, name: "Ghoul B." });
    expect(stressOf(foe).source).toBe("default");
  });

  it("the GM may confirm our default as theirs by picking the source", async () => {
    const foe = makeFoe({ passed: 0, failed: 1 });
    await foe.update({ "system.statblock.stress.source": "gm" });
    expect(stressOf(foe)).toEqual({ passed: 0, failed: 1, source: "gm" });
  });

  it("the book's own value is shown as the book's, not as a value to set", async () => {
    const foe = makeFoe({ passed: 1, failed: 2, source: "book" });
    const shown = await html(new PhaseSixFoeSheet({ document: foe } as never) as unknown as Sheet);
    expect(shown).not.toContain("phasesix-foe-stress-unset");
    expect(shown).toContain("phasesix-foe-stress-book");
  });
});

describe("the foe packs: every foe's stress is our marked default, the Spectre the book's 1/2", () => {
  const PACKS = path.resolve(import.meta.dirname, "..", "..", "packs");
  for (const language of ["de", "en"] as const) {
    it(`foes-${language}`, () => {
      const dir = path.join(PACKS, `foes-${language}`);
      const foes = fs
        .readdirSync(dir)
        .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { type?: string; system: { statblock: { stress: unknown } }; flags: { phasesix: { key: string } } })
        .filter((doc) => doc.type === "foe");
      expect(foes.length).toBeGreaterThanOrEqual(101);
      const byKey = new Map(foes.map((doc) => [doc.flags.phasesix.key, doc.system.statblock.stress]));
      // 2026 rulebook, Horror → Stress: "Ein Spectre verursacht 1/2 Stress, wenn man ihm begegnet."
      expect(byKey.get("foe:spectre")).toEqual({ passed: 1, failed: 2, source: "book" });
      const others = [...byKey.entries()].filter(([key]) => key !== "foe:spectre");
      expect(others.filter(([, stress]) => JSON.stringify(stress) !== JSON.stringify({ passed: 0, failed: 1, source: "default" }))).toEqual([]);
    });
  }
});
