/**
 * The Phase Six Actor. Thin: every rule is a pure function of the character core
 * (src/rules/character); each method here reads the data model's state, applies one transition and
 * stores the result in a single `update`, so sheets, macros, chat cards and combat share them.
 * Operations on an actor the user does not own (wounds from an attack, first aid, a weapon's
 * condition) go to the active GM as `phasesix.actorOperation` (sent by name through
 * src/gm-channel) and are validated there (src/queries/actor-operation.ts): the GM learns the
 * requester from the server (src/queries/authority.ts), and an operation on an actor the
 * requester does not own must name the chat message it follows from — a Phase Six roll the
 * requester wrote, of an actor the requester owns, whose check, result and named targets allow it
 * (roll-justification.ts: first aid by a First Aid roll naming the patient, a duel's wounds by the
 * winner's Spell Casting roll naming the loser; never more than the roll's successes). A message
 * justifies one operation per actor. What no roll justifies (a GM-style edit) needs the GM's
 * confirmation (`{ askGM: true }`: a dialog on the GM's client); anything else is refused.
 */
import { refillInnate } from "../rules/attack/protection.ts";
import type { ConditionKey, ProtectionType } from "../rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../rules/catalog/index.ts";
import type { DicePoolKey } from "../rules/catalog/index.ts";
import type { CareerCheck, ResourceState, RestResult } from "../rules/character/index.ts";
import type { FaceSource } from "../rules/index.ts";
import { foundryFaces } from "../dice/faces.ts";
import {
  checkAvailability,
  checkSpellOrigin,
  checkSpellTemplate,
  checkLineage,
  checkTemplate,
  creationLeftover,
  creationWordKey,
  deriveCharacter,
  finishCreation,
  gainStress,
  restorePool,
  rest,
  restoreArcana,
  safeInt,
  spendArcana,
  spendPool,
} from "../rules/character/index.ts";
import { CharacterData } from "../data/actor/character.ts";
import { NpcData } from "../data/actor/npc.ts";
import type { ItemLike } from "../data/actor/item-inputs.ts";
import { availabilityOf, lineageInput, templateInput } from "../data/actor/item-inputs.ts";
import type { ResourceModel } from "../data/actor/resources.ts";
import { resourceUpdate } from "../data/actor/resources.ts";
import type { ActorOperation, OperationJustification } from "./actor-operations.ts";
import { MAX_OPERATION_AMOUNT, applyOperation } from "./actor-operations.ts";
import type { Refusal } from "../gm-channel/refusal.ts";
import { isRefusal, refusalMessage } from "../gm-channel/refusal.ts";
import { askGM, queryName } from "../gm-channel/ask-gm.ts";
import { serialized } from "../gm-channel/serialized.ts";
import { findLineageTemplate, missingLineageTemplate } from "./lineage-template.ts";
import { RENAMED_FROM, followRename, renameLinkedTokens } from "./actor-rename.ts";
import { markFoeStressEdit } from "./foe-stress.ts";
import { worldContext } from "../data/actor/world-context.ts";
import { storedNumber } from "../data/stored.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { gainStressDread, restDread, type DreadRest } from "./actor-dread.ts";
import { announceTick } from "./actor-tick.ts";
import { originSourcesOf, spellOriginOf } from "./spell-origins.ts";
import type { RollRefusal } from "./roll-justification.ts";
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../hooks.ts";
import { speakerOf, uuidOf } from "../foundry-compat/stored.ts";

/** Item types whose era/world/extension tags are checked when they are added to an actor. */
const AVAILABILITY_CHECKED_TYPES = new Set(["weapon", "armor", "gear", "spell", "quirk", "weaponModification", "spellTemplate"]);

/** Data of `phasesix.actorOperation`: which actor, what, and the message it follows from. */
export interface ActorOperationQueryData {
  actorUuid: string;
  operation: ActorOperation;
  justification?: OperationJustification;
}

/** The GM's answer. */
export type ActorOperationResult = { ok: boolean } | { ok: false; reason: "actorNotFound" } | { ok: false; reason: OperationRefusal } | Refusal;

/**
 * Name of the GM query that applies an {@link ActorOperation} to an actor the requester does not
 * own (its GM side: src/queries/actor-operation.ts, registered in `CONFIG.queries` under this name).
 */
