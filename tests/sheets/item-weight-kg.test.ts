/**
 * Weights on the item sheet's edit view (issue 24: weight in one unit everywhere): the field shows
 * the stored grams as kg, and what the form submits in kg is stored as whole grams; an entry that is
 * no weight keeps the stored one and says why.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import "../foundry/item-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { itemDataModels } from "../../src/data/index.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixItemSheet } from "../../src/applications/sheets/item-sheet.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
let notices: Array<{ level: string; message: string }> = [];

const kit = () => new (PhaseSixItem as unknown as new (data: object) => PhaseSixItem)({ name: "First Aid Kit", type: "gear", system: { category: "firstAid", weight: 1250 } });

type Field = { name: string; kind: string; value: unknown; step?: string; min: number | null; label: string };

async function weightField(sheet: PhaseSixItemSheet): Promise<Field | undefined> {
  await sheet.render();
  const context = (sheet as unknown as { rendered: { context: { details: Field[] } } }).rendered.context;
  return context.details.find((f) => f.name === "system.weight");
}

/** What the form submits, as Foundry's DocumentSheetV2 hands it to `_processFormData`. */
function submit(sheet: PhaseSixItemSheet, object: Record<string, unknown>): Record<string, unknown> {
  return (sheet as unknown as { _processFormData(e: null, f: null, d: { object: Record<string, unknown> }): Record<string, unknown> })._processFormData(null, null, { object });
}

describe("item sheet weight in kg (issue 24)", () => {
  beforeEach(() => {
    notices = installGame({ users: [gm], user: gm, lang: "en" }) as typeof notices;
    installItem(itemDataModels);
  });

  it("edits the stored 1250 g as 1.25 kg, to the gram, never below 0", async () => {
    const sheet = new PhaseSixItemSheet({ document: kit() } as never);
    await sheet.render();
    const field = await weightField(sheet);
    expect(field).toMatchObject({ kind: "number", value: 1.25, step: "0.001", min: 0, label: "PHASESIX.Item.FIELDS.weight.label" });
  });

  it("stores what is entered in kg as whole grams, and the field shows it again unchanged", async () => {
    const sheet = new PhaseSixItemSheet({ document: kit() } as never);
    await sheet.render();
    const update = submit(sheet, { name: "First Aid Kit", "system.weight": 0.8, "system.quantity": 2 });
    expect(update).toEqual({ name: "First Aid Kit", system: { weight: 800, quantity: 2 } });
    const item = (sheet as unknown as { item: PhaseSixItem }).item;
    await item.update(update);
    expect((await weightField(sheet))?.value).toBe(0.8);
    expect(notices).toEqual([]);
  });

  it("keeps the stored weight and says why when the entry is no weight (empty, negative)", async () => {
    const sheet = new PhaseSixItemSheet({ document: kit() } as never);
    await sheet.render();
    for (const bad of [null, -1]) {
      const update = submit(sheet, { name: "First Aid Kit", "system.weight": bad, "system.quantity": 3 });
      // The other fields of the submit still go through; the weight stays as stored.
      expect(update).toEqual({ name: "First Aid Kit", system: { quantity: 3 } });
    }
    expect(notices.map((n) => n.level)).toEqual(["warn", "warn"]);
    expect(notices[0]?.message).toBe("The weight must be a number of kilograms from 0 to 100,000 (e.g. 1.2); the stored weight was kept.");
  });
});
