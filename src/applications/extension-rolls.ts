/**
 * The extension rules rolled from the sheets (RULES.md → Extensions; Wounds, healing, rest → first
 * aid): each function asks the actor layer what to roll (`castingRequestFor`, `stressTestRequestFor`,
 * `firstAidCheck`, `prayerChecksFor`), rolls it through `rollCheck` (dialog unless skipped, chat
 * card, Dice So Nice) and hands the successes of the card's roll to the matching `apply…`/`pay…`
 * function. No rules maths here: the numbers come from the rules core.
 *
 * The outcome is applied with the successes of the roll as first thrown; dice added or rerolls made
 * later on the card do not change what was already applied (the card itself re-scores).
 */
import { concentrationOf, startConcentration } from "../documents/concentration.ts";
import { castRefusal } from "../rules/attack/requirements.ts";
import { SpellData } from "../data/item/spell.ts";
import type { InvocationChecklist, PrayerForm, FirstAidOutcome, StressTestOutcome, ExtensionCheckRequest, CreatureStress, ExtensionPart } from "../rules/extensions/index.ts";
import { castingOutcome, castingParts, duelCheck, firstAidCheck, hasSupplies, prayerCost, singingCheckRequest, singingCounts, stressTestParts } from "../rules/extensions/index.ts";
import type { DuelOutcome } from "../rules/extensions/index.ts";
import type { PhaseSixActor } from "../documents/actor.ts";
import type { PhaseSixItem } from "../documents/item.ts";
import type { AppliedPrayer } from "../documents/actor-extensions.ts";
import {
  applyFirstAid,
  biolastMinRollOf,
  applyMagicDuel,
  applyPrayer,
  applyStressTest,
  artefactFor,
  castingRequestFor,
  payForArtefact,
  payForSpell,
  prayerChecksFor,
  spellStatsOf,
  stressTestRequestFor,
} from "../documents/actor-extensions.ts";
import type { ArtefactOutcome } from "../rules/extensions/index.ts";
import { GearData } from "../data/item/gear.ts";
import type { SpellOnRoll } from "../dice/roll.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { spellTimer } from "../rules/items/spell-timer.ts";
import { startSpellTimer } from "../documents/spell-timer.ts";
import { spellKindKey } from "../rules/extensions/spell-kind.ts";
import { originSourcesOf, spellOriginOf } from "../documents/spell-origins.ts";
import { aspectRefusal, casterAspects, spellCanDamage } from "../rules/extensions/index.ts";
import { phaseSixRollOf } from "./chat/roll-actions.ts";
import { rollCheck } from "./roll-check.ts";
import type { WindowHost } from "../foundry-compat/windows.ts";
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../hooks.ts";
import { uuidOf } from "../foundry-compat/stored.ts";

export interface ExtensionRollOptions {
  /** Roll at once with the preset modifiers (shift-click), without the roll dialog. */
  skipDialog?: boolean;
  /** The sheet the roll was started from: its dialog opens in the same window (Foundry 14 pop-outs). */
  host?: WindowHost;
}

/** What a roll gave: its chat message and the successes of the first throw. */
interface Rolled {
  message: ChatMessage.Implementation;
  successes: number;
}

/** Roll one extension check for `actor`; null when nothing was rolled (cancelled, refused, failed). */
async function rollRequest(actor: PhaseSixActor, request: ExtensionCheckRequest, options: ExtensionRollOptions, flavor: string, spell?: SpellOnRoll, targets?: string[], presets?: readonly ExtensionPart[]): Promise<Rolled | null> {
  try {
    const message = await rollCheck(actor, {
      kind: request.kind,
      key: request.key,
      skipDialog: options.skipDialog ?? false,
      options: { ...request.options },
      flavor,
      ...(spell ? { spell } : {}),
      ...(targets ? { targets } : {}),
      ...(presets?.length ? { presets } : {}),
      ...(options.host ? { host: options.host } : {}),
    });
    const roll = message ? phaseSixRollOf(message) : null;
    return message && roll ? { message, successes: roll.score.successes } : null;
  } catch (error) {
    console.error("phasesix | extension roll failed", error);
    ui.notifications.error(game.i18n.localize("PHASESIX.Sheet.RollFailed"));
    return null;
  }
}

