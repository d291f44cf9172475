/**
 * PhaseSixItem on the stand-ins of Foundry's Item document: the career check on creation, default
 * icons, and the one-update operations (modifications, spell templates, ammunition, charges).
 * Asserts resulting document state and what the user was shown.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInCollection } from "../foundry/collection.ts";
import { installItem } from "../foundry/item-document.ts";
import type { ItemParent } from "../foundry/item-document.ts";
import { installGame, StandInUser } from "../foundry/game.ts";
import type { Notice } from "../foundry/game.ts";
import { itemDataModels } from "../../src/data/index.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";

type Data = Record<string, unknown>;

/** An actor that refuses templates it cannot afford, like PhaseSixActor#validateNewItem. */
class CareerActor implements ItemParent {
  items = new StandInCollection<PhaseSixItem>();
  name = "Hagen";
  constructor(public careerPointsLeft: number) {}

  validateNewItem(source: Data): string | null {
    const system = source.system as { cost?: number } | undefined;
    if (source.type === "template" && (system?.cost ?? 0) > this.careerPointsLeft) return "PHASESIX.Item.Error.ModifierValue";
    return null;
  }
}

/** An actor that also fills in its message, like PhaseSixActor#describeInvalidItem. */
class DescribingActor extends CareerActor {
  describeInvalidItem(source: Data): string | null {
    return this.validateNewItem(source) ? `${String(source.name)} costs too much for ${this.name}` : null;
  }
}

async function create(data: Data, parent: ItemParent | null = null): Promise<PhaseSixItem | undefined> {
  const created = await (PhaseSixItem as unknown as { create(d: Data, o: { parent: ItemParent | null }): Promise<unknown> }).create(data, { parent });
  return created as PhaseSixItem | undefined;
}

let notices: Notice[];

beforeEach(() => {
  installItem(itemDataModels);
  const gm = new StandInUser("gm", "GM", true);
  notices = installGame({ users: [gm], user: gm, lang: "de" });
});

describe("creating an item on an actor", () => {
  it("adds it when the actor accepts it", async () => {
    const actor = new CareerActor(20);
    const spy = await create({ name: "Spy", type: "template", system: { category: "occupation", cost: 11 } }, actor);
    expect(spy).toBeDefined();
    expect(actor.items.contents.map((item) => item.name)).toEqual(["Spy"]);
    expect(notices).toEqual([]);
  });

  it("refuses it, changes nothing and warns with the localized reason", async () => {
    const actor = new CareerActor(5);
    const spy = await create({ name: "Spy", type: "template", system: { category: "occupation", cost: 11 } }, actor);
    expect(spy).toBeUndefined();
    expect(actor.items.size).toBe(0);
    expect(notices).toEqual([{ level: "warn", message: "Der Wert eines Modifikators muss eine ganze Zahl sein." }]);
  });

  it("prefers the actor's filled-in message when it offers one", async () => {
    const actor = new DescribingActor(5);
    await create({ name: "Spy", type: "template", system: { cost: 11 } }, actor);
    expect(notices).toEqual([{ level: "warn", message: "Spy costs too much for Hagen" }]);
  });

  it("does not check again an item that arrives with its actor (actor creation, duplication)", async () => {
    const actor = new CareerActor(0);
    const spy = await create({ _id: "spy000000000000a", name: "Spy", type: "template", system: { cost: 11 } });
    if (!spy) throw new Error("not created");
    actor.items.add(spy);
    expect(await create({ _id: "spy000000000000a", name: "Spy", type: "template", system: { cost: 11 } }, actor)).toBeDefined();
    expect(notices).toEqual([]);
  });

  it("creates items outside actors without a check", async () => {
    expect(await create({ name: "Spy", type: "template", system: { cost: 11 } })).toBeDefined();
    expect(notices).toEqual([]);
  });
});

describe("default icons", () => {
  it("depend on the item type, and a given image wins", async () => {
    expect((await create({ name: "Axe", type: "weapon" }))?.img).toBe("icons/svg/sword.svg");
    expect((await create({ name: "Helmet", type: "armor" }))?.img).toBe("icons/svg/shield.svg");
    expect((await create({ name: "Helmet", type: "armor", img: "my/helmet.webp" }))?.img).toBe("my/helmet.webp");
  });
});

describe("weapon operations", () => {
  async function ak47(): Promise<PhaseSixItem> {
    const weapon = await create({
      name: "AK 47",
      type: "weapon",
      system: { skill: "shooting", modes: ["burst", "single"], capacity: 30, ammunition: 4, damagePotential: 3, concealment: 5, piercing: 1 },
    });
    if (!weapon) throw new Error("not created");
    return weapon;
  }

  it("fit and remove modifications, one update each", async () => {
    const weapon = await ak47();
    const suppressor = await create({ name: "Medium Suppressor", type: "weaponModification", system: { category: "barrel", concealment: -2, piercing: -1 } });
    const magazine = await create({ name: "Drum Magazine", type: "weaponModification", system: { category: "ammunition", capacity: 45 } });
    expect(await weapon.fitModification(suppressor as PhaseSixItem)).toBe(true);
    expect(await weapon.fitModification(magazine as PhaseSixItem)).toBe(true);
    const system = weapon.system as unknown as { stats: { concealment: number; piercing: number; capacity: number }; modifications: Array<{ name: string }> };
    expect(system.modifications.map((mod) => mod.name)).toEqual(["Medium Suppressor", "Drum Magazine"]);
    expect(system.stats).toMatchObject({ concealment: 3, piercing: 0, capacity: 75 });
    expect(await weapon.removeModification(0)).toBe(true);
    const after = weapon.system as unknown as { stats: { concealment: number }; modifications: Array<{ name: string }> };
    expect(after.modifications.map((mod) => mod.name)).toEqual(["Drum Magazine"]);
    expect(after.stats.concealment).toBe(5);
    expect(await weapon.removeModification(5)).toBe(false);
  });

  it("refuse to fit anything but a weapon modification", async () => {
    const weapon = await ak47();
    const rope = await create({ name: "Rope", type: "gear" });
    expect(await weapon.fitModification(rope as PhaseSixItem)).toBe(false);
    expect((weapon.system as unknown as { modifications: unknown[] }).modifications).toEqual([]);
  });

  it("use 3 rounds per burst, refuse a burst with too few, and reload to capacity", async () => {
    const weapon = await ak47();
    const ammo = () => (weapon.system as unknown as { ammunition: number }).ammunition;
    expect(await weapon.useAmmunition("burst")).toBe(true);
    expect(ammo()).toBe(1);
    expect(await weapon.useAmmunition("burst")).toBe(false);
    expect(ammo()).toBe(1);
    expect(await weapon.useAmmunition("single")).toBe(true);
    expect(ammo()).toBe(0);
    expect(await weapon.reload()).toBe(true);
    expect(ammo()).toBe(30);
  });
});

