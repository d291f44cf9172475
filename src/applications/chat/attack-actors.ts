/**
 * What the attack card reads from actors and the combat: the attacking weapon's numbers after
 * modifications, a defender's shield, evasion, parry weapons, protection pool (innate lineage units
 * apart) and its combatant in the running combat. Read by shape, so characters, NPCs and the test
 * stand-ins all fit; an actor without a part reads as having none.
 */
import { currentRuleset } from "../../data/ruleset.ts";
import type { ProtectionType } from "../../rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../../rules/catalog/index.ts";
import type { AttackMode, WeaponCondition } from "../../rules/items/vocabulary.ts";
import { WEAPON_CONDITIONS } from "../../rules/items/vocabulary.ts";
import type { CardWeapon, DefenderFacts, SpecialAttack } from "../../rules/attack/card.ts";
import type { ProtectionPool } from "../../rules/attack/protection.ts";
import { unarmedWeapon } from "../../rules/attack/hit-dice.ts";
import { prepareCheck } from "../../rules/roll-request/index.ts";
import { dodgeCheck } from "../../rules/index.ts";
import type { RequirementWeapon } from "../../rules/attack/requirements.ts";
import { protectionPoolApplies, shieldRefusal } from "../../rules/attack/requirements.ts";
import { actorRollView } from "../../documents/combat-actor.ts";
import { combatantData, type CombatantLike } from "../../documents/combatant-ops.ts";
import { npcAttackRows } from "../sheets/context/npc.ts";
import { foeCardWeapon, foeParryActions } from "./foe-actions.ts";
import type { DefenderInput, ParryWeapon } from "./attack-card-context.ts";

type Rec = Record<string, unknown>;

function isObject(value: unknown): value is Rec {
  return typeof value === "object" && value !== null;
}