/**
 * The Tirakan book's aspects of magic (2026, magic → Die Aspekte der Magie; `ruleset.magic.aspects`):
 * a sanguine mage casts nothing but Sanguine magic, only a witch speaks a curse. True (with a
 * warning saying why) when `caster` may not cast `spell`.
 */
function aspectBlocks(caster: PhaseSixActor, spell: PhaseSixItem): boolean {
  const origin = spellOriginOf(spell);
  const refusal = aspectRefusal(currentRuleset().magic.aspects, origin, casterAspects(originSourcesOf(caster.items)));
  if (!refusal) return false;
  const originLabel = game.i18n.localize(`PHASESIX.Item.SpellTradition.${origin}`);
  ui.notifications.warn(game.i18n.format(`PHASESIX.Magic.Aspect.${refusal.reason}`, { name: caster.name, spell: spell.name, origin: originLabel }));
  return true;
}

/** The result of a cast: the roll's message and successes. */
export type CastResult = Rolled;

/**
 * Cast `spell` (an item of `caster`; RULES.md → Magic): Spell Casting with the school's attribute
 * as extra dice and worn heavy armour on the min roll (`castingRequestFor`); refused with a warning
 * when too little arcana is left. The card shows power, side effects and chaos at the world's magic
 * level; the arcana cost is paid once rolled, also when the spell fails. Null when nothing was cast.
 */
export async function castSpell(caster: PhaseSixActor, spell: PhaseSixItem, options: ExtensionRollOptions = {}): Promise<CastResult | null> {
  const stats = spellStatsOf(spell);
  const request = stats ? castingRequestFor(caster, stats) : null;
  if (!stats || !request) return null;
  // A caster concentrating on a spell cannot cast other spells (rulebook-de → Magie → Konzentration).
  const refusal = castRefusal(concentrationOf(caster).filter((entry) => entry.itemId !== spell.id).length);
  if (refusal) {
    ui.notifications.warn(game.i18n.format(`PHASESIX.Requirement.${refusal}`, { name: caster.name ?? "" }));
    return null;
  }
  if (aspectBlocks(caster, spell)) return null;
  if (!request.canCast) {
    ui.notifications.warn(game.i18n.format("PHASESIX.Notify.ArcanaEmpty", { name: caster.name }));
    return null;
  }
  // Modules may cancel the cast (false) before it is rolled or paid.
  if (!callPreHook(SYSTEM_HOOKS.preCast, caster, spell, { arcanaCost: request.arcanaCost, school: request.school, power: stats.power })) return null;
  // 2025 names the spell's school, 2026 (no schools) its origin: the ruleset's spell gate.
  const flavor = `${spell.name} (${game.i18n.localize(spellKindKey({ school: request.school, tradition: spellOriginOf(spell) }, currentRuleset().magic.spellGate))})`;
  const onRoll: SpellOnRoll = {
    power: stats.power,
    arcanaCost: request.arcanaCost,
    magicLevel: currentRuleset().magic.level,
    ...(spell.id && spell.parent === caster ? { itemId: spell.id } : {}),
    // 2026 Tirakan (magic → Die Aspekte der Magie): white magic causes no damage; the card says so.
    ...(spellCanDamage(currentRuleset().magic.aspects, spellOriginOf(spell)) ? {} : { harmless: true }),
  };
  const rolled = await rollRequest(caster, request.check, options, flavor, onRoll, undefined, castingParts(request));
  if (!rolled) return null;
  await payForSpell(caster, request.arcanaCost);
  // A concentration spell lasts while the caster concentrates: a wound that gets through ends it.
  const system: unknown = spell.system;
  if (rolled.successes > 0 && system instanceof SpellData && system.concentration) await startConcentration(caster, { id: spell.id, name: spell.name });
  // A spell that lasts a while runs as a timer on the caster (ends on its own on Foundry 14).
  if (rolled.successes > 0 && system instanceof SpellData) {
    const power = castingOutcome({ successes: rolled.successes, sideEffects: false }, stats, currentRuleset().magic.level).power;
    const timer = spellTimer(system.duration.unit, system.resolvedDuration(power, currentRuleset().magic.level));
    if (timer) await startSpellTimer(caster, spell, timer);
  }
  callAfterHook(SYSTEM_HOOKS.cast, caster, spell, rolled);
  return rolled;
}