describe("spell operations", () => {
  it("apply the same template twice and remove one", async () => {
    const spell = await create({ name: "Simple Healing", type: "spell", system: { school: "healing", power: 1, spellPoints: 3, arcanaCost: 2 } });
    const powerful = await create({ name: "Powerful Spell", type: "spellTemplate", system: { spellPoints: 3, power: 1 } });
    if (!spell || !powerful) throw new Error("not created");
    await spell.applySpellTemplate(powerful);
    await spell.applySpellTemplate(powerful);
    const stats = () => (spell.system as unknown as { stats: { power: number; spellPoints: number } }).stats;
    expect(stats()).toMatchObject({ power: 3, spellPoints: 9 });
    expect(await spell.removeSpellTemplate(1)).toBe(true);
    expect(stats()).toMatchObject({ power: 2, spellPoints: 6 });
  });
});

describe("gear charges", () => {
  it("run down by one per use and stop at 0", async () => {
    const kit = await create({ name: "First aid kit", type: "gear", system: { category: "firstAid", charges: { value: 1, max: 5 } } });
    if (!kit) throw new Error("not created");
    expect(await kit.useCharge()).toBe(true);
    expect((kit.system as unknown as { charges: { value: number } }).charges.value).toBe(0);
    expect(await kit.useCharge()).toBe(false);
    const bandage = await create({ name: "Bandages", type: "gear" });
    expect(await bandage?.useCharge()).toBe(true);
  });
});

describe("containers", () => {
  it("take gear in and out, list their contents and refuse loops and non-containers", async () => {
    const actor = new CareerActor(20);
    const backpack = await create({ name: "Backpack", type: "gear", system: { category: "containers", isContainer: true } }, actor);
    const pouch = await create({ name: "Pouch", type: "gear", system: { category: "containers", isContainer: true } }, actor);
    const rope = await create({ name: "Rope", type: "gear" }, actor);
    if (!backpack || !pouch || !rope) throw new Error("not created");
    const containerOf = (item: PhaseSixItem) => (item.system as unknown as { container: string }).container;

    expect(await pouch.placeIn(backpack)).toBe(true);
    expect(await rope.placeIn(pouch)).toBe(true);
    expect(backpack.contents.map((item) => item.name)).toEqual(["Pouch"]);
    expect(pouch.contents.map((item) => item.name)).toEqual(["Rope"]);

    expect(await backpack.placeIn(pouch)).toBe(false);
    expect(containerOf(backpack)).toBe("");
    expect(await pouch.placeIn(rope)).toBe(false);
    expect(containerOf(pouch)).toBe(backpack.id);

    expect(await rope.placeIn(null)).toBe(true);
    expect(containerOf(rope)).toBe("");
    expect(pouch.contents).toEqual([]);
  });

  it("refuse a container on another actor", async () => {
    const bag = await create({ name: "Bag", type: "gear", system: { isContainer: true } }, new CareerActor(20));
    const rope = await create({ name: "Rope", type: "gear" }, new CareerActor(20));
    expect(await rope?.placeIn(bag ?? null)).toBe(false);
  });
});

describe("content of another era, world or extension", () => {
  /** An actor that refuses a sci-fi item in its medieval world, like PhaseSixActor#validateNewItem. */
  class MedievalActor implements ItemParent {
    items = new StandInCollection<PhaseSixItem>();
    name = "Hagen";
    validateNewItem(source: Data): string | null {
      const eras = (source.system as { eras?: string[] } | undefined)?.eras ?? [];
      return eras.length > 0 && !eras.includes("middleAges") ? "PHASESIX.Career.UnavailableEra" : null;
    }
  }
  const blaster = { name: "Blaster", type: "weapon", system: { eras: ["sciFi"] } };

  it("is refused for a player, who is told why", async () => {
    const player = new StandInUser("p1", "Player");
    notices = installGame({ users: [player], user: player, lang: "en" });
    const actor = new MedievalActor();
    expect(await create(blaster, actor)).toBeUndefined();
    expect(actor.items.size).toBe(0);
    expect(notices).toHaveLength(1);
    expect(notices[0].level).toBe("warn");
  });

  it("is added by a GM, who is warned that it does not fit the world", async () => {
    const actor = new MedievalActor();
    expect(await create(blaster, actor)).toBeDefined();
    expect(actor.items.size).toBe(1);
    expect(notices).toHaveLength(1);
    expect(notices[0].message).toContain("Trotzdem hinzugefügt, weil du die Spielleitung bist.");
  });
});
