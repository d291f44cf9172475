/**
 * The one place where Phase Six declares its classes, data models and settings to fvtt-types.
 * Add new document classes, data models and settings here (and only here).
 */
import type { EraKey, WorldKey } from "../rules/catalog/index.ts";
import type { PhaseSixActor } from "../documents/actor.ts";
import type { PhaseSixItem } from "../documents/item.ts";
import type { PhaseSixActiveEffect } from "../documents/active-effect.ts";
import type { PhaseSixCombat } from "../documents/combat.ts";
import type { PhaseSixCombatant } from "../documents/combatant.ts";
import type { PhaseSixTokenDocument } from "../documents/token.ts";
import type { combatantDataModels } from "../data/combatant.ts";
import type { handleSpendAction, handleStealAction } from "../queries/combat-actions.ts";
import type { handleActorOperation } from "../queries/actor-operation.ts";
import type { actorDataModels, itemDataModels } from "../data/index.ts";
import type { handleRollActionQuery } from "../applications/chat/roll-actions.ts";
import type { handleGroupResultQuery } from "../applications/gm-tools/group-roll-record.ts";
import type { rollMacro } from "../applications/macros.ts";

type ModelMap<T> = { [K in keyof T]: T[K] };

declare module "fvtt-types/configuration" {
  /**
   * Our code runs from `init` on; the few places that run before `ready` only touch what exists then
   * (settings, CONFIG, i18n after i18nInit). Typing `game` as ready avoids a guard on every access.
   */
  interface AssumeHookRan {
    ready: never;
  }

  interface DocumentClassConfig {
    Actor: typeof PhaseSixActor;
    Item: typeof PhaseSixItem;
    Combat: typeof PhaseSixCombat;
    Combatant: typeof PhaseSixCombatant;
    ActiveEffect: typeof PhaseSixActiveEffect;
    Token: typeof PhaseSixTokenDocument;
  }

  /*
   * One class for every sub-type (`SubType extends … ? Class : never` is that class for each). Foundry 14's
   * types build a stored document — what a collection hands out, `Item.Stored` — from these, so
   * `actor.items.get(id)` is a PhaseSixItem there; Foundry 13's types read them the same way.
   */
  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: SubType extends Actor.SubType ? PhaseSixActor : never;
  }

  interface ConfiguredItem<SubType extends Item.SubType> {
    document: SubType extends Item.SubType ? PhaseSixItem : never;
  }

  interface ConfiguredCombat<SubType extends Combat.SubType> {
    document: SubType extends Combat.SubType ? PhaseSixCombat : never;
  }

  interface ConfiguredCombatant<SubType extends Combatant.SubType> {
    document: SubType extends Combatant.SubType ? PhaseSixCombatant : never;
  }

  interface ConfiguredActiveEffect<SubType extends ActiveEffect.SubType> {
    document: SubType extends ActiveEffect.SubType ? PhaseSixActiveEffect : never;
  }

  interface DataModelConfig {
    Actor: ModelMap<typeof actorDataModels>;
    Item: ModelMap<typeof itemDataModels>;
    Combatant: ModelMap<typeof combatantDataModels>;
  }

  interface SettingConfig {
    "phasesix.dataVersion": number;
    "phasesix.edition": "2025" | "2026";
    "phasesix.startingReputation": number;
    "phasesix.startingCapital": number;
    "phasesix.brewing": boolean;
    "phasesix.initiativeVariant": "pool" | "web";
    "phasesix.world": WorldKey;
    "phasesix.era": EraKey;
    "phasesix.extension.magic": boolean;
    "phasesix.extension.horror": boolean;
    "phasesix.extension.pantheon": boolean;
    "phasesix.extension.bodyMods": boolean;
    "phasesix.extension.alchemy": boolean;
    "phasesix.magicLevel": number;
    "phasesix.faithLevel": number;
    "phasesix.century": number;
    "phasesix.magicLevelOverride": boolean;
    "phasesix.faithLevelOverride": boolean;
    "phasesix.protectionVariant": "pool" | "flat";
    "phasesix.aimingVariant": "rulebook" | "web";
    "phasesix.firstAidVariant": "heal" | "boosts";
    "phasesix.rangeBands": boolean;
    "phasesix.armourDamage": boolean;
    "phasesix.movementActions": "players" | "everyone" | "off";
    "phasesix.partyPanel": boolean;
    "phasesix.partyPanelCollapsed": boolean;
    "phasesix.contentLanguage": "game" | "de" | "en" | "both";
    "phasesix.welcomeShown": boolean;
    "phasesix.compendiumFilter": boolean;
    "phasesix.currencyUnit": string;
  }
}

declare global {
  /** The system's macro API (src/applications/macros.ts): hotbar macros call `phasesix.rollMacro(…)`. */
  var phasesix: { rollMacro: typeof rollMacro };

  namespace CONFIG {
    interface Queries {
      "phasesix.stealAction": typeof handleStealAction;
      "phasesix.spendAction": typeof handleSpendAction;
      "phasesix.rollAction": typeof handleRollActionQuery;
      "phasesix.groupRollResult": typeof handleGroupResultQuery;
      "phasesix.actorOperation": typeof handleActorOperation;
    }
  }
}