/**
 * Make an artefact holding `spell` (RULES.md → Magic → artefacts): a casting roll of the spell; the
 * uses are its successes, limited by the arcana left, infinite on a successful die of 30+, level =
 * the maker's Magic Knowledge (`artefactFor`). The maker pays arcana (and wounds for an infinite
 * artefact beyond the arcana) in one update (`payForArtefact`); a made artefact becomes a gear item
 * of the maker ("Artefact: <spell>") with its level, uses and spell. Null when nothing was rolled.
 */
export async function makeArtefact(maker: PhaseSixActor, spell: PhaseSixItem, options: ExtensionRollOptions = {}): Promise<ArtefactOutcome | null> {
  const stats = spellStatsOf(spell);
  const request = stats ? castingRequestFor(maker, stats) : null;
  if (!stats || !request) return null;
  if (aspectBlocks(maker, spell)) return null;
  if (!request.canCast) {
    ui.notifications.warn(game.i18n.format("PHASESIX.Notify.ArcanaEmpty", { name: maker.name }));
    return null;
  }
  const flavor = `${game.i18n.localize("PHASESIX.Magic.ArtefactLabel")}: ${spell.name}`;
  const rolled = await rollRequest(maker, request.check, options, flavor, undefined, undefined, castingParts(request));
  const roll = rolled ? phaseSixRollOf(rolled.message) : null;
  const outcome = roll ? artefactFor(maker, roll.score, request.arcanaCost) : null;
  if (!outcome || !(await payForArtefact(maker, outcome))) return null;
  if (outcome.created) {
    const artifact = { level: outcome.level, uses: outcome.uses ?? 0, infinite: outcome.infinite, storedArcana: 0, spell: spell.name };
    await maker.createEmbeddedDocuments("Item", [
      { name: game.i18n.format("PHASESIX.Magic.Artefact.ItemName", { spell: spell.name }), type: "gear", img: spell.img, system: { category: "other", artifact } },
    ]);
  }
  return outcome;
}

/**
 * Roll the stress test of `actor` (Logic + Willpower; RULES.md → Horror) and apply it: passed with
 * one success, else `stressOnFailure` stress (default 1; the GM's call); a creature's X costs
 * `stressOnPass` on a pass (RULES.md → Foes). The result is posted.
 */
export async function rollStressTest(actor: PhaseSixActor, options: ExtensionRollOptions & { stressOnFailure?: number; creature?: CreatureStress } = {}): Promise<StressTestOutcome | null> {
  const request = stressTestRequestFor(actor);
  if (!request) return null;
  const rolled = await rollRequest(actor, request, options, game.i18n.localize("PHASESIX.Sheet.Horror.StressTest"), undefined, undefined, stressTestParts(request));
  return rolled ? applyStressTest(actor, rolled.successes, options.stressOnFailure ?? 1, options.creature) : null;
}

/**
 * The patient of first aid: the single token the user targets, else the healer. Null with a
 * warning when several tokens are targeted or the target has no actor.
 */
export function firstAidPatient(healer: PhaseSixActor): PhaseSixActor | null {
  const targets = Array.from(game.user?.targets ?? []);
  if (targets.length === 0) return healer;
  const actor = targets.length === 1 ? targets[0].actor : null;
  if (!actor) {
    ui.notifications.warn(game.i18n.localize("PHASESIX.FirstAid.OneTarget"));
    return null;
  }
  return actor;
}

