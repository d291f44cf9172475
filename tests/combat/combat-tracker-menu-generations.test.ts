/**
 * The combat tracker's row menu on Foundry 13 and 14 (issue 31, part 6): the same entries do the same,
 * named `name`/`condition`/`callback(li)` on 13 and `label`/`visible`/`onClick(event, li)` on 14 (the 13
 * names are deprecated there), through src/foundry-compat/context-menu-entry.ts.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/combat-tracker.ts";
import { afterEach, describe, expect, it } from "vitest";
import type { StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { PhaseSixCombatTracker } from "../../src/applications/combat-tracker.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant;
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => StandInCombat;

/** An entry in either generation's words. */
interface AnyEntry {
  name?: string;
  label?: string;
  condition?: (li: HTMLElement) => boolean;
  visible?: (li: HTMLElement) => boolean;
  callback?: (li: HTMLElement) => void;
  onClick?: (event: unknown, li: HTMLElement) => void;
}

const alice = new StandInUser("alice", "Alice");
const gm = new StandInUser("gm", "GM", true);
const row = (id: string) => ({ dataset: { combatantId: id } }) as unknown as HTMLElement;

afterEach(() => resetFoundryGenerationForTests());

describe.each([13, 14] as const)("Foundry %i", (generation) => {
  it("the owner switches two-weapon fighting on from the row menu; a stranger's row offers nothing", async () => {
    resetFoundryGenerationForTests();
    const heroActor = new StandInActor({ name: "Hagen", owners: ["alice"] });
    const dagger = { type: "weapon", system: { category: "blades", twoHanded: false, isMelee: true, skill: "handToHand", carried: true } };
    Object.assign(heroActor, { items: [dagger, dagger] });
    const hero = new Combatant6({ id: "hero", actor: heroActor });
    const combat = new Combat6("c1", [hero, new Combatant6({ id: "foe", actor: new StandInActor({ name: "Räuber" }) })]);
    installGame({ users: [gm, alice], user: alice, combats: [combat], generation });
    registerQueries();
    const tracker = new (PhaseSixCombatTracker as unknown as new () => { viewed: unknown; _getEntryContextOptions(): AnyEntry[] })();
    tracker.viewed = combat;
    const entries = tracker._getEntryContextOptions();
    const on = entries.find((e) => (generation === 14 ? e.label : e.name) === "PHASESIX.Combat.Menu.TwoWeaponsOn");
    if (!on) throw new Error("no two-weapon entry");
    const visible = generation === 14 ? on.visible : on.condition;
    expect(visible?.(row("hero"))).toBe(true);
    expect(visible?.(row("foe"))).toBe(false);
    if (generation === 14) {
      expect([on.name, on.condition, on.callback]).toEqual([undefined, undefined, undefined]);
      on.onClick?.({}, row("hero"));
    } else {
      expect(on.label).toBeUndefined();
      on.callback?.(row("hero"));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hero.phaseSix?.twoWeapons).toBe(true);
  });
});
