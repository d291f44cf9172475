/**
 * The foe statblock sheet (RULES.md → Foes): the appendix's block on one page. Each action rolls with
 * one click — an attack through `rollAttack` into the same attack card as characters (targets, cover,
 * dodge, parry, protection, wounds, conditions; the foe's resistances act when it is hit), a check into
 * a roll card. Values come from `buildFoeContext`; edit mode binds every number to the data model.
 */
import { FoeData } from "../../data/actor/foe.ts";
import { storedSystem, storedText, storedValue } from "../../data/stored.ts";
import type { FoeTrait } from "../../rules/foes/index.ts";
import { DEFAULT_WEAKNESS_VALUE, FOE_TRAITS, foeActionRoll } from "../../rules/foes/index.ts";
import { worldRules } from "../../settings.ts";
import { SYSTEM_ID } from "../../constants.ts";
import { templatePath } from "../templates.ts";
import { rollAttack } from "../roll-check.ts";
import { PhaseSixActorSheet, sheetLocalize } from "./actor-sheet.ts";
import { int } from "./context/coerce.ts";
import { buildFoeContext } from "./context/foe.ts";
import type { FoeSheetInput } from "./context/foe.ts";
import { rollCheckFromSheet } from "./roll-bridge.ts";
import { foeCauseDread, foeStressTest } from "../foe-encounter.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import { campaignMark } from "./context/campaign.ts";
import { campaignTitle } from "../campaign/campaign-sources.ts";
import { skipRollDialog } from "../keybindings.ts";

function horrorOn(): boolean {
  try {
    return worldRules().extensions.horror;
  } catch {
    return false;
  }
}

