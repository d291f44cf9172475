/**
 * The horror stress test against the rulebook's foes (RULES.md → Foes): the characters who see a foe
 * take one test each for the whole group (X/Y: the largest of the foes in the combat,
 * `groupStress`). The GM rolls it from the foe sheet. (Dropping foe folders: foe-drop.ts.)
 */
import { FoeData } from "../data/actor/foe.ts";
import { groupStress } from "../rules/foes/index.ts";
import type { CreatureStress } from "../rules/foes/index.ts";
import type { PhaseSixActor } from "../documents/actor.ts";
import { rollStressTest } from "./extension-rolls.ts";
import { uuidOf, storedActor } from "../foundry-compat/stored.ts";

type Rec = Record<string, unknown>;

function isObject(value: unknown): value is Rec {
  return typeof value === "object" && value !== null;
}

/** A foe's X/Y; null for anyone else. */
function stressOf(actor: Actor.Implementation | null | undefined): CreatureStress | null {
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
  const group: CreatureStress[] = [own];
  const combat = game.combat;
  if (combat?.getCombatantsByActor(storedActor(foe)).length) {
    for (const c of combat.combatants) {
      const s = c.actor && c.actor !== foe ? stressOf(c.actor) : null;
      if (s) group.push(s);
    }
  }
  const stress = groupStress(group);
  const characters = witnesses();
  if (characters.length === 0) {
    ui.notifications.warn("PHASESIX.Foe.Stress.NoCharacters", { localize: true });
    return;
  }
  for (const actor of characters) await rollStressTest(actor, { skipDialog: options.skipDialog ?? true, creature: { pass: stress.passed, fail: stress.failed } });
}
