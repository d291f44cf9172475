/**
 * Phase Six for Foundry VTT 13 — the one registration entry.
 * Everything Foundry needs is listed in tables below and registered in the matching hook;
 * add a row to a table instead of writing another registration call.
 */
import "../styles/phasesix.scss";
import { SYSTEM_ID } from "./constants.ts";
import { registeredActorDataModels, itemDataModels } from "./data/index.ts";
import { PhaseSixActor } from "./documents/actor.ts";
import { PhaseSixItem } from "./documents/item.ts";
import { PhaseSixActiveEffect, routeEffectChange } from "./documents/active-effect.ts";
import { installPhaseSixChangeApplication } from "./foundry-compat/effect-application.ts";
import { registerRestExpiryEvent } from "./foundry-compat/rest-expiry.ts";
import { migrateWorldIfNeeded } from "./migration/world.ts";
import { loadKnowledgeLinks } from "./data/actor/knowledge-links.ts";
import { watchWorldSettings } from "./data/actor/world-context.ts";
import { registerSettings } from "./settings.ts";
import { systemHandlebarsHelpers } from "./applications/handlebars-helpers.ts";
import { TEMPLATE_PATHS } from "./applications/templates.ts";
import { refreshSheetOfCombatant } from "./applications/attack-flow.ts";
import { PhaseSixCombat } from "./documents/combat.ts";
import { PhaseSixCombatant } from "./documents/combatant.ts";
import { PhaseSixTokenDocument } from "./documents/token.ts";
import { combatantDataModels } from "./data/combatant.ts";
import { PhaseSixCombatTracker } from "./applications/combat-tracker.ts";
import { registerQueries } from "./queries/combat-actions.ts";
import { registerWitness } from "./queries/witness.ts";
import { handleActorOperation } from "./queries/actor-operation.ts";
import { configureConditions, registerConditionHooks } from "./conditions/index.ts";
import { registerDice } from "./dice/index.ts";
import { registerRollCards } from "./applications/chat/roll-card.ts";
import { registerAttackCards } from "./applications/chat/attack-card.ts";
import { registerTickCards } from "./applications/chat/tick-card.ts";
import { registerInitiativeCards } from "./applications/chat/initiative-card.ts";
import { registerGmTools } from "./applications/gm-tools/index.ts";
import { registerCampaignConversion } from "./applications/campaign/campaign-menus.ts";
import { PhaseSixCharacterSheet } from "./applications/sheets/character-sheet.ts";
import { PhaseSixNpcSheet } from "./applications/sheets/npc-sheet.ts";
import { PhaseSixFoeSheet } from "./applications/sheets/foe-sheet.ts";
import { onDropCanvasData } from "./applications/foe-drop.ts";
import { PhaseSixItemSheet } from "./applications/sheets/item-sheet.ts";
import { onHotbarDrop, rollMacro } from "./applications/macros.ts";
import { onPreCreateActor } from "./applications/token-defaults.ts";
import { postWelcomeOnce, registerWelcome } from "./applications/welcome.ts";
import { onRenderCompendiumDirectory } from "./applications/content-language.ts";
import { applyConditionReferences, onContentLanguageChange, registerConditionReferences } from "./applications/condition-references.ts";
import { onRenderEffectConfig, renderPhaseSixChangeRow } from "./applications/effect-config.ts";
import { configureCompendiumIndex, onRenderCompendium } from "./applications/compendium-filter.ts";
import { registerEnrichers } from "./applications/enrichers.ts";
import { registerTours } from "./applications/tours/tours.ts";
import { registerTokenActionHud } from "./modules/token-action-hud/index.ts";
import { registerItemPiles } from "./modules/item-piles/index.ts";
import { PhaseSixTokenRuler, configureMovementActions } from "./applications/canvas/token-ruler.ts";
import { registerRollKeybindings } from "./applications/keybindings.ts";
import { addBrowserButton } from "./applications/compendium-browser/browser-button.ts";
import { registerCompendiumUpdate } from "./applications/compendium-update/update-entry.ts";
import { registerPartyPanel, schedulePartyPanel } from "./applications/party/party-panel.ts";
import { registerEraYears } from "./applications/era-years.ts";

