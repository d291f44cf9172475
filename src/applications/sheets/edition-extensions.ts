/**
 * Foundry glue of the 2026 extensions on the character sheet: what the sheet context needs from the
 * world's ruleset (`ruleset.horror`, `ruleset.magic`, `ruleset.pantheon`) and the two small dialogs
 * (a creature's stress X/Y before a stress test, the quirk to take after a failed dread resolution).
 * The rules are in src/rules/extensions (dread.ts, origins.ts, grace.ts).
 */
import type { CharacterData } from "../../data/actor/character.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import { SYSTEM_ID, dialogClasses } from "../../constants.ts";
import { originSourcesOf } from "../../documents/spell-origins.ts";
import type { CreatureStress } from "../../rules/extensions/index.ts";
import { parseCreatureStress } from "../../rules/extensions/index.ts";
import { guideLanguage } from "../content-language.ts";
import type { EditionExtensionsInput } from "./context/edition-extensions.ts";
import { dialogBeside, type WindowHost } from "../../foundry-compat/windows.ts";

/** The sheet's 2026 parts from the ruleset: dread (horror), origins (magic), prayer rules (pantheon). */
export function editionExtensionsOf(character: CharacterData | null, items: Iterable<{ type?: string | null; system?: unknown }>): EditionExtensionsInput {
  const ruleset = currentRuleset();
  const out: EditionExtensionsInput = { prayer: ruleset.pantheon, schoolTemplate: ruleset.magic.schoolTemplate, aspects: ruleset.magic.aspects };
  if (character && ruleset.horror.onMaxStress === "dread") {
    out.dread = { ...character.dread, relief: ruleset.horror.reliefActivities, therapy: ruleset.horror.therapy };
  }
  if (ruleset.magic.spellGate === "origin") out.origins = originSourcesOf(items);
  return out;
}

/** Asks a creature's stress "X/Y" (default 0/1); null when cancelled. Bad input is refused with a message. */
export async function askCreatureStress(host?: WindowHost): Promise<CreatureStress | null> {
  const answer: unknown = await dialogBeside(host).input({
    classes: dialogClasses(),
    window: { title: game.i18n.localize("PHASESIX.Dread.CreatureStress") },
    content: `<div class="form-group"><label>${foundry.utils.escapeHTML(game.i18n.localize("PHASESIX.Dread.CreatureStressLabel"))}</label><div class="form-fields"><input type="text" name="stress" value="0/1" pattern="\\s*\\d+\\s*/\\s*\\d+\\s*"></div></div><p class="hint">${foundry.utils.escapeHTML(game.i18n.localize("PHASESIX.Dread.CreatureStressHint"))}</p>`,
    ok: { label: game.i18n.localize("PHASESIX.Sheet.Horror.StressTest"), icon: "fa-solid fa-dice" },
  });
  if (!answer || typeof answer !== "object") return null;
  const raw = (answer as Record<string, unknown>).stress;
  const creature = parseCreatureStress(typeof raw === "string" ? raw : "");
  if (!creature) ui.notifications.warn(game.i18n.localize("PHASESIX.Dread.CreatureStressInvalid"));
  return creature;
}

/**
 * Lets the player pick a quirk from the quirk compendium of the content language; its data, or null.
 * The dialog's title and hint default to the 2026 dread's (a 2025 tick passes its own).
 */
export async function pickQuirk(texts: { title: string; hint: string } = { title: "PHASESIX.Dread.ChooseQuirk", hint: "PHASESIX.Dread.ChooseQuirkHint" }): Promise<Item.CreateData | null> {
  const language = guideLanguage(game.settings.get(SYSTEM_ID, "contentLanguage"), game.i18n.lang);
  const pack = game.packs.get(`${SYSTEM_ID}.quirks-${language}`);
  if (!pack) return null;
  const index = await pack.getIndex();
  const entries = [...index].map((e) => ({ id: e._id, name: e.name ?? "" })).sort((a, b) => a.name.localeCompare(b.name));
  const options = entries.map((e) => `<option value="${e.id}">${foundry.utils.escapeHTML(e.name)}</option>`).join("");
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    classes: dialogClasses(),
    window: { title: game.i18n.localize(texts.title) },
    content: `<p class="hint">${foundry.utils.escapeHTML(game.i18n.localize(texts.hint))}</p><div class="form-group"><label>${foundry.utils.escapeHTML(game.i18n.localize("TYPES.Item.quirk"))}</label><div class="form-fields"><select name="quirk">${options}</select></div></div>`,
    ok: { label: game.i18n.localize(texts.title), icon: "fa-solid fa-masks-theater" },
  });
  if (!answer || typeof answer !== "object") return null;
  const id = (answer as Record<string, unknown>).quirk;
  const document = typeof id === "string" ? await pack.getDocument(id) : null;
  return document ? (document.toObject() as Item.CreateData) : null;
}
