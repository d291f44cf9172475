/**
 * The character sheet's attack and reload buttons go through the one attack path (issue 10 →
 * Deliver 1): on the stand-ins, a real PhaseSixActor with a real weapon item on its sheet, in a
 * started combat with its PhaseSixCombatant — the click spends the combatant's action and the
 * weapon's round; reload spends the weapon's reload actions.
 */
import "../foundry/data-fields.ts";
// Combat stand-ins first: they install a plain `Actor`, which actor-document.ts then replaces with
// the document stand-in PhaseSixActor must extend.
import { StandInCombatant, type StandInCombat } from "../foundry/combat-documents.ts";
import "../foundry/item-document.ts";
import { clickAction } from "../foundry/applications.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { registerDice } from "../../src/dice/index.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";

const player = new StandInUser("p1", "Player");
const gm = new StandInUser("gm", "Gamemaster", true);

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant;
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => StandInCombat;

let messages: StandInChatMessage[];
let actor: PhaseSixActor;
let rifle: PhaseSixItem;
let hero: PhaseSixCombatant;
let sheet: PhaseSixCharacterSheet;

beforeEach(() => {
  const actors: PhaseSixActor[] = [];
  const combats: StandInCombat[] = [];
  messages = [];
  installGame({ users: [gm, player], user: player, combats, settings: { "core.rollMode": "publicroll", "phasesix.aimingVariant": "rulebook", "phasesix.rangeBands": false } });
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  registerDice();
  const source = { name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system: {}, owners: ["p1"] };
  actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  rifle = new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)({
    _id: "weaponRifle00001",
    name: "Gewehr",
    type: "weapon",
    system: { skill: "shooting", modes: ["single", "burst"], capacity: 10, ammunition: 5, damagePotential: 1, reloadActions: 2 },
  });
  const doc = actor as unknown as { items: unknown; prepareData(): void };
  doc.items = new StandInCollection([...(doc.items as Array<{ id: string }>), rifle as unknown as { id: string }]);
  doc.prepareData();
  hero = new Combatant6({ id: "hero", actor: actor as never, owners: ["p1"], system: { actions: { value: 2, max: 2 } } });
  const combat = new Combat6("c1", [hero], 1);
  combat.combatant = hero as unknown as StandInCombatant;
  combats.push(combat);
  (game as unknown as { combat: unknown }).combat = combat;
  StandInCombatant.withSystem(true);
  registerQueries();
  installChat(messages, [actor as unknown as { uuid: string }]);
  sheet = new PhaseSixCharacterSheet({ document: actor } as never);
});

describe("attacking from the character sheet", () => {
  it("a shift-click on the weapon's single shot spends the combatant's action and one round", async () => {
    scriptDiceFaces(Array.from({ length: 40 }, () => 2));
    await clickAction(sheet as never, "rollAttack", { itemId: rifle.id ?? "", mode: "single" }, { shiftKey: true });
    expect(messages).toHaveLength(1);
    expect(hero.phaseSix?.state).toMatchObject({ actions: 1, recoil: 1 });
    expect(rifle.system).toMatchObject({ ammunition: 4 });
  });

  it("the reload button costs the weapon's reload actions and fills the weapon", async () => {
    await clickAction(sheet as never, "reload", { itemId: rifle.id ?? "" });
    expect(rifle.system).toMatchObject({ ammunition: 10 });
    expect(hero.phaseSix?.state.actions).toBe(0);
  });
});
