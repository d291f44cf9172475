/**
 * The Phase Six combat tracker's behaviour outside the DOM, on the stand-ins of tests/foundry:
 * initiative shown as the rolled total, the row menu changing the combatant, the redraw when an
 * actor in the shown combat changes, and the "your turn" notice for players.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/combat-tracker.ts";
import { beforeEach, describe, expect, it } from "vitest";
import type { StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor } from "../foundry/combat-documents.ts";
import type { Notice } from "../foundry/game.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { PhaseSixCombatTracker, stealTargets } from "../../src/applications/combat-tracker.ts";
import { actionsView } from "../../src/applications/combat-tracker-context.ts";
import { prototypeTokenDefaults } from "../../src/applications/token-defaults.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant & { initiative: number | null };
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => StandInCombat;

interface MenuEntry {
  name: string;
  condition: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => void;
}

/** The tracker's protected hooks as the tests call them (Foundry calls them itself). */
interface TrackerHooks {
  viewed: unknown;
  renders: number;
  rendered: boolean;
  render(options?: { force?: boolean }): Promise<unknown>;
  renderPopout(): Promise<unknown>;
  close(): Promise<unknown>;
  _prepareTurnContext(combat: unknown, combatant: unknown, index: number): Promise<{ initiative: number | null; hasDecimals: boolean }>;
  _getEntryContextOptions(): MenuEntry[];
}

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");

let hero: PhaseSixCombatant & { initiative: number | null };
let heroActor: StandInActor;
let combat: StandInCombat;
let tracker: TrackerHooks;
let notices: Notice[];

function setup(user: StandInUser): void {
  heroActor = new StandInActor({ name: "Hagen", owners: ["alice"], attributes: { quickness: -2 } });
  hero = new Combatant6({ id: "hero", actor: heroActor });
  combat = new Combat6("c1", [hero, new Combatant6({ id: "foe", actor: new StandInActor({ name: "Räuber" }) })]);
  notices = installGame({ users: [gm, alice], user, combats: [combat] });
  registerQueries();
  tracker = new (PhaseSixCombatTracker as unknown as new () => TrackerHooks)();
  tracker.viewed = combat;
  (globalThis as unknown as { ui: { combat: unknown } }).ui.combat = tracker;
}

const row = (id: string) => ({ dataset: { combatantId: id } }) as unknown as HTMLElement;

beforeEach(() => setup(alice));