/** Document classes replacing Foundry's defaults. */
const documentClasses = {
  Actor: PhaseSixActor,
  Item: PhaseSixItem,
  Combat: PhaseSixCombat,
  Combatant: PhaseSixCombatant,
  ActiveEffect: PhaseSixActiveEffect,
  Token: PhaseSixTokenDocument,
} as const;

/**
 * Foundry's `DocumentSheetConfig.registerSheet` as we call it: sub-types by name. The foe type is registered at
 * run time but kept out of fvtt-types' configuration (`src/data/index.ts`), and Foundry 14's types accept only
 * configured sub-types; this declaration is what both generations' types agree on.
 */
interface SheetRegistry {
  registerSheet(documentClass: typeof Actor | typeof Item, scope: string, sheetClass: unknown, options?: { types?: string[]; label?: string | (() => string); makeDefault?: boolean }): void;
}

/** Sheets, registered in `init` as the defaults of their types. */
const sheets = [
  { documentName: "Actor", cls: PhaseSixCharacterSheet, types: ["character"], label: "PHASESIX.Sheet.Label.character", makeDefault: true },
  { documentName: "Actor", cls: PhaseSixNpcSheet, types: ["npc"], label: "PHASESIX.Sheet.Label.npc", makeDefault: true },
  { documentName: "Actor", cls: PhaseSixFoeSheet, types: ["foe"], label: "PHASESIX.Foe.Sheet.Label", makeDefault: true },
  { documentName: "Item", cls: PhaseSixItemSheet, types: Object.keys(itemDataModels), label: "PHASESIX.Sheet.Label.item", makeDefault: true },
] as const;

