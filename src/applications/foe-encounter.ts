/**
 * The horror stress test against the rulebook's foes (RULES.md → Foes): the characters who see a foe
 * take one test each for the whole group (X/Y: the largest of the foes in the combat,
 * `groupStress`). The GM rolls it from the foe sheet. (Dropping foe folders: foe-drop.ts.)
 */
import { FoeData } from "../data/actor/foe.ts";
import { groupStress, stressNeedsSetting } from "../rules/foes/index.ts";
import type { CreatureStress, FoeStress } from "../rules/foes/index.ts";
import type { PhaseSixActor } from "../documents/actor.ts";
import { rollStressTest } from "./extension-rolls.ts";
import { gripDread } from "../documents/actor-dread.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { uuidOf, storedActor } from "../foundry-compat/stored.ts";

type Rec = Record<string, unknown>;

function isObject(value: unknown): value is Rec {
  return typeof value === "object" && value !== null;
}

/** A foe's X/Y with its source; null for anyone else. */
function stressOf(actor: Actor.Implementation | null | undefined): FoeStress | null {
  const system: unknown = actor?.system;
  return system instanceof FoeData ? { ...system.statblock.stress } : null;
}

/** The characters who take the test: the controlled character tokens, else every character token on the scene. */
function witnesses(): PhaseSixActor[] {
  const tokens: unknown[] = canvas?.tokens ? [...canvas.tokens.controlled] : [];
  const all: unknown[] = canvas?.tokens ? [...canvas.tokens.placeables] : [];
  const pick = (list: unknown[]) => {
    const seen = new Set<string>();
    const out: PhaseSixActor[] = [];
    for (const token of list) {
      const actor = isObject(token) ? (token.actor as PhaseSixActor | null | undefined) : null;
      if (!actor || actor.type !== "character" || seen.has(uuidOf(actor))) continue;
      seen.add(uuidOf(actor));
      out.push(actor);
    }
    return out;
  };
  const chosen = pick(tokens);
  return chosen.length > 0 ? chosen : pick(all);
}

/**
 * The stress test against `foe` (and the foes fighting with it in the running combat): one test per
 * character, a pass costs the largest X, a failure the largest Y.
 */
export async function foeStressTest(foe: Actor.Implementation, options: { skipDialog?: boolean } = {}): Promise<void> {
  if (!game.user.isGM) return;
  const own = stressOf(foe);
  if (!own) return;
  const group: FoeStress[] = [own];
  const combat = game.combat;
  if (combat?.getCombatantsByActor(storedActor(foe)).length) {
    for (const c of combat.combatants) {
      const s = c.actor && c.actor !== foe ? stressOf(c.actor) : null;
      if (s) group.push(s);
    }
  }
  const stress: CreatureStress = groupStress(group);
  const characters = witnesses();
  if (characters.length === 0) {
    ui.notifications.warn("PHASESIX.Foe.Stress.NoCharacters", { localize: true });
    return;
  }
  // issue 33: the book gives its foes no stress; a value still at our default says so as it is used
  if (group.some((s) => stressNeedsSetting(s.source))) ui.notifications.info("PHASESIX.Foe.Stress.DefaultUsed", { localize: true });
  for (const actor of characters) await rollStressTest(actor, { skipDialog: options.skipDialog ?? true, creature: { pass: stress.passed, fail: stress.failed } });
}

/**
 * A creature's ability that causes dread directly (2026 horror chapter → Grauen): every character who
 * sees `foe` (the controlled character tokens, else every character token on the scene) is gripped by
 * dread and rolls the dread table (`gripWithDread`). Only for a foe marked so, in a ruleset with dread
 * and the horror extension on; the GM's action.
 */
export async function foeCauseDread(foe: Actor.Implementation): Promise<number> {
  if (!game.user.isGM) return 0;
  const system: unknown = foe.system;
  const ruleset = currentRuleset();
  if (!(system instanceof FoeData) || system.statblock.causesDread !== true || !ruleset.horror.creatureDread || !ruleset.horror.enabled) return 0;
  const characters = witnesses();
  if (characters.length === 0) {
    ui.notifications.warn("PHASESIX.Foe.Stress.NoCharacters", { localize: true });
    return 0;
  }
  let gripped = 0;
  for (const actor of characters) if (await gripDread(actor)) gripped += 1;
  return gripped;
}