export class PhaseSixFoeSheet extends PhaseSixActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["npc", "foe"],
    position: { width: 600, height: 760 },
    actions: {
      rollFoeAction: PhaseSixFoeSheet.#onRollAction,
      addFoeAction: PhaseSixFoeSheet.#onAddAction,
      removeFoeAction: PhaseSixFoeSheet.#onRemoveAction,
      toggleResistance: PhaseSixFoeSheet.#onToggleResistance,
      addWeakness: PhaseSixFoeSheet.#onAddWeakness,
      removeWeakness: PhaseSixFoeSheet.#onRemoveWeakness,
      foeStressTest: PhaseSixFoeSheet.#onStressTest,
      foeCauseDread: PhaseSixFoeSheet.#onCauseDread,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath("actor/foe/sheet.hbs"), scrollable: [""] },
  };

  /** The foe's data model, or null for an actor of another type. */
  get foe(): FoeData | null {
    const system: unknown = this.actor.system;
    return system instanceof FoeData ? system : null;
  }

  protected override async _prepareContext(options: Parameters<PhaseSixActorSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const foe = this.foe;
    const description = foe?.description ?? "";
    if (this.actor.limited) return { ...base, ...(await this.limitedContext(description)) };
    const flags: unknown = (this.actor.flags as Record<string, unknown>)[SYSTEM_ID];
    const worlds: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, "worlds") : [];
    const input: FoeSheetInput = {
      name: this.actor.name,
      img: this.actor.img ?? "",
      view: foe?.rollView(),
      statblock: foe?.statblock,
      // Edit inputs show and submit the stored values (data/stored.ts), never those with effects applied.
      stored: storedSystem(this.actor),
      worlds: Array.isArray(worlds) ? worlds.filter((w): w is string => typeof w === "string") : [],
      editMode: this.editMode,
      editable: this.isEditable,
      horror: horrorOn(),
      creatureDread: currentRuleset().horror.creatureDread,
      notes: { source: storedText(this.actor, "description", description), enriched: await this.enrich(description) },
      templateRoot: templatePath(""),
    };
    return { ...base, ...buildFoeContext(input, sheetLocalize), campaign: campaignMark(this.actor.flags, campaignTitle, sheetLocalize) };
  }

  /** The stored statblock part `key` as plain objects (to write back whole). */
  #copy(key: "actions" | "weaknesses"): Array<Record<string, unknown>> {
    const stored = storedValue(this.actor, `statblock.${key}`);
    return (Array.isArray(stored) ? stored : []).map((entry: unknown) => structuredClone(entry as Record<string, unknown>));
  }

  async #write(key: string, value: unknown): Promise<void> {
    const update: Record<string, unknown> = { [`system.statblock.${key}`]: value };
    await this.actor.update(update);
  }

  /** One click on an action: an attack into the attack card, a check into a roll card. */
  static async #onRollAction(this: PhaseSixFoeSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const foe = this.foe;
    const action = foe?.statblock.actions[int(target.dataset.index, -1)];
    if (!foe || !action) return;
    const roll = foeActionRoll(action, foe.rollView());
    if (roll.kind === "check") {
      await rollCheckFromSheet(this.actor, { kind: "attribute", key: roll.attribute, skipDialog: skipRollDialog(event), options: { diceModifier: roll.diceModifier }, flavor: action.name, host: this });
      return;
    }
    try {
      await rollAttack(this.actor, {
        mode: roll.mode,
        weaponName: action.name,
        damagePotential: roll.damagePotential,
        ...(roll.range === undefined ? {} : { range: roll.range }),
        ...(roll.demonic ? { options: { demonic: true } } : {}),
        skipDialog: skipRollDialog(event),
        flavor: action.name,
        host: this,
      });
    } catch (error) {
      console.error("phasesix | foe action failed", error);
      ui.notifications.error(game.i18n.localize("PHASESIX.Sheet.RollFailed"));
    }
  }

  static async #onAddAction(this: PhaseSixFoeSheet): Promise<void> {
    const actions = this.#copy("actions");
    actions.push({ name: game.i18n.localize("PHASESIX.Foe.Kind.attack"), kind: "attack", dice: 0, wounds: 1, piercing: 0, range: 0, area: 0, demonic: false, notes: "" });
    await this.#write("actions", actions);
  }

  static async #onRemoveAction(this: PhaseSixFoeSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actions = this.#copy("actions");
    const index = int(target.dataset.index, -1);
    if (index < 0 || index >= actions.length) return;
    actions.splice(index, 1);
    await this.#write("actions", actions);
  }

  static async #onToggleResistance(this: PhaseSixFoeSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const trait = target.dataset.trait;
    if (!this.foe || !(FOE_TRAITS as readonly unknown[]).includes(trait)) return;
    const stored = storedValue(this.actor, "statblock.resistances");
    const current = (Array.isArray(stored) ? stored : []).filter((t): t is FoeTrait => (FOE_TRAITS as readonly unknown[]).includes(t));
    const next = current.includes(trait as FoeTrait) ? current.filter((t) => t !== trait) : [...current, trait as FoeTrait];
    await this.#write("resistances", next);
  }

  static async #onAddWeakness(this: PhaseSixFoeSheet): Promise<void> {
    const weaknesses = this.#copy("weaknesses");
    weaknesses.push({ trait: "fire", value: DEFAULT_WEAKNESS_VALUE });
    await this.#write("weaknesses", weaknesses);
  }

  static async #onRemoveWeakness(this: PhaseSixFoeSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const weaknesses = this.#copy("weaknesses");
    const index = int(target.dataset.index, -1);
    if (index < 0 || index >= weaknesses.length) return;
    weaknesses.splice(index, 1);
    await this.#write("weaknesses", weaknesses);
  }

  /** The creature's ability that causes dread directly (2026): the characters who see it are gripped by dread. */
  static async #onCauseDread(this: PhaseSixFoeSheet): Promise<void> {
    await foeCauseDread(this.actor);
  }

  /** The horror stress test of the characters who see this foe (and its group), X/Y from the block; at once unless "roll with the dialog" is held. */
  static async #onStressTest(this: PhaseSixFoeSheet, event: PointerEvent): Promise<void> {
    await foeStressTest(this.actor, { skipDialog: skipRollDialog(event, false) });
  }
}