describe("combat tracker", () => {
  it("shows the rolled total, not the tie-break decimals", async () => {
    await hero.update({ initiative: 27 });
    expect(hero.initiative).toBe(26.9801);
    const turn = await tracker._prepareTurnContext(combat, hero, 0);
    expect(turn).toMatchObject({ initiative: 27, hasDecimals: false });
  });

  it("offers the owner the two-weapon switch in the row menu and applies it", async () => {
    // Two one-handed weapons of the same kind (rulebook-de → Beidhändiges Kämpfen).
    const dagger = { type: "weapon", system: { category: "blades", twoHanded: false, isMelee: true, skill: "handToHand", carried: true } };
    Object.assign(heroActor, { items: [dagger, dagger] });
    const entries = tracker._getEntryContextOptions();
    const on = entries.find((e) => e.name === "PHASESIX.Combat.Menu.TwoWeaponsOn");
    expect(on?.condition(row("hero"))).toBe(true);
    expect(on?.condition(row("foe"))).toBe(false);
    on?.callback(row("hero"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hero.phaseSix?.twoWeapons).toBe(true);
    expect(entries.find((e) => e.name === "PHASESIX.Combat.Menu.TwoWeaponsOff")?.condition(row("hero"))).toBe(true);
  });

  it("refuses two-weapon fighting and a raised shield without the weapons they need, with the reason (rulebook-de → Beidhändiges Kämpfen; Schilder)", async () => {
    Object.assign(heroActor, { items: [{ type: "weapon", system: { category: "polearms", twoHanded: true, isMelee: true, skill: "handToHand", carried: true } }] });
    expect(await PhaseSixCombatTracker.chooseOption(hero, "twoWeaponsOn")).toBe(false);
    expect(await PhaseSixCombatTracker.chooseOption(hero, "raiseShield")).toBe(false);
    expect(hero.phaseSix?.twoWeapons).toBe(false);
    expect(hero.phaseSix?.shieldBlock).toBe(false);
    expect(notices.map((n) => n.message)).toEqual([
      "Two-handed fighting needs two one-handed weapons of the same kind at hand.",
      "A shield needs a one-handed weapon at hand.",
    ]);
  });

  it("redraws when an actor of the shown combat changes, and not for others", () => {
    PhaseSixCombatTracker.onUpdateActor(new StandInActor() as unknown as Actor.Implementation);
    expect(tracker.renders).toBe(0);
    PhaseSixCombatTracker.onUpdateActor(heroActor as unknown as Actor.Implementation);
    expect(tracker.renders).toBe(1);
  });

  it("redraws a popped-out tracker with the sidebar tab, once per change, also while the tab itself is not drawn", async () => {
    await tracker.render({ force: true });
    const popout = (await tracker.renderPopout()) as TrackerHooks;
    expect(popout.viewed).toBe(combat);
    const before = () => [tracker.renders, popout.renders];
    let [sidebarBefore, popoutBefore] = before();
    PhaseSixCombatTracker.onUpdateActor(heroActor as unknown as Actor.Implementation);
    expect([tracker.renders - sidebarBefore, popout.renders - popoutBefore]).toEqual([1, 1]);

    [sidebarBefore, popoutBefore] = before();
    PhaseSixCombatTracker.onUpdateActor(new StandInActor() as unknown as Actor.Implementation);
    expect([tracker.renders - sidebarBefore, popout.renders - popoutBefore]).toEqual([0, 0]);

    await tracker.close();
    [sidebarBefore, popoutBefore] = before();
    PhaseSixCombatTracker.onUpdateActor(heroActor as unknown as Actor.Implementation);
    expect(popout.renders - popoutBefore).toBe(1);
    expect(popout.rendered).toBe(true);

    await popout.close();
    [sidebarBefore, popoutBefore] = before();
    PhaseSixCombatTracker.onUpdateActor(heroActor as unknown as Actor.Implementation);
    expect(popout.renders - popoutBefore).toBe(0);
  });

  it("tells a player when its combatant's turn begins, and nobody else", () => {
    const turn = (id: string) => ({ round: 1, turn: 0, combatantId: id, tokenId: null }) as unknown as Combat.HistoryData;
    PhaseSixCombatTracker.onTurnChange(combat as unknown as Combat.Implementation, turn("foe"), turn("hero"));
    expect(notices).toEqual([{ level: "info", message: "Hagen: your turn. Your actions are refreshed." }]);
    PhaseSixCombatTracker.onTurnChange(combat as unknown as Combat.Implementation, turn("hero"), turn("foe"));
    expect(notices).toHaveLength(1);
    setup(gm);
    PhaseSixCombatTracker.onTurnChange(combat as unknown as Combat.Implementation, turn("foe"), turn("hero"));
    expect(notices).toEqual([]);
  });

  it("lets a new character steal from a foe: its token is friendly by default, the foe's hostile; among allies the greyed control says why", () => {
    // the tokens as a new character and a new foe get them (prototype token defaults)
    const disposition = (type: string) => Number(prototypeTokenDefaults(type, {})["prototypeToken.disposition"]);
    const foe = combat.combatants.get("foe") as unknown as PhaseSixCombatant;
    Object.assign(hero, { token: { disposition: disposition("character") } });
    Object.assign(foe, { token: { disposition: disposition("foe") } });
    const tracked = combat as unknown as Combat.Stored;
    expect(stealTargets(tracked, hero).victims.map((c) => c.id)).toEqual(["foe"]);

    // Foundry's own default made both hostile: nobody to steal from, and the tooltip names the reason
    Object.assign(hero, { token: { disposition: -1 } });
    const allies = stealTargets(tracked, hero);
    expect(allies).toEqual({ victims: [], onlyAllies: true });
    const view = actionsView({ combatantId: "hero", actions: 1, max: 2, pendingLoss: 0, isOwner: true, active: true, started: true, bonusDice: 0, destinyDice: 1, canStealFromSomeone: false, onlyAllies: allies.onlyAllies });
    expect(view).toMatchObject({ canSteal: false, stealHint: "PHASESIX.Combat.Actions.StealOnlyAllies" });
  });
});
