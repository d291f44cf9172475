/**
 * The compact NPC sheet (issue 5 → NPC sheet): one page with health, actions, min roll, evasion,
 * protection, conditions, attributes, skills and attacks with their dice. Values come from
 * `buildNpcContext` over the NPC's `rollView()` and stored attack list; in edit mode every number is
 * an input bound to the data model's field.
 */
import { NpcData } from "../../data/actor/npc.ts";
import { storedSystem, storedText, storedValue } from "../../data/stored.ts";
import { magicExtensionOn } from "../../settings.ts";
import { templatePath } from "../templates.ts";
import { PhaseSixActorSheet, sheetLocalize } from "./actor-sheet.ts";
import { int } from "./context/coerce.ts";
import { buildNpcContext, npcAttackRows } from "./context/npc.ts";
import type { NpcSheetInput } from "./context/npc.ts";
import { rollAttackFromSheet } from "./roll-bridge.ts";
import type { AttackMode } from "../../rules/items/index.ts";
import { openBuilder } from "../builder/open-builder.ts";
import { campaignMark } from "./context/campaign.ts";
import { campaignTitle } from "../campaign/campaign-sources.ts";
import { skipRollDialog } from "../keybindings.ts";


export class PhaseSixNpcSheet extends PhaseSixActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["npc"],
    position: { width: 640, height: 760 },
    actions: {
      addAttack: PhaseSixNpcSheet.#onAddAttack,
      removeAttack: PhaseSixNpcSheet.#onRemoveAttack,
      rollNpcAttack: PhaseSixNpcSheet.#onRollNpcAttack,
      openBuilder: PhaseSixNpcSheet.#onOpenBuilder,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath("actor/npc/sheet.hbs"), scrollable: [""] },
  };

  /** The NPC's data model, or null for an actor of another type. */
  get npc(): NpcData | null {
    const system: unknown = this.actor.system;
    return system instanceof NpcData ? system : null;
  }

  protected override async _prepareContext(options: Parameters<PhaseSixActorSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const npc = this.npc;
    const description = npc?.description ?? "";
    if (this.actor.limited) return { ...base, ...(await this.limitedContext(description)) };
    const input: NpcSheetInput = {
      name: this.actor.name,
      img: this.actor.img ?? "",
      view: npc?.rollView(),
      protection: npc ? npc.protectionMax() : {},
      attacks: npc?.attacks ?? [],
      poolMax: npc?.poolMax ?? {},
      items: this.sheetItems(),
      editMode: this.editMode,
      editable: this.isEditable,
      magic: magicExtensionOn(),
      arcana: npc?.arcana,
      spellRules: await this.spellRules(),
      notes: { source: storedText(this.actor, "description", description), enriched: await this.enrich(description) },
      // Edit inputs show and submit the stored values, never those with Active Effects applied.
      stored: storedSystem(this.actor),
      templateRoot: templatePath(""),
    };
    return { ...base, ...buildNpcContext(input, sheetLocalize), campaign: campaignMark(this.actor.flags, campaignTitle, sheetLocalize) };
  }

  /** Quick build: the builder in NPC mode fills this NPC's values from a lineage and templates. */
  static #onOpenBuilder(this: PhaseSixNpcSheet): void {
    void openBuilder(this.actor, this);
  }

  /** The stored attack list as plain objects (to write back whole). */
  #attacks(): Array<Record<string, unknown>> {
    const stored = storedValue(this.actor, "attacks");
    return (Array.isArray(stored) ? stored : []).map((attack: unknown) => ({ ...(attack as Record<string, unknown>) }));
  }

  static async #onAddAttack(this: PhaseSixNpcSheet): Promise<void> {
    const attacks = this.#attacks();
    attacks.push({ name: game.i18n.localize("PHASESIX.Sheet.Attack"), skill: "handToHand", dice: 0, wounds: 1, piercing: 0, range: "1 m", notes: "" });
    const update: Record<string, unknown> = { "system.attacks": attacks };
    await this.actor.update(update);
  }

  static async #onRemoveAttack(this: PhaseSixNpcSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = int(target.dataset.index, -1);
    const attacks = this.#attacks();
    if (index < 0 || index >= attacks.length) return;
    attacks.splice(index, 1);
    const update: Record<string, unknown> = { "system.attacks": attacks };
    await this.actor.update(update);
  }

  /** An NPC attack rolls its listed dice as an attack of its skill (the listed dice already include the weapon). */
  static async #onRollNpcAttack(this: PhaseSixNpcSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const npc = this.npc;
    const row = npcAttackRows(npc?.attacks ?? [])[int(target.dataset.index, -1)];
    if (!npc || !row?.rollable || !row.skill) return;
    const skillValue = int(npc.rollView().skills[row.skill as keyof NpcData["skills"]]);
    const mode: AttackMode = row.skill === "shooting" ? "single" : row.skill === "throwing" ? "thrown" : "melee";
    // The listed range ("20 m") is the weapon's range for the optional range rule.
    const range = Number.parseInt(String(row.range), 10);
    await rollAttackFromSheet(this.actor, {
      mode,
      damagePotential: row.dice - skillValue,
      weaponName: row.name,
      ...(Number.isFinite(range) && range > 0 ? { range } : {}),
      skipDialog: skipRollDialog(event),
      host: this,
    });
  }
}