export const ACTOR_OPERATION_QUERY = queryName<ActorOperationQueryData, ActorOperationResult>("phasesix.actorOperation");

/**
 * Why the GM refused an operation a roll was cited for, or the GM declined it, or a surgery found no
 * such body modification on the patient (any more).
 */
export type OperationRefusal = RollRefusal | "gmDeclined" | "noModification";
const OPERATION_REFUSALS: readonly string[] = ["wrongCheck", "tooMuch", "notNamed", "gmDeclined", "noModification"];

/** The category of a spell template's source ("" when it has none). */
function spellTemplateCategoryOf(itemSource: ItemLike): string {
  const system = itemSource.system;
  const category: unknown = typeof system === "object" && system !== null && "category" in system ? system.category : undefined;
  return typeof category === "string" ? category : "";
}

function localize(key: string, data?: Record<string, string | number>): string {
  return data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key);
}

/** A non-negative whole amount within what one operation may carry. */
function amount(n: number): number {
  return Math.min(MAX_OPERATION_AMOUNT, Math.max(0, safeInt(n)));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export class PhaseSixActor extends Actor {
  /** The resource side of this actor's data model (both actor types have one). */
  get resourceModel(): ResourceModel | null {
    const system: unknown = this.system;
    return system instanceof CharacterData || system instanceof NpcData ? system : null;
  }

  /** Store a resource state in one update. */
  async #store(state: ResourceState): Promise<void> {
    await this.update(resourceUpdate(state));
  }

  /**
   * Apply an operation: directly when this user owns the actor, otherwise through the active GM,
   * naming the chat message that justifies it. Returns whether it was applied.
   */
  async #operate(operation: ActorOperation, justification?: OperationJustification): Promise<boolean> {
    if (!this.resourceModel) return false;
    if (this.isOwner) {
      const applied = await this.#applyHere(operation);
      if (!applied && operation.op === "surgery") ui.notifications.warn(localize("PHASESIX.Notify.OperationRefusal.noModification"));
      return applied;
    }
    const data: ActorOperationQueryData = { actorUuid: uuidOf(this), operation, ...(justification ? { justification } : {}) };
    const result = await askGM(ACTOR_OPERATION_QUERY, data);
    if (isRefusal(result)) ui.notifications.warn(result.reason === "noActiveGM" ? localize("PHASESIX.Notify.NoActiveGM") : refusalMessage(result.reason));
    else if (!result.ok && "reason" in result && OPERATION_REFUSALS.includes(result.reason)) ui.notifications.warn(localize(`PHASESIX.Notify.OperationRefusal.${result.reason}`));
    else if (!result.ok) ui.notifications.warn(localize("PHASESIX.Notify.OperationRefused"));
    return result.ok;
  }

  /**
   * Apply an operation on this client. Operations on one actor run one after another, each from
   * the state the previous one stored: on the GM's client, where every player's request lands, two
   * attacks arriving at once both count.
   */
  #applyHere(operation: ActorOperation): Promise<boolean> {
    return serialized(`Actor.${this.uuid}`, async () => {
      const model = this.resourceModel;
      if (!model) return false;
      if (operation.op === "surgery") return this.#fitOrRemove(operation.itemId, operation.fitted);
      await this.#store(applyOperation(model.resourceState(), model.resourceLimits(), operation));
      return true;
    });
  }

  /**
   * A passed surgery: the body modification is marked fitted or removed, and switched off either way
   * (a freshly fitted one is switched on as any other: an action and the energy roll). Idempotent: a
   * repeat sets the same values.
   */
  async #fitOrRemove(itemId: string, fitted: boolean): Promise<boolean> {
    if (!this.hasBodyModification(itemId)) return false;
    const update = { _id: itemId, "system.installed": fitted, "system.active": false };
    await this.updateEmbeddedDocuments("Item", [update]);
    return true;
  }

  /** Whether the body modification `itemId` is on this actor (what a surgery changes). */
  hasBodyModification(itemId: string): boolean {
    const item = this.items.find((i) => i.id === itemId);
    return !!item && item.type === "bodyModification";
  }

  /** Take `n` wounds: boosts first; health 0 and no boosts → Dying 1, other conditions removed. */
  applyWounds(n: number, justification?: OperationJustification): Promise<boolean> {
    return this.#operate({ op: "applyWounds", n: amount(n) }, justification);
  }

  /** Heal `n` wounds (boosts are never healed). */
  heal(n: number, justification?: OperationJustification): Promise<boolean> {
    return this.#operate({ op: "heal", n: amount(n) }, justification);
  }

  /** Add `n` boosts (extra hearts that vanish at a rest). */
  addBoost(n: number, justification?: OperationJustification): Promise<boolean> {
    return this.#operate({ op: "addBoost", n: amount(n) }, justification);
  }

  /** Set a condition's counter (clamped to its bounds). */
  setCondition(key: ConditionKey, value: number, justification?: OperationJustification): Promise<boolean> {
    return this.#operate({ op: "setCondition", key, value: amount(value) }, justification);
  }

  /** Add `n` to a condition's counter (negative lowers it). */
  addCondition(key: ConditionKey, n = 1, justification?: OperationJustification): Promise<boolean> {
    return this.#operate({ op: "addCondition", key, n: Math.sign(safeInt(n)) * amount(Math.abs(safeInt(n))) }, justification);
  }

  /** Remove a condition. */
  removeCondition(key: ConditionKey, justification?: OperationJustification): Promise<boolean> {
    return this.#operate({ op: "removeCondition", key }, justification);
  }

  /**
   * Apply any {@link ActorOperation} (e.g. first aid, documents/actor-extensions.ts) in one update:
   * directly when this user owns the actor, otherwise through the active GM, naming the chat
   * message that justifies it.
   */
  operate(operation: ActorOperation, justification?: OperationJustification): Promise<boolean> {
    return this.#operate(operation, justification);
  }

  /** Whether the user may change this actor's own resources; warns when not. */
  #ownResources(): ResourceModel | null {
    const model = this.resourceModel;
    if (!model) return null;
    if (!this.isOwner) {
      ui.notifications.warn(localize("PHASESIX.Notify.NotOwner", { name: this.name }));
      return null;
    }
    return model;
  }

  /** Spend `n` dice of a pool; false (and a warning) when the pool has fewer. */
  async spendPool(pool: DicePoolKey, n = 1): Promise<boolean> {
    const model = this.#ownResources();
    if (!model) return false;
    const next = spendPool(model.resourceState(), model.resourceLimits(), pool, n);
    if (!next) {
      ui.notifications.warn(localize("PHASESIX.Notify.PoolEmpty", { pool: localize(`PHASESIX.Actor.Pool.${pool}`), name: this.name }));
      return false;
    }
    await this.#store(next);
    return true;
  }

  /** Give back `n` dice to a pool (up to its maximum). */
  async restorePool(pool: DicePoolKey, n = 1): Promise<void> {
    const model = this.#ownResources();
    if (model) await this.#store(restorePool(model.resourceState(), pool, n));
  }

  /** Spend `n` arcana; false (and a warning) when fewer are left. */
  async spendArcana(n: number): Promise<boolean> {
    const model = this.#ownResources();
    if (!model) return false;
    const next = spendArcana(model.resourceState(), model.resourceLimits(), n);
    if (!next) {
      ui.notifications.warn(localize("PHASESIX.Notify.ArcanaEmpty", { name: this.name }));
      return false;
    }
    await this.#store(next);
    return true;
  }

  /** Restore `n` arcana (up to the maximum). */
  async restoreArcana(n: number): Promise<void> {
    const model = this.#ownResources();
    if (model) await this.#store(restoreArcana(model.resourceState(), n));
  }

  /**
   * Gain `n` stress; at max stress a tick is gained and stress resets to 0: a character then owes a
   * tick to choose, and the tick card and the prompt to choose it follow (./actor-tick.ts).
   */
  async gainStress(n: number): Promise<void> {
    const model = this.#ownResources();
    if (!model) return;
    // 2026 edition (ruleset.horror): max stress grips a character with dread instead of giving a tick.
    if (currentRuleset().horror.onMaxStress === "dread" && model instanceof CharacterData) {
      await gainStressDread(this, n);
      return;
    }
    const result = gainStress(model.resourceState(), model.resourceLimits(), n);
    const update: Record<string, unknown> = resourceUpdate(result.state);
    const choose = result.tick && model instanceof CharacterData;
    if (result.tick && model instanceof CharacterData) update["system.dread.quirksOwed"] = model.dread.quirksOwed + 1;
    await this.update(update);
    if (result.tick) await announceTick(this, result.state.ticks, choose);
  }

  /** Spend protection units of one type from the protection pool; false when fewer are left. */
  async spendProtection(type: ProtectionType, n = 1): Promise<boolean> {
    const model = this.#ownResources();
    if (!model) return false;
    const spent = storedNumber(model, `protectionSpent.${type}`);
    const amount = Math.max(0, safeInt(n));
    if (model.protectionMax()[type] - spent < amount) return false;
    const update: Record<string, number> = { [`system.protectionSpent.${type}`]: spent + amount };
    await this.update(update);
    return true;
  }

  /** Restore spent protection units of one type (the sheet's undo; never above the maximum). */
  async restoreProtection(type: ProtectionType, n = 1): Promise<boolean> {
    const model = this.#ownResources();
    if (!model) return false;
    const spent = storedNumber(model, `protectionSpent.${type}`);
    if (spent <= 0) return false;
    const update: Record<string, number> = { [`system.protectionSpent.${type}`]: Math.max(0, spent - Math.max(0, safeInt(n))) };
    await this.update(update);
    return true;
  }

  /**
   * Refill the innate protection at the start of the own turn (2026 edition): the spent normal units
   * go back down by the innate amount. Nothing to do when none is spent.
   */
  async refillInnateProtection(): Promise<void> {
    if (!this.#ownResources()) return;
    const system = this.system as { protectionSpent?: Record<string, number>; derived?: { innateProtection?: number } };
    const innate = system.derived?.innateProtection ?? 0;
    const spent = { normal: storedNumber(system, "protectionSpent.normal") };
    if (innate <= 0 || spent.normal <= 0) return;
    const refilled = refillInnate(spent, { normal: innate });
    const update: Record<string, number> = { "system.protectionSpent.normal": refilled.normal };
    await this.update(update);
  }

  /** Refill the protection pool (after a combat). */
  async refillProtection(): Promise<void> {
    if (!this.#ownResources()) return;
    const update: Record<string, number> = {};
    for (const type of PROTECTION_TYPES) update[`system.protectionSpent.${type}`] = 0;
    await this.update(update);
  }

  /**
   * Rest (6 hours): roll Resistance + Endurance + Willpower (a wound healed per success), refresh the
   * dice pools, drop boosts, with magic restore arcana, with horror a stress test lowers stress by 1.
   * One update, and a chat message with the rolls. The dice come from Foundry's configured RNG, like
   * every other Phase Six roll; `faces` replaces them (replays, tests).
   */
  async rest(faces: FaceSource = foundryFaces()): Promise<RestResult | null> {
    const model = this.#ownResources();
    if (!model) return null;
    // Modules may cancel the rest (false) before it is rolled or stored.
    if (!callPreHook(SYSTEM_HOOKS.preRest, this)) return null;
    // 2026 edition (ruleset.horror.rest): no stress roll; stress falls to base stress and dread is resolved.
    const toMinimum = currentRuleset().horror.rest === "toMinimum" && model instanceof CharacterData;
    const input = model.restInput();
    const result = rest(model.resourceState(), model.resourceLimits(), toMinimum ? { ...input, horror: false } : input, faces);
    await this.#store(result.state);
    const dread = toMinimum && input.horror ? await restDread(this, faces) : null;
    await ChatMessage.create({ speaker: speakerOf(this), content: this.#restCard(result, dread) });
    callAfterHook(SYSTEM_HOOKS.rest, this, result);
    return result;
  }

  #restCard(result: RestResult, dread: DreadRest | null = null): string {
    const faces = (roll: RestResult["healRoll"]) => roll.dice.map((die) => die.total).join(", ") || "–";
    const lines = [
      localize("PHASESIX.Actor.Rest.Healed", { n: result.healed, dice: faces(result.healRoll) }),
      localize("PHASESIX.Actor.Rest.Refreshed"),
    ];
    if (result.boostsLost > 0) lines.push(localize("PHASESIX.Actor.Rest.BoostsLost", { n: result.boostsLost }));
    if (result.stillDying) lines.push(localize("PHASESIX.Actor.Rest.StillDying", { n: result.state.conditions.dying }));
    if (result.arcanaRoll) lines.push(localize("PHASESIX.Actor.Rest.Arcana", { n: result.arcanaRestored, dice: faces(result.arcanaRoll) }));
    if (result.stressRoll) {
      const key = result.stressRoll.passed ? "PHASESIX.Actor.Rest.StressPassed" : "PHASESIX.Actor.Rest.StressFailed";
      lines.push(localize(key, { n: result.stressReduced, dice: faces(result.stressRoll) }));
    }
    if (dread) {
      lines.push(localize("PHASESIX.Dread.Rest.Stress", { n: dread.state.stress }));
      if (dread.roll) lines.push(localize(dread.quirk ? "PHASESIX.Dread.Rest.Failed" : "PHASESIX.Dread.Rest.Passed", { dice: faces(dread.roll), base: dread.state.baseStress }));
      if (dread.stillInDread || dread.rollTable) lines.push(localize("PHASESIX.Dread.Rest.StillGripped"));
    }
    const title = escapeHtml(localize("PHASESIX.Actor.Rest.Title", { name: this.name }));
    return `<div class="phasesix rest-card"><h3>${title}</h3><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul></div>`;
  }

  /**
   * Finish character creation: leftover career points become reputation (2025; in 2026 the reputation
   * left stays); later templates are paid with reputation. False (with a warning) when already finished or not a character.
   */
  async finishCreation(): Promise<boolean> {
    const system = this.system;
    if (!(system instanceof CharacterData) || !this.#ownResources()) return false;
    const input = system.characterInput();
    const derived = system.derived ?? deriveCharacter(input);
    const result = finishCreation(input, derived);
    if (!result.ok) {
      ui.notifications.warn(localize(result.reason));
      return false;
    }
    const update: Record<string, unknown> = { "system.career": result.career };
    await this.update(update);
    // 2025: the career points left became reputation; 2026 (no career points): the reputation left stays.
    const currency = currentRuleset().creation.currency;
    ui.notifications.info(localize(creationWordKey(currency, "CreationFinished"), { name: this.name, points: creationLeftover(derived, currency) }));
    return true;
  }

  /**
   * The check of an item about to be added to this actor: weapons, armour, gear, spells, quirks,
   * weapon modifications and spell templates must belong to the world's era, world and active
   * extensions (on characters and NPCs); templates and lineages of a character also pass the career
   * check; everything else is accepted.
   */
  checkNewItem(itemSource: ItemLike): CareerCheck {
    const system = this.system;
    if (AVAILABILITY_CHECKED_TYPES.has(itemSource.type ?? "")) {
      const context = system instanceof CharacterData ? system.characterInput().context : worldContext();
      const available = checkAvailability(availabilityOf(itemSource), context);
      // The 2026 edition has no spell template "School" (ruleset.magic.schoolTemplate).
      if (available.ok && itemSource.type === "spellTemplate") return checkSpellTemplate(currentRuleset(), spellTemplateCategoryOf(itemSource));
      // A character learns a spell only of an origin its templates unlock (ruleset.magic.spellGate; 2026).
      if (!available.ok || itemSource.type !== "spell" || !(system instanceof CharacterData)) return available;
      return checkSpellOrigin(currentRuleset(), originSourcesOf(this.items), spellOriginOf(itemSource));
    }
    if (!(system instanceof CharacterData)) return { ok: true };
    const input = system.characterInput();
    if (itemSource.type === "lineage") {
      const lineage = checkLineage(input, lineageInput(itemSource));
      return lineage.ok ? checkAvailability(availabilityOf(itemSource), input.context) : lineage;
    }
    if (itemSource.type !== "template") return { ok: true };
    return checkTemplate(input, system.derived ?? deriveCharacter(input), templateInput(itemSource));
  }

  /** Null when `itemSource` may be added to this actor, else the i18n key of the reason. */
  validateNewItem(itemSource: ItemLike): string | null {
    const check = this.checkNewItem(itemSource);
    return check.ok ? null : check.reason;
  }

  /** The localized, filled-in message of why `itemSource` may not be added, or null when it may. */
  describeInvalidItem(itemSource: ItemLike): string | null {
    const check = this.checkNewItem(itemSource);
    if (check.ok) return null;
    const data: Record<string, string | number> = { ...check.data, item: itemSource.name ?? "", actor: this.name };
    if (typeof data.category === "string") data.category = localize(`PHASESIX.TemplateCategory.${data.category}`);
    if (typeof data.extension === "string") data.extension = localize(`PHASESIX.Extension.${data.extension}`);
    if (typeof data.skill === "string") data.skill = localize(`PHASESIX.Skill.${data.skill}`);
    if (typeof data.origin === "string") data.origin = localize(`PHASESIX.Item.SpellTradition.${data.origin}`);
    return localize(check.reason, data);
  }

  /** A new name carries to the prototype token when it had the old one (actor-rename.ts). */
  protected override async _preUpdate(changed: Actor.UpdateData, options: Actor.Database.PreUpdateOptions, user: User.Stored): Promise<boolean | undefined> {
    const allowed = await super._preUpdate(changed, options, user);
    if (allowed === false) return false;
    const renamedFrom = followRename(changed as Record<string, unknown>, this.name, this.prototypeToken?.name);
    if (renamedFrom !== null) Reflect.set(options, RENAMED_FROM, renamedFrom);
    markFoeStressEdit(this.system, changed as Record<string, unknown>);
    return undefined;
  }

  /** After a rename by this client: the actor's placed linked tokens with the old name follow (actor-rename.ts). */
  protected override _onUpdate(changed: Actor.UpdateData, options: Actor.Database.OnUpdateOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    const renamedFrom: unknown = Reflect.get(options, RENAMED_FROM);
    if (userId !== game.user.id || typeof renamedFrom !== "string" || !this.id) return;
    const scenes = game.scenes as unknown as Parameters<typeof renameLinkedTokens>[0] | undefined;
    if (scenes) renameLinkedTokens(scenes, this.id, renamedFrom, this.name).catch((error: unknown) => console.error("phasesix | renaming the tokens failed", error));
  }

  /** A lineage added by this user brings its free lineage template (lineage-template.ts). */
  protected override _onCreateDescendantDocuments(...args: Actor.OnCreateDescendantDocumentsArgs): void {
    super._onCreateDescendantDocuments(...args);
    const [, collection, documents, , , userId] = args;
    if (collection !== "items" || userId !== game.user.id) return;
    for (const document of documents as readonly ItemLike[]) {
      if (document.type === "lineage") void this.#addLineageTemplate(document);
    }
  }

  async #addLineageTemplate(lineage: ItemLike): Promise<void> {
    if (!(this.system instanceof CharacterData)) return;
    const ref = missingLineageTemplate(lineage, this.items as Iterable<ItemLike>);
    if (!ref) return;
    const source = await findLineageTemplate(ref);
    if (source) await this.createEmbeddedDocuments("Item", [source as unknown as Item.CreateData]);
  }

  /**
   * Token bars show derived values (`resources.health`, `resources.arcana`, `resources.stress`):
   * editing one applies wounds/healing, spends/restores arcana or sets stress instead of writing
   * the derived value — after core's `modifyTokenAttribute` hook, whose `false` cancels the edit.
   */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const resources = (this.system as { resources?: { health: { value: number }; arcana: { value: number }; stress: { value: number } } }).resources;
    if (!resources || !["resources.health", "resources.arcana", "resources.stress"].includes(attribute)) {
      return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    }
    const key = attribute.slice("resources.".length) as "health" | "arcana" | "stress";
    const delta = safeInt(isDelta ? value : value - resources[key].value);
    if (delta === 0) return this;
    // Core's hook, as Actor#modifyTokenAttribute calls it: modules may veto the edit with false. The
    // updates it sees are the bar's new value; what is stored follows from the operation below.
    const updates: Record<string, number> = { [`system.${attribute}.value`]: resources[key].value + delta };
    const hooks = Hooks as unknown as { call(hook: string, ...args: unknown[]): boolean };
    if (hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this) === false) return this;
    if (key === "health") await (delta < 0 ? this.applyWounds(-delta) : this.heal(delta));
    else if (key === "arcana") await (delta < 0 ? this.spendArcana(-delta) : this.restoreArcana(delta));
    else await this.gainStress(delta);
    return this;
  }
}
