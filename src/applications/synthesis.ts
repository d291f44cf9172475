/**
 * The synthesis dialog and result card (RULES.md → Brewing): opened from a recipe on the character
 * sheet, it shows every modifier with its switch and the live exact odds; on "Brew" it rolls the
 * crafting roll through the roll pipeline, reads successes and ones, rolls the high-quality or mishap
 * table, posts the result card and puts the product with its yield into the brewer's inventory (the
 * character only changes itself).
 */
import { dialogClasses } from "../constants.ts";
import type { PhaseSixActor } from "../documents/actor.ts";
import type { PhaseSixItem } from "../documents/item.ts";
import { RecipeData } from "../data/item/recipe.ts";
import { mishapEntry, onesOf, qualityEntry, synthesisResult } from "../rules/extensions/brewing.ts";
import { rollInteger } from "../rules/dice/faces.ts";
import type { ActorRollView } from "../rules/catalog/index.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { phaseSixRollOf } from "./chat/roll-actions.ts";
import { rollCheck } from "./roll-check.ts";
import { templatePath } from "./templates.ts";
import { initialSynthesisState, readSynthesisForm, synthesisCardContext, synthesisDialogContext, synthesisRoll } from "./synthesis-context.ts";
import type { SynthesisFormState } from "./synthesis-context.ts";
import { dialogBeside, type WindowHost } from "../foundry-compat/windows.ts";
import { speakerOf } from "../foundry-compat/stored.ts";

export const SYNTHESIS_DIALOG_TEMPLATE = templatePath("dialog/synthesis.hbs");
export const SYNTHESIS_CARD_TEMPLATE = templatePath("chat/synthesis-card.hbs");

const localize = (key: string, data?: Record<string, string | number>) =>
  data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key);

function rollViewOf(actor: PhaseSixActor): ActorRollView | null {
  const model = actor.system as { rollView?: () => ActorRollView };
  return typeof model.rollView === "function" ? model.rollView() : null;
}

async function render(view: ActorRollView, recipe: PhaseSixItem, state: SynthesisFormState): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(SYNTHESIS_DIALOG_TEMPLATE, synthesisDialogContext(view, recipe.name, state, localize));
}

/** Opens the synthesis dialog for `recipe`; rolls and posts the card when the player brews (`skipDialog`: at once with its defaults). */
export async function openSynthesisDialog(actor: PhaseSixActor, recipe: PhaseSixItem, options: { skipDialog?: boolean; host?: WindowHost } = {}): Promise<void> {
  const system: unknown = recipe.system;
  const view = rollViewOf(actor);
  if (!(system instanceof RecipeData) || !view) return;
  if (!currentRuleset().brewing.enabled) {
    ui.notifications.warn(localize("PHASESIX.Synthesis.Unavailable"));
    return;
  }
  const difficulty = system.difficulty;
  const initial = initialSynthesisState(view, difficulty);
  if (options.skipDialog) {
    await brew(actor, recipe, system, view, initial);
    return;
  }
  const answer: unknown = await dialogBeside(options.host).input({
    classes: dialogClasses(),
    window: { title: localize("PHASESIX.Synthesis.Title", { recipe: recipe.name }), icon: "fa-solid fa-flask" },
    position: { width: 460 },
    content: await render(view, recipe, initial),
    ok: { label: localize("PHASESIX.Synthesis.Roll"), icon: "fa-solid fa-flask" },
    render: (_event: Event, dialog: foundry.applications.api.DialogV2) => {
      const form = dialog.element.querySelector("form");
      form?.addEventListener("change", () => {
        const state = readSynthesisForm(new foundry.applications.ux.FormDataExtended(form).object, difficulty, initial.trait);
        void render(view, recipe, state).then((html) => {
          const fresh = form.ownerDocument.createElement("div");
          fresh.innerHTML = html;
          const odds = fresh.querySelector(".phasesix-synthesis-odds");
          const target = form.querySelector(".phasesix-synthesis-odds");
          if (odds && target) target.replaceWith(odds);
        });
      });
    },
  });
  if (!answer || typeof answer !== "object") return;
  const state = readSynthesisForm(answer as Record<string, unknown>, difficulty, initial.trait);
  await brew(actor, recipe, system, view, state);
}

async function brew(actor: PhaseSixActor, recipe: PhaseSixItem, system: RecipeData, view: ActorRollView, state: SynthesisFormState): Promise<void> {
  const { trait, options, modifiers } = synthesisRoll(view, state);
  const message = await rollCheck(actor, { kind: trait.kind, key: trait.key, skipDialog: true, options, flavor: localize("PHASESIX.Synthesis.Title", { recipe: recipe.name }) });
  const roll = message ? phaseSixRollOf(message) : null;
  if (!roll) return;
  const successes = roll.score.successes;
  const ones = onesOf(roll.score);
  const result = synthesisResult({ successes, ones }, modifiers);
  const tableFace = result === "highQuality" || result === "mishap" ? rollInteger(6) : null;
  const entry = tableFace === null ? null : result === "highQuality" ? qualityEntry(tableFace) : mishapEntry(tableFace);
  // enough successes make the product, also when a mishap spoils it (the mishap table says how)
  const made = successes >= modifiers.successesNeeded;
  const product = made ? await addProduct(actor, recipe, system) : null;
  const content = await foundry.applications.handlebars.renderTemplate(
    SYNTHESIS_CARD_TEMPLATE,
    synthesisCardContext({ actor: actor.name, recipe: recipe.name, result, successes, ones, needed: modifiers.successesNeeded, tableFace, entry, product }, localize),
  );
  await ChatMessage.create({ speaker: speakerOf(actor), content });
}

/** Puts the recipe's yield into the inventory: onto a potion of the same name, or as a new potion. */
async function addProduct(actor: PhaseSixActor, recipe: PhaseSixItem, system: RecipeData): Promise<{ name: string; quantity: number }> {
  const quantity = system.yield;
  const existing = actor.items.find((i) => i.type === "gear" && i.name === recipe.name);
  if (existing) {
    const current = (existing.system as { quantity?: number }).quantity ?? 0;
    await existing.update({ system: { quantity: current + quantity } } as Item.UpdateData);
  } else {
    await actor.createEmbeddedDocuments("Item", [
      {
        name: recipe.name,
        type: "gear",
        img: recipe.img ?? "icons/svg/poison.svg",
        system: { category: "potionsAndPoisons", quantity, rules: system.rules },
        flags: { phasesix: { key: system.product } },
      } as Item.CreateData,
    ]);
  }
  return { name: recipe.name, quantity };
}
