/**
 * Token Action HUD: running an action (actions.ts) on an actor with the same methods the sheet
 * buttons call — a check or an attack through the sheets' roll bridge (roll dialog unless the
 * "roll at once" key is held, as on the sheet), a spell through `castSpell`, a condition, a pool or a rest through the actor's own
 * operations (which go to the GM where they must). Right-click lowers a condition or restores a pool.
 */
import { CONDITIONS } from "../../rules/catalog/index.ts";
import { ATTACK_MODES } from "../../rules/items/index.ts";
import type { AttackMode } from "../../rules/items/index.ts";
import { PhaseSixActor } from "../../documents/actor.ts";
import { PhaseSixItem } from "../../documents/item.ts";
import { rollAttackFromSheet, rollCheckFromSheet, weaponAttack } from "../../applications/sheets/roll-bridge.ts";
import { castSpell } from "../../applications/extension-rolls.ts";
import { restWithConfirmation } from "../../applications/rest-flow.ts";
import { CONDITION_LIMITS, POOL_KEYS } from "../../applications/sheets/context/resources.ts";
import { isHudActionType, type HudAction } from "./actions.ts";

/** How the action was clicked. */
export interface HudClick {
  /** Roll at once with the defaults (the "roll at once" keybinding held, as on the sheet). */
  skipDialog: boolean;
  /** Right-click: lower a condition, restore a pool die. */
  rightClick: boolean;
}

function isAttackMode(value: unknown): value is AttackMode {
  return typeof value === "string" && (ATTACK_MODES as readonly string[]).includes(value);
}

/** Runs one HUD action for one actor; false when nothing was done (unknown action, missing item, cancelled). */
export async function runHudAction(actor: Actor.Implementation, system: Partial<HudAction["system"]>, click: HudClick): Promise<boolean> {
  if (!(actor instanceof PhaseSixActor) || !isHudActionType(system.actionType)) return false;
  const id = system.actionId ?? "";
  switch (system.actionType) {
    case "attribute":
    case "skill":
    case "knowledge":
    case "evasion":
      return rollCheckFromSheet(actor, { kind: system.actionType, key: id, skipDialog: click.skipDialog });
    case "attack": {
      const item = actor.items.get(id);
      const request = item && isAttackMode(system.mode) ? weaponAttack(item, system.mode, click.skipDialog) : null;
      return request ? rollAttackFromSheet(actor, request) : false;
    }
    case "spell": {
      const spell = actor.items.get(id);
      return spell instanceof PhaseSixItem ? (await castSpell(actor, spell, { skipDialog: click.skipDialog })) !== null : false;
    }
    case "condition": {
      const key = CONDITIONS.find((condition) => condition === id);
      if (!key) return false;
      // As the sheet's chips: − / + on a counter, on/off for a condition of one level (hunkered).
      if (click.rightClick) await actor.addCondition(key, -1);
      else if (CONDITION_LIMITS[key] === 1) await actor.setCondition(key, (actor.resourceModel?.resourceState().conditions[key] ?? 0) > 0 ? 0 : 1);
      else await actor.addCondition(key, 1);
      return true;
    }
    case "pool": {
      const pool = POOL_KEYS.find((key) => key === id);
      if (!pool) return false;
      if (click.rightClick) await actor.restorePool(pool, 1);
      else return actor.spendPool(pool, 1);
      return true;
    }
    case "rest":
      return restWithConfirmation(actor);
  }
}