/** Tasks run in each Foundry start-up hook, in order. */
const hookTasks: Record<"init" | "i18nInit" | "setup" | "ready", Array<() => void>> = {
  init: [
    () => {
      CONFIG.Actor.documentClass = documentClasses.Actor;
      CONFIG.Item.documentClass = documentClasses.Item;
      CONFIG.Combat.documentClass = documentClasses.Combat;
      CONFIG.Combatant.documentClass = documentClasses.Combatant;
      CONFIG.ActiveEffect.documentClass = documentClasses.ActiveEffect;
      // Foundry 14 applies changes through the static applyChange and change types: ours take the 13 route there too.
      installPhaseSixChangeApplication(PhaseSixActiveEffect, routeEffectChange, renderPhaseSixChangeRow);
      registerRestExpiryEvent();
      CONFIG.Token.documentClass = documentClasses.Token;
      // The token ruler counts a move's actions (gehen, rennen, robben) from the core. Foundry takes
      // the class here; the v13 types declare an instance, so the assignment goes through `unknown`.
      (CONFIG.Token as { rulerClass: unknown }).rulerClass = PhaseSixTokenRuler;
      configureMovementActions(CONFIG.Token.movement.actions as Record<string, { getCostFunction?: unknown } | undefined>);
      Object.assign(CONFIG.Actor.dataModels, registeredActorDataModels);
      Object.assign(CONFIG.Item.dataModels, itemDataModels);
      Object.assign(CONFIG.Combatant.dataModels, combatantDataModels);
      // Token bars show derived resources; PhaseSixActor.modifyTokenAttribute turns edits into wounds/healing.
      // Foundry reads them by actor type (13 and 14); fvtt-types 14.366 declares a single entry, so the
      // assignment names only what both generations' types agree on: an object.
      (CONFIG.Actor as { trackableAttributes: object }).trackableAttributes = {
        character: { bar: ["resources.health", "resources.arcana", "resources.stress"], value: [] },
        npc: { bar: ["resources.health", "resources.arcana", "resources.stress"], value: [] },
        foe: { bar: ["resources.health", "resources.arcana", "resources.stress"], value: [] },
      };
      CONFIG.queries["phasesix.actorOperation"] = handleActorOperation;
      watchWorldSettings();
    },
    () => registerSettings({ contentLanguage: onContentLanguageChange, partyPanel: schedulePartyPanel }),
    // Skip-the-dialog keys (Configure Controls): roll at once, or with the dialog.
    registerRollKeybindings,
    () => {
      // Foundry 14's types compare the two classes' statics too deeply (TS2859); a tracker is what Foundry builds.
      (CONFIG.ui as { combat: abstract new (...args: never) => foundry.applications.sidebar.tabs.CombatTracker }).combat = PhaseSixCombatTracker;
      // Initiative values carry the tie-breaks as decimals (27.0403); show whole numbers.
      CONFIG.Combat.initiative.decimals = 0;
      registerQueries();
      // The GM's record of every roll that may justify a change to another's actor (issue 32, D3).
      registerWitness();
      configureConditions();
      registerConditionHooks();
      Hooks.on("deleteCombat", (combat, options, userId) => void PhaseSixCombat.onDeleteCombat(combat, options, userId));
      Hooks.on("updateActor", (actor) => PhaseSixCombatTracker.onUpdateActor(actor));
      Hooks.on("combatTurnChange", (combat, prior, current) => PhaseSixCombatTracker.onTurnChange(combat, prior, current));
      // A raised or lowered shield block halves or restores the movement shown on the sheet.
      Hooks.on("updateCombatant", (combatant) => refreshSheetOfCombatant(combatant));
      Hooks.on("deleteCombat", (combat) => combat.combatants.forEach((combatant) => refreshSheetOfCombatant(combatant)));
    },
    // Rolls: the dp term and PhaseSixRoll (CONFIG.Dice), the chat card, its buttons and GM query.
    registerDice,
    registerRollCards,
    registerInitiativeCards,
    registerAttackCards,
    // A tick at max stress (2025): the card's button and the prompt to choose it.
    registerTickCards,
    registerGmTools,
    // Campaigns from phasesix.org: actor header, directory and compendium menus, the GM tool.
    registerCampaignConversion,
    // First run and content language: the welcome card's buttons, the compendium sidebar filter, the condition links.
    registerWelcome,
    registerConditionReferences,
    // The eras' years of the edition under the world setting "Era" (2026: Moderne Zeit from 1990).
    registerEraYears,
    // Roll links in journals and chat: [[/check …]], [[/attack …]], [[/condition …]].
    registerEnrichers,
    // Token Action HUD (when the module is active; its hook never fires otherwise).
    registerTokenActionHud,
    // Item Piles: the system's definition for loot and merchants (only when the module is active).
    registerItemPiles,
    () => void Hooks.on("renderCompendiumDirectory", onRenderCompendiumDirectory),
    // The compendium browser: one window over every item of the packs, opened from the Compendium sidebar.
    () => void Hooks.on("renderCompendiumDirectory", (_app, element) => addBrowserButton(element)),
    // Update from compendium: the sheets' header entry and the GM tool.
    registerCompendiumUpdate,
    // The party at a glance, docked above the Players list.
    registerPartyPanel,
    () => {
      const registry: SheetRegistry = foundry.applications.apps.DocumentSheetConfig;
      for (const row of sheets) {
        const documentClass = row.documentName === "Actor" ? Actor : Item;
        registry.registerSheet(documentClass, SYSTEM_ID, row.cls, { types: [...row.types], label: row.label, makeDefault: row.makeDefault });
      }
      globalThis.phasesix = { rollMacro };
      Hooks.on("hotbarDrop", onHotbarDrop);
      Hooks.on("dropCanvasData", (_canvas, data) => onDropCanvasData(data));
      Hooks.on("preCreateActor", (actor, data) => onPreCreateActor(actor, data));
      Hooks.on("renderActiveEffectConfig", (app, element) => onRenderEffectConfig(app, element));
      configureCompendiumIndex();
      Hooks.on("renderCompendium", (app, element) => onRenderCompendium(app, element));
    },
    () => {
      Handlebars.registerHelper(systemHandlebarsHelpers);
      void foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]);
    },
  ],
  i18nInit: [],
  // Tours (Foundry's game.tours exists from setup on): builder, sheet, first combat.
  setup: [applyConditionReferences, registerTours],
  ready: [() => void migrateWorldIfNeeded(), () => void loadKnowledgeLinks(), () => void postWelcomeOnce()],
};

for (const [hook, tasks] of Object.entries(hookTasks)) {
  Hooks.once(hook as keyof typeof hookTasks, () => {
    for (const task of tasks) task();
  });
}

console.info(`${SYSTEM_ID} | Phase Six system module loaded`);