function int(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** An embedded item as far as the card reads it. */
interface ItemShape {
  id?: string | null;
  name?: string | null;
  type?: string;
  system?: unknown;
}

function itemsOf(actor: Actor.Implementation): ItemShape[] {
  const items: unknown = (actor as unknown as { items?: unknown }).items;
  if (!isObject(items) || !(Symbol.iterator in items)) return [];
  return Array.from(items as Iterable<unknown>).filter(isObject) as ItemShape[];
}

/** The weapon numbers (after modifications) of an item's system data, if it is a weapon. */
function weaponStatsOf(system: unknown): { damagePotential: number; piercing: number; conditions: Partial<Record<WeaponCondition, number>>; melee: boolean } | null {
  if (!isObject(system)) return null;
  const stats: unknown = system.stats;
  if (!isObject(stats)) return null;
  const conditions: Partial<Record<WeaponCondition, number>> = {};
  const raw = isObject(stats.conditions) ? stats.conditions : {};
  for (const key of WEAPON_CONDITIONS) if (int(raw[key]) > 0) conditions[key] = int(raw[key]);
  return { damagePotential: int(stats.damagePotential), piercing: Math.max(0, int(stats.piercing)), conditions, melee: system.isMelee === true };
}

/**
 * The attacking weapon as the card keeps it: a weapon item of that name (its stats after
 * modifications), an NPC attack of that name (its wounds and piercing), or unarmed (piercing 1 if
 * Strength > 2). Wounds per hit default to 1 (weapons carry no wounds value of their own).
 */
export function cardWeaponFor(actor: Actor.Implementation, weaponName: string, mode: AttackMode, special: SpecialAttack): CardWeapon {
  const melee = mode === "melee";
  const item = itemsOf(actor).find((i) => i.type === "weapon" && i.name === weaponName);
  const stats = item ? weaponStatsOf(item.system) : null;
  if (stats) return { name: weaponName, wounds: 1, piercing: stats.piercing, conditions: stats.conditions, melee, special };
  const foeAction = foeCardWeapon(actor, weaponName, melee, special);
  if (foeAction) return foeAction;
  const system: unknown = actor.system;
  if (isObject(system) && "attacks" in system) {
    const row = npcAttackRows(system.attacks).find((r) => r.name === weaponName);
    if (row) return { name: weaponName, wounds: Math.max(0, row.wounds), piercing: row.piercing, conditions: {}, melee, special, ...(row.demonic ? { demonic: true } : {}) };
  }
  const view = actorRollView(actor);
  const unarmed = unarmedWeapon(view?.attributes.quickness ?? 0, view?.attributes.strength ?? 0);
  const isUnarmed = !item && melee;
  return { name: weaponName, wounds: 1, piercing: isUnarmed ? unarmed.piercing : 0, conditions: {}, melee, special };
}

/** The combatant of an actor (or of its token) in the running combat, if any. */
export function combatantOf(actor: Actor.Implementation, tokenId: string | null = null): CombatantLike | null {
  const combat = game.combat;
  if (!combat) return null;
  for (const c of combat.combatants as Iterable<Combatant.Implementation>) {
    const like = c as unknown as CombatantLike & { tokenId?: string | null };
    if (tokenId && like.tokenId === tokenId) return like;
    if (c.actor === actor) return like;
  }
  return null;
}

/** The best cover value among the worn shields (0: none). */
export function shieldCover(actor: Actor.Implementation): number {
  let best = 0;
  for (const item of itemsOf(actor)) {
    const s = item.system;
    if (item.type !== "armor" || !isObject(s) || s.worn === false || s.category !== "shield") continue;
    const cover = int(s.cover);
    if (cover >= 2 && cover <= 6 && (best === 0 || cover < best)) best = cover;
  }
  return best;
}

/** Innate (lineage) protection: a character's lineage protection aspect, as normal units. */
export function innateProtection(actor: Actor.Implementation): ProtectionPool {
  // 2026: innate units are spent from the pool like the others (refilled at each own turn).
  if (currentRuleset().combat.innateProtection !== "unlimited") return {};
  const system: unknown = actor.system;
  if (!isObject(system) || typeof system.characterInput !== "function") return {};
  const input: unknown = (system.characterInput as () => unknown).call(system);
  const lineage = isObject(input) && isObject(input.lineage) ? input.lineage : null;
  const aspects = lineage && isObject(lineage.aspects) ? lineage.aspects : null;
  const units = Math.max(0, int(aspects?.protection));
  return units > 0 ? { normal: units } : {};
}

function protectionRecord(value: unknown): Record<ProtectionType, number> {
  const out = {} as Record<ProtectionType, number>;
  for (const type of PROTECTION_TYPES) out[type] = isObject(value) ? Math.max(0, int(value[type])) : 0;
  return out;
}

/**
 * The protection a defender has against one attack: the pool's units left (innate units taken
 * out: they are never spent), the innate units, and the flat variant's number (the sum of all
 * units when full). Outside a combat (`inCombat` false) the armour's pool is not used: the innate
 * units only (rulebook-de → Der Schutzpool: "steht nur im Kampf zur Verfügung"; the GM judges armour).
 */
/** Whether the actor (or its token) fights in the current combat, where its protection pool is used. */
export function inCombat(actor: Actor.Implementation, tokenId: string | null = null): boolean {
  return combatantOf(actor, tokenId) !== null;
}

export function defenderProtection(actor: Actor.Implementation, inCombat = true): { pool: Record<ProtectionType, number>; innate: ProtectionPool; flat: number } {
  const system: unknown = actor.system;
  const innate = innateProtection(actor);
  // The protection pool is used only in combat (rulebook-de → Der Schutzpool); innate units stay.
  if (!protectionPoolApplies(inCombat) || !isObject(system) || typeof system.protectionMax !== "function") return { pool: protectionRecord({}), innate, flat: innate.normal ?? 0 };
  const max = protectionRecord((system.protectionMax as () => unknown).call(system));
  const spent = protectionRecord(system.protectionSpent);
  const pool = {} as Record<ProtectionType, number>;
  for (const type of PROTECTION_TYPES) pool[type] = Math.max(0, max[type] - (innate[type] ?? 0) - spent[type]);
  const flat = PROTECTION_TYPES.reduce((sum, type) => sum + max[type], 0);
  return { pool, innate, flat };
}

/**
 * The weapons an actor has at hand, as the combat requirements read them (rules/attack/requirements.ts):
 * its carried weapon items (kind = category, one-handed unless marked two-handed), and an NPC's attack
 * rows, each a one-handed weapon of its own kind (the NPC sheet names no category or hands; the GM
 * decides what an NPC wields).
 */
export function requirementWeapons(actor: Actor.Implementation): RequirementWeapon[] {
  const out: RequirementWeapon[] = [];
  for (const item of itemsOf(actor)) {
    const s = item.system;
    if (item.type !== "weapon" || !isObject(s)) continue;
    out.push({ category: typeof s.category === "string" ? s.category : "", twoHanded: s.twoHanded === true, melee: s.isMelee === true, shooting: s.skill === "shooting", carried: s.carried !== false });
  }
  const system: unknown = actor.system;
  if (isObject(system) && "attacks" in system) {
    for (const row of npcAttackRows(system.attacks)) out.push({ category: `npc:${row.name}`, twoHanded: false, melee: row.skill === "handToHand", shooting: row.skill === "shooting" });
  }
  return out;
}

/**
 * The weapons a defender can parry with: its carried melee weapons and its NPC melee attacks — never
 * unarmed (rulebook-de → Nahkampfangriffe parieren: "eine passende Nahkampfwaffe bereithält").
 */
export function parryWeapons(actor: Actor.Implementation): ParryWeapon[] {
  const view = actorRollView(actor);
  if (!view) return [];
  const parryCheck = (extraDice: number) => prepareCheck(view, "skill", "handToHand", { diceModifier: extraDice });
  const out: ParryWeapon[] = [];
  for (const item of itemsOf(actor)) {
    const stats = item.type === "weapon" ? weaponStatsOf(item.system) : null;
    if (!stats?.melee || !item.id || (isObject(item.system) && item.system.carried === false)) continue;
    const check = parryCheck(stats.damagePotential);
    out.push({ key: `item:${item.id}`, name: item.name ?? "", dice: check.dice, minRoll: check.minRoll });
  }
  const system: unknown = actor.system;
  if (isObject(system) && "attacks" in system) {
    for (const row of npcAttackRows(system.attacks)) {
      if (row.skill !== "handToHand") continue;
      const check = parryCheck(row.dice - view.skills.handToHand);
      out.push({ key: `npc:${row.index}`, name: row.name, dice: check.dice, minRoll: check.minRoll });
    }
  }
  for (const action of foeParryActions(actor)) {
    const check = parryCheck(action.dice - view.skills.handToHand);
    out.push({ key: `foe:${action.index}`, name: action.name, dice: check.dice, minRoll: check.minRoll });
  }
  return out;
}

/** Everything the card's rules and odds need about a defender. */
export function defenderInput(actor: Actor.Implementation, combatant: CombatantLike | null): DefenderInput {
  const view = actorRollView(actor);
  const data = combatantData(combatant ?? undefined);
  const facts: DefenderFacts = {
    conditions: view?.conditions ?? {},
    actions: data ? data.state.actions : null,
    shieldCover: shieldCover(actor),
    shieldBlockRaised: data?.shieldBlock ?? false,
    oneHandedWeapon: shieldRefusal(requirementWeapons(actor)) === null,
  };
  const evasion = view?.evasion ?? 0;
  const minRoll = view?.minRoll ?? 5;
  // The dodge roll's dice as the GM will roll them (conditions such as shocked take dice away).
  facts.dodgeDice = dodgeCheck({ evasion, minRoll, attack: { hits: 0, criticalHits: 0, extraWounds: [] }, conditions: facts.conditions ?? {} }).dice;
  return { facts, evasion, minRoll, parryWeapons: parryWeapons(actor) };
}