/**
 * First aid by `healer` with the supply `item` (RULES.md → first aid) on `patient` (default: the
 * targeted token's actor, or the healer): refused before rolling when the supply has no charges
 * left; rolls First Aid and applies the successes (`applyFirstAid`: healing or boosts, bleeding
 * stopped, dying stabilised, one charge used; a patient the user does not own through the GM).
 */
export async function giveFirstAid(healer: PhaseSixActor, item: PhaseSixItem | null, options: ExtensionRollOptions & { patient?: PhaseSixActor } = {}): Promise<FirstAidOutcome | null> {
  const patient = options.patient ?? firstAidPatient(healer);
  if (!patient) return null;
  const supply: unknown = item?.system;
  if (item && supply instanceof GearData && !hasSupplies(supply.charges)) {
    ui.notifications.warn(game.i18n.format("PHASESIX.FirstAid.NoSupplies", { item: item.name }));
    return null;
  }
  const flavor = game.i18n.format("PHASESIX.FirstAid.Title", { healer: healer.name, target: patient.name });
  // The roll names its patient: only that actor's first aid can cite it (roll-justification.ts).
  const rolled = await rollRequest(healer, firstAidCheck(biolastMinRollOf(patient)), options, flavor, undefined, [uuidOf(patient)]);
  return rolled ? applyFirstAid(healer, patient, item, rolled.successes, { messageId: rolled.message.id ?? "" }) : null;
}

/**
 * Pray a form of invocation (RULES.md → Pantheon): every check of the form (`prayerChecksFor`, with
 * the checklist's min roll modifiers, favor and faith level) is rolled in turn; a cancelled check
 * ends the prayer without effect. `applyPrayer` then settles favor (granted pleas cost, silent
 * prayer gains) and posts the result. `cost`: the favor a lesser plea or invocation costs.
 */
export async function pray(priest: PhaseSixActor, form: PrayerForm, checklist: InvocationChecklist, cost = 0, options: ExtensionRollOptions = {}): Promise<AppliedPrayer | null> {
  const flavor = game.i18n.localize(`PHASESIX.Pantheon.Form.${form}`);
  // The ruleset's pantheon (2026): the cost within the form's range; singing counts only after a passed Performance check.
  const rules = currentRuleset().pantheon;
  let list = checklist;
  const singing = list.flags.sung ? singingCheckRequest(rules) : null;
  if (singing) {
    const sung = await rollRequest(priest, singing, options, game.i18n.localize("PHASESIX.Grace.SingingRoll"));
    if (!sung) return null;
    if (!singingCounts(rules, sung.successes)) list = { ...list, flags: { ...list.flags, sung: false } };
  }
  const successes: number[] = [];
  for (const check of prayerChecksFor(priest, form, list)) {
    const rolled = await rollRequest(priest, check, options, flavor);
    if (!rolled) return null;
    successes.push(rolled.successes);
  }
  return applyPrayer(priest, form, successes, prayerCost(rules, form, cost));
}

/**
 * A magic duel (RULES.md → Magic): the challenger, then the defender roll Spell Casting (each
 * through the roll dialog unless skipped); the loser takes the difference in successes as wounds that
 * nothing stops, and the result is posted (`applyMagicDuel`). Null when a roll was cancelled.
 */
export async function rollMagicDuel(challenger: PhaseSixActor, defender: PhaseSixActor, options: ExtensionRollOptions = {}): Promise<DuelOutcome | null> {
  const flavor = game.i18n.format("PHASESIX.Magic.Duel.Title", { challenger: challenger.name, defender: defender.name });
  // Each roll names the rival; the winner's roll justifies the loser's wounds (at most its successes).
  const first = await rollRequest(challenger, duelCheck(), options, flavor, undefined, [uuidOf(defender)]);
  if (!first) return null;
  const second = await rollRequest(defender, duelCheck(), options, flavor, undefined, [uuidOf(challenger)]);
  if (!second) return null;
  const winner = first.successes >= second.successes ? first : second;
  return applyMagicDuel(challenger, defender, first.successes, second.successes, { messageId: winner.message.id ?? "" });
}
