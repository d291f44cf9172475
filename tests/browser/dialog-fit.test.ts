/**
 * Everything of a session fits a small screen (issue 30, point 6): every dialog of the system —
 * each DialogV2 our code opens, the roll dialog in each of its shapes (check, attacks, casting,
 * stress test, surgery) and the character builder at each step — opened with realistic German and
 * English data in a 1000 × 700 browser window, placed as Foundry 13 places a window (centred, its
 * height capped by the screen: frame.ts). Its action buttons must be on screen and inside the window
 * without scrolling; a body too tall for the window scrolls itself (nothing is cut off unreachable).
 * The welcome card is short enough to be read whole in the chat log, and a combatant's row in the
 * tracker stays compact. Screenshots: dialog-fit-<dialog>-<lang> of the tallest shapes,
 * welcome-card-fit-<lang>, combat-tracker-rows-<lang>.
 *
 * The catalogue below names the call site of each dialog; a check counts the DialogV2 calls in
 * src/ so that a new dialog cannot be added without being measured here.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/paths.mjs";
import { dialogClasses } from "../../src/constants.ts";
import { openBrowser, type HarnessBrowser, type Lang, type RenderOptions, type RenderedView } from "./harness.ts";
import { CHAT_LOG, dialogFrame, windowFrame } from "./frame.ts";
import { localizer } from "./sheet-localize.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { defaultDialogState, rollDialogContext, type DialogTarget } from "../../src/applications/roll-dialog-context.ts";
import { DEFAULT_THERAPY_RELIEF, castingParts, castingRequest, stressTestParts, stressTestRequest } from "../../src/rules/extensions/index.ts";
import { ASGORAN_CURRENCY } from "../../src/rules/items/currency.ts";
import { emptyProtection } from "../../src/rules/items/armor.ts";
import { buildRuleset } from "../../src/rules/ruleset/index.ts";
import { ATTRIBUTES, SKILLS } from "../../src/rules/catalog/index.ts";
import { protectionDialogContext } from "../../src/applications/protection-dialog-context.ts";
import { dieFromFaces, scoreAttack } from "../../src/rules/index.ts";
import { prayerDialogContext, serviceDialogContext } from "../../src/applications/sheets/context/prayer.ts";
import { serviceSummary } from "../../src/applications/sheets/context/service-summary.ts";
import { initialSynthesisState, synthesisDialogContext } from "../../src/applications/synthesis-context.ts";
import { builderContext, DEFAULT_UI } from "../../src/applications/builder/builder-context.ts";
import type { BuilderDraft, BuilderState } from "../../src/rules/character/index.ts";
import { buyEquipment, emptyCharacterInput, goToStep, newDraft, pickLineage, pickTemplate, setMoney } from "../../src/rules/character/index.ts";
import { creationWordKey } from "../../src/rules/character/creation-wording.ts";
import { keyOf, packCatalog, packDocuments } from "../builder/pack-catalog.ts";
import { welcomeContext } from "../../src/applications/welcome.ts";
import { updateDialogContext, type DocumentPlan } from "../../src/applications/compendium-update/compendium-update.ts";
import { actionsView } from "../../src/applications/combat-tracker-context.ts";

/** The smallest screen the system is made for. */
const SCREEN = { width: 1000, height: 700 };
const LANGS = ["de", "en"] as const;

// ---------------------------------------------------------------------------------------------
// Realistic data per language

const NAMES = {
  de: { hero: "Hagen von Tronje", healer: "Heilerin Ysra", party: ["Hagen von Tronje", "Kriemhild", "Volker von Alzey", "Dankwart", "Ortwin von Metz", "Giselher"], foes: ["Räuber", "Räuberhauptmann", "Wolf", "Schatten", "Ork-Krieger", "Goblin"] },
  en: { hero: "Hagen of Tronje", healer: "Healer Ysra", party: ["Hagen of Tronje", "Kriemhild", "Volker of Alzey", "Dankwart", "Ortwin of Metz", "Giselher"], foes: ["Robber", "Robber captain", "Wolf", "Shadow", "Orc warrior", "Goblin"] },
} as const;
const WEAPONS = {
  de: { sword: "Langschwert", rifle: "Repetiergewehr", axe: "Wurfbeil", pistol: "Pistole", knife: "Messer" },
  en: { sword: "Longsword", rifle: "Repeating rifle", axe: "Throwing axe", pistol: "Pistol", knife: "Knife" },
} as const;
const MODS = {
  de: ["Kybernetischer Arm", "Nachtsichtauge", "Subdermale Panzerung", "Reflexbooster", "Lungenfilter", "Neuralbuchse"],
  en: ["Cybernetic arm", "Night vision eye", "Subdermal armour", "Reflex booster", "Lung filter", "Neural jack"],
} as const;
const QUIRKS = {
  de: ["Akrophobie", "Arachnophobie", "Dunkle Visionen", "Hypersensitivität", "Klaustrophobie", "Nyktophobie", "Paranoia", "Zwangshandlungen"],
  en: ["Acrophobia", "Arachnophobia", "Dark visions", "Hypersensitivity", "Claustrophobia", "Nyctophobia", "Paranoia", "Compulsions"],
} as const;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Foundry 13's roll modes in its own words (core's lang files). */
const ROLL_MODES = {
  de: { publicroll: "Öffentlicher Wurf", gmroll: "Privater SL-Wurf", blindroll: "Blinder SL-Wurf", selfroll: "Selbstwurf" },
  en: { publicroll: "Public Roll", gmroll: "Private GM Roll", blindroll: "Blind GM Roll", selfroll: "Self Roll" },
} as const;

/** A hero with every pool, two conditions and the skills the shapes need. */
function heroView() {
  const base = sampleRollView();
  return sampleRollView({
    skills: { ...base.skills, shooting: 4, handToHand: 4, throwing: 3, perception: 3, spellCasting: 2 },
    attributes: { ...base.attributes, conscientiousness: 4, willpower: 3, logic: 2 },
    conditions: { ...base.conditions, bleeding: 1, shocked: 1 },
    pools: { bonusDice: 2, rerolls: 2, destinyDice: 1 },
    knowledge: [{ id: "k1", name: "Medizin", skill: "firstAid", value: 2, dice: 5 }],
  });
}

/** A Foundry 13 core button label (not ours: the core's own words). */
const CORE = { de: { yes: "Ja", no: "Nein", confirm: "Bestätigen" }, en: { yes: "Yes", no: "No", confirm: "Confirm" } } as const;

// ---------------------------------------------------------------------------------------------
// The catalogue of dialogs

interface DialogCase {
  /** The call site: a file of src/ and the function that opens the dialog. */
  call: string;
  /** A name for the report and the screenshot. */
  name: string;
  render(lang: Lang): Omit<RenderOptions, "lang" | "viewport">;
  /** The window's action buttons (those a user must reach). */
  actions: string;
  /** Save a screenshot (the tallest shapes). */
  screenshot?: boolean;
}

/** A DialogV2 as DialogV2.confirm/input/prompt opens it (400 px), with inline content. */
function inlineDialog(title: string, content: string, buttons: Array<{ label: string; icon?: string }>, width = 400): Omit<RenderOptions, "lang" | "viewport"> {
  return { template: "tests/browser/templates/raw.hbs", data: { html: content }, wrapper: dialogFrame({ classes: dialogClasses(), width, title, buttons }) };
}

/** A DialogV2 rendering one of our templates. */
function templateDialog(template: string, data: object, title: string, buttons: Array<{ label: string; icon?: string }>, width = 400): Omit<RenderOptions, "lang" | "viewport"> {
  return { template, data, wrapper: dialogFrame({ classes: dialogClasses(), width, title, buttons }) };
}

const DIALOG_ACTIONS = "dialog .form-footer button";
const ROLL_ACTIONS = ".roll-dialog-buttons button";

/** The roll dialog (an ApplicationV2 form of 460 px, height auto: src/applications/roll-dialog.ts) in one shape. */
function rollDialog(lang: Lang, target: DialogTarget & { actorName: string }, state: Partial<ReturnType<typeof defaultDialogState>> = {}): Omit<RenderOptions, "lang" | "viewport"> {
  const t = localizer(lang);
  const context = rollDialogContext(heroView(), target, { ...defaultDialogState(), ...state }, ROLL_MODES[lang], t);
  return { template: "templates/dialog/roll-dialog.hbs", data: context, wrapper: windowFrame({ classes: "phasesix phasesix-roll-dialog-app", width: 460, title: context.title, contentClasses: "standard-form" }) };
}

/** The builder (980 × 780, capped by the screen) at a step, from the packs of the language. */
function builderWindow(lang: Lang, step: BuilderDraft["step"], edition: "2025" | "2026"): Omit<RenderOptions, "lang" | "viewport"> {
  const docs = packDocuments(lang);
  const { catalog, entries } = packCatalog(docs);
  const base = { ...emptyCharacterInput({ era: "middleAges", extensions: [], world: "terra" }), ruleset: buildRuleset({ edition }) };
  let state: BuilderState = { base, catalog, draft: newDraft("creation", edition === "2026" ? 2000 : 0) };
  const apply = (result: { ok: boolean; draft: BuilderDraft }) => {
    state = { ...state, draft: result.draft };
    return result.ok;
  };
  apply(pickLineage(state, keyOf(docs, "lineage", lang === "de" ? "Mensch" : "Human")));
  const occupation = catalog.templates.find((t) => t.category === "occupation" && t.cost >= 5 && t.eras.includes("middleAges") && t.extensions.length === 0);
  if (occupation) apply(pickTemplate(state, occupation.id));
  for (const talent of catalog.templates.filter((t) => t.category === "talent" && t.cost > 0 && t.requires.length === 0)) if (apply(pickTemplate(state, talent.id)) && state.draft.templates.length >= 3) break;
  if (edition === "2025") apply(setMoney(state, 200));
  for (const weapon of catalog.equipment.filter((e) => e.kind === "weapon" && e.price > 0 && e.price <= 100 && e.eras.includes("middleAges")).slice(0, 3)) apply(buyEquipment(state, weapon.key));
  apply(goToStep(state, step));
  const data = builderContext({ state, entries, ui: { ...DEFAULT_UI }, actorName: NAMES[lang].hero, owned: { lineage: null, templates: [] }, magic: false, currency: lang === "de" ? "Taler" : "thalers", locale: lang }, localizer(lang));
  return { template: "templates/builder/builder.hbs", data, wrapper: windowFrame({ classes: "phasesix phasesix-builder-app", width: 980, height: 780, title: NAMES[lang].hero }) };
}

const score = scoreAttack([dieFromFaces([4]), dieFromFaces([5]), dieFromFaces([5]), dieFromFaces([6, 6, 5]), dieFromFaces([6, 2])], { minRoll: 5, critThreshold: 11, canCrit: true });

const CASES: DialogCase[] = [
  // ----- the roll dialog (src/applications/roll-dialog.ts) in each shape it opens in
  {
    call: "src/applications/roll-dialog.ts#RollDialog",
    name: "roll-check",
    actions: ROLL_ACTIONS,
    render: (lang) => rollDialog(lang, { kind: "skill", key: "perception", actorName: NAMES[lang].hero }, { difficulty: 1, bonusDice: 1 }),
  },
  {
    call: "src/applications/roll-dialog.ts#RollDialog",
    name: "roll-attack-melee",
    actions: ROLL_ACTIONS,
    screenshot: true,
    render: (lang) =>
      rollDialog(lang, {
        kind: "skill",
        key: "handToHand",
        attack: { mode: "melee", weaponName: WEAPONS[lang].sword, damagePotential: 2 },
        tracker: { actions: 1, aiming: 1, accurate: 1, recoil: 0 },
        rangeBands: true,
        presets: [{ label: "PHASESIX.Dialog.Presets.HeavyArmor", target: "minRoll", value: 1 }],
        actorName: NAMES[lang].hero,
        ruleset: buildRuleset({ edition: "2026" }),
      }, { aimActions: 2, accurateActions: 1, massiveActions: 1 }),
  },
  {
    call: "src/applications/roll-dialog.ts#RollDialog",
    name: "roll-attack-ranged",
    actions: ROLL_ACTIONS,
    screenshot: true,
    render: (lang) =>
      rollDialog(lang, {
        kind: "skill",
        key: "shooting",
        attack: { mode: "single", weaponName: WEAPONS[lang].rifle, damagePotential: 2, range: 20 },
        tracker: { actions: 1, aiming: 1, accurate: 0, recoil: 1 },
        rangeBands: true,
        actorName: NAMES[lang].hero,
      }, { aimActions: 2, precedingAttacks: 1, distance: 30, destinyDice: 1 }),
  },
  {
    call: "src/applications/roll-dialog.ts#RollDialog",
    name: "roll-cast",
    actions: ROLL_ACTIONS,
    render: (lang) => {
      const view = heroView();
      const request = castingRequest({ spell: { school: "healing", arcanaCost: 1, power: 1 }, view, armor: [{ protection: emptyProtection(), encumbrance: 1, worn: true, condition: 100, category: "heavy" }], arcana: 5, magicLevel: 3 });
      return rollDialog(lang, { kind: "skill", key: "spellCasting", presets: castingParts(request), actorName: NAMES[lang].healer }, { ...request.check.options });
    },
  },
  {
    call: "src/applications/roll-dialog.ts#RollDialog",
    name: "roll-stress-test",
    actions: ROLL_ACTIONS,
    render: (lang) => {
      const request = stressTestRequest(heroView());
      return rollDialog(lang, { kind: "attribute", key: "logic", presets: stressTestParts(request), actorName: NAMES[lang].hero }, { ...request.options });
    },
  },
  {
    call: "src/applications/roll-dialog.ts#RollDialog",
    name: "roll-surgery",
    actions: ROLL_ACTIONS,
    render: (lang) => rollDialog(lang, { kind: "knowledge", key: "k1", actorName: NAMES[lang].healer }, { minRollModifier: 3 }),
  },
  // ----- the character builder (src/applications/builder/builder-app.ts), every step, both editions
  ...(["lineage", "templates", "equipment", "summary", "finish"] as const).flatMap((step) =>
    (["2025", "2026"] as const).map((edition) => ({
      call: "src/applications/builder/builder-app.ts#BuilderApp",
      name: `builder-${step}-${edition}`,
      actions: ".builder-foot button",
      screenshot: step === "summary" && edition === "2026",
      render: (lang: Lang) => builderWindow(lang, step, edition),
    })),
  ),
  // ----- DialogV2 windows, by call site
  {
    call: "src/applications/rest-flow.ts#restWithConfirmation",
    name: "rest",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return inlineDialog(t("PHASESIX.Sheet.Rest"), `<p>${escape(t("PHASESIX.Sheet.RestConfirm"))}</p>`, [{ label: CORE[lang].yes, icon: "fa-solid fa-check" }, { label: CORE[lang].no, icon: "fa-solid fa-xmark" }]);
    },
  },
  {
    call: "src/applications/tours/tours.ts#characterForBuilderTour",
    name: "tour-new-character",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return inlineDialog(t("PHASESIX.Tour.firstCharacter.Title"), `<p>${escape(t("PHASESIX.Tour.CreateForBuilder"))}</p>`, [{ label: t("PHASESIX.Welcome.CreateCharacter"), icon: "fa-solid fa-user-plus" }, { label: t("PHASESIX.UI.Cancel"), icon: "fa-solid fa-xmark" }]);
    },
  },
  {
    call: "src/applications/campaign/campaign-menus.ts#startCampaignConversion",
    name: "campaign-conversion",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      // three campaigns: the most a GM is likely to have active at once
      const campaigns = [1, 2, 3].map((pk) => ({ id: `phasesix-campaign-${pk}`, title: lang === "de" ? `Die Glut von Tirakan, Teil ${pk}` : `The Hive of NEXUS, part ${pk}`, version: `5.0.${pk}`, counts: lang === "de" ? "6 Gegner · 4 NSC" : "6 foes · 4 NPCs" }));
      return templateDialog("templates/campaign/dialog.hbs", { campaigns }, t("PHASESIX.Campaign.Tool"), [{ label: t("PHASESIX.Campaign.Dialog.Convert"), icon: "fa-solid fa-right-left" }]);
    },
  },
  {
    call: "src/applications/compendium-update/compendium-update.ts#chooseChanges",
    name: "compendium-update-world",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      // the GM tool after a release corrected the packs: six world documents, an actor with three of its items
      const doc = (name: string, documentName: "Item" | "Actor") => ({ name, documentName }) as unknown as DocumentPlan["document"];
      const change = (path: string, from: unknown, to: unknown) => ({ path, from, to });
      const items = lang === "de" ? ["Langschwert", "Ballistische Weste", "Medikit", "Sturmgewehr", "Heiltrank"] : ["Longsword", "Ballistic vest", "Medkit", "Assault rifle", "Healing potion"];
      const plans: DocumentPlan[] = [
        ...items.map((name) => ({ document: doc(name, "Item"), changes: [change("system.price", 120, 150), change("system.description", "…", "…")], embedded: [] })),
        {
          document: doc(lang === "de" ? "Ork-Krieger" : "Orc warrior", "Actor"),
          changes: [change("system.health.max", 8, 9), change("system.evasion", 1, 2)],
          embedded: items.slice(0, 3).map((name) => ({ item: doc(name, "Item"), changes: [change("system.price", 120, 150), change("system.weight", 3, 2.5)] })),
        },
      ];
      return templateDialog("templates/dialog/compendium-update.hbs", updateDialogContext(plans, t), t("PHASESIX.CompendiumUpdate.TitleWorld"), [{ label: t("PHASESIX.CompendiumUpdate.Apply"), icon: "fa-solid fa-rotate" }], 560);
    },
  },
  {
    call: "src/applications/enrichers.ts#confirmForeign",
    name: "link-foreign-condition",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const text = t("PHASESIX.Enricher.ForeignCondition", { author: lang === "de" ? "Spielerin Anna" : "Player Anna", condition: t("PHASESIX.Condition.bleeding"), state: t("PHASESIX.Enricher.ForeignOn"), actor: NAMES[lang].hero });
      return inlineDialog(t("PHASESIX.Enricher.ForeignTitle"), `<p>${escape(text)}</p>`, [{ label: t("PHASESIX.Enricher.ForeignSwitchOn"), icon: "fa-solid fa-check" }, { label: t("PHASESIX.UI.Cancel"), icon: "fa-solid fa-xmark" }]);
    },
  },
  {
    call: "src/applications/attack-flow.ts#gmForces",
    name: "attack-force",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return inlineDialog(t("PHASESIX.Attack.ForceTitle"), `<p>${escape(t("PHASESIX.Attack.ForcePrompt", { name: NAMES[lang].foes[1], cost: 3, available: 1 }))}</p>`, [{ label: CORE[lang].yes }, { label: CORE[lang].no }]);
    },
  },
  {
    call: "src/applications/sheets/actor-sheet.ts#onDeleteItem",
    name: "delete-item",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return inlineDialog(t("PHASESIX.Sheet.DeleteItem"), `<p>${escape(t("PHASESIX.Sheet.DeleteConfirm", { name: WEAPONS[lang].rifle }))}</p>`, [{ label: CORE[lang].yes }, { label: CORE[lang].no }]);
    },
  },
  {
    call: "src/applications/sheets/purchase.ts#payOnDrop",
    name: "purchase",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const data = { item: WEAPONS[lang].rifle, actor: NAMES[lang].hero, unit: lang === "de" ? "Taler" : "thalers", cost: "1200", money: "2000" };
      return inlineDialog(t("PHASESIX.UI.BuyTitle", data), `<p>${escape(t("PHASESIX.UI.BuyContent", data))}</p>`, [{ label: t("PHASESIX.UI.Buy") }, { label: t("PHASESIX.UI.TakeFree") }]);
    },
  },
  {
    call: "src/applications/sheets/character-sheet.ts#onFinishCreation",
    name: "finish-creation",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return inlineDialog(t("PHASESIX.Sheet.Career.FinishCreation"), `<p>${escape(t(creationWordKey("careerPoints", "FinishConfirm"), { points: 3 }))}</p>`, [{ label: CORE[lang].yes }, { label: CORE[lang].no }]);
    },
  },
  {
    call: "src/applications/sheets/character-sheet.ts#onRelieveStress",
    name: "stress-relief",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return inlineDialog(
        t("PHASESIX.Dread.Relief.medication"),
        `<div class="form-group"><label>${escape(t("PHASESIX.Dread.ReliefAmount"))}</label><div class="form-fields"><input type="number" name="amount" value="1" min="0" max="99" step="1"></div></div>`,
        [{ label: CORE[lang].confirm, icon: "fa-solid fa-check" }],
      );
    },
  },
  {
    call: "src/applications/sheets/character-sheet.ts#onPray",
    name: "prayer",
    actions: DIALOG_ACTIONS,
    screenshot: true,
    render: (lang) => {
      const t = localizer(lang);
      return templateDialog("templates/dialog/prayer.hbs", prayerDialogContext("invocation", 4, 3, t, heroView()), t("PHASESIX.Pantheon.Form.invocation"), [{ label: t("PHASESIX.Pantheon.Pray"), icon: "fa-solid fa-hands-praying" }]);
    },
  },
  {
    call: "src/applications/sheets/character-sheet.ts#onHoldService",
    name: "service",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return templateDialog("templates/dialog/service.hbs", { ...serviceDialogContext(3), summary: serviceSummary(8, 2, 2, 3, t) }, t("PHASESIX.Pantheon.Service"), [{ label: t("PHASESIX.Pantheon.Service"), icon: "fa-solid fa-church" }]);
    },
  },
  {
    call: "src/applications/sheets/character-sheet.ts#onChangeMoney",
    name: "tirakan-money",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const units = ASGORAN_CURRENCY.denominations.map((d) => `<option value="${d.key}"${d.key === ASGORAN_CURRENCY.main ? " selected" : ""}>${escape(t(`PHASESIX.Currency.${d.key}`))}</option>`).join("");
      return inlineDialog(
        t("PHASESIX.Currency.Pay"),
        `<p class="phasesix-hint">${escape(t("PHASESIX.Currency.CoinsHint"))}</p><div class="form-group"><label>${escape(t("PHASESIX.Currency.Amount"))}</label><div class="form-fields"><input type="number" name="amount" value="1" min="0" step="1"></div></div><div class="form-group"><label>${escape(t("PHASESIX.Currency.Unit"))}</label><div class="form-fields"><select name="unit">${units}</select></div></div>`,
        [{ label: t("PHASESIX.Currency.PayOk") }],
        480,
      );
    },
  },
  {
    call: "src/applications/sheets/character-sheet.ts#onTherapy(quirk)",
    name: "therapy-heal-quirk",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const quirk = lang === "de" ? "Angst vor engen Räumen" : "Fear of confined spaces";
      return inlineDialog(t("PHASESIX.Dread.Therapy.HealQuirk"), `<p>${escape(t("PHASESIX.Dread.Therapy.HealQuirkConfirm", { quirk }))}</p><p class="hint">${escape(t("PHASESIX.Dread.Therapy.Hint"))}</p>`, [
        { label: t("PHASESIX.Dread.Therapy.Heal"), icon: "fa-solid fa-couch" },
        { label: t("PHASESIX.Dread.Therapy.Keep") },
      ]);
    },
  },
  {
    call: "src/applications/sheets/character-sheet.ts#onTherapy(baseStress)",
    name: "therapy-base-stress",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return inlineDialog(
        t("PHASESIX.Dread.Therapy.LowerBaseStress"),
        `<p class="hint">${escape(t("PHASESIX.Dread.Therapy.Hint"))}</p><div class="form-group"><label>${escape(t("PHASESIX.Dread.Therapy.Amount"))}</label><div class="form-fields"><input type="number" name="amount" value="${DEFAULT_THERAPY_RELIEF}" min="0" max="99" step="1"></div><p class="hint">${escape(t("PHASESIX.Dread.Therapy.AmountHint", { n: String(DEFAULT_THERAPY_RELIEF) }))}</p></div>`,
        [{ label: t("PHASESIX.Dread.Therapy.LowerBaseStress"), icon: "fa-solid fa-couch" }],
      );
    },
  },
  {
    call: "src/applications/sheets/edition-extensions.ts#askCreatureStress",
    name: "creature-stress",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      return inlineDialog(
        t("PHASESIX.Dread.CreatureStress"),
        `<div class="form-group"><label>${escape(t("PHASESIX.Dread.CreatureStressLabel"))}</label><div class="form-fields"><input type="text" name="stress" value="0/1"></div></div><p class="hint">${escape(t("PHASESIX.Dread.CreatureStressHint"))}</p>`,
        [{ label: CORE[lang].confirm, icon: "fa-solid fa-check" }],
      );
    },
  },
  {
    call: "src/applications/sheets/edition-extensions.ts#pickQuirk",
    name: "pick-quirk",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const options = QUIRKS[lang].map((q, i) => `<option value="q${i}">${escape(q)}</option>`).join("");
      return inlineDialog(
        t("PHASESIX.Dread.ChooseQuirk"),
        `<p class="hint">${escape(t("PHASESIX.Dread.ChooseQuirkHint"))}</p><div class="form-group"><label>${escape(t("TYPES.Item.quirk"))}</label><div class="form-fields"><select name="quirk">${options}</select></div></div>`,
        [{ label: CORE[lang].confirm, icon: "fa-solid fa-check" }],
      );
    },
  },
  {
    call: "src/applications/body-mods.ts#chooseOffline",
    name: "bodymod-offline",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const boxes = MODS[lang].map((m, i) => `<label class="phasesix-check"><input type="checkbox" name="m${i}"> ${escape(m)}</label>`).join("");
      return inlineDialog(t("PHASESIX.BodyMod.ChooseOffline"), `<p>${escape(t("PHASESIX.BodyMod.DeficitResult", { failures: 2, faces: "" }))}</p>${boxes}`, [{ label: t("PHASESIX.BodyMod.ChooseOffline") }]);
    },
  },
  {
    call: "src/applications/body-mods.ts#chooseSurgeon",
    name: "surgeon",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const options = NAMES[lang].party.map((n, i) => `<option value="${i}">${escape(n)}</option>`).join("");
      return inlineDialog(t("PHASESIX.BodyMod.ChooseSurgeon"), `<div class="form-group"><label>${escape(t("PHASESIX.BodyMod.Surgeon"))}</label><select name="surgeon">${options}</select></div>`, [{ label: t("PHASESIX.BodyMod.Surgery") }]);
    },
  },
  {
    call: "src/applications/synthesis.ts#openSynthesisDialog",
    name: "synthesis",
    actions: DIALOG_ACTIONS,
    screenshot: true,
    render: (lang) => {
      const t = localizer(lang);
      const view = heroView();
      const data = synthesisDialogContext(view, lang === "de" ? "Heiltrank" : "Healing potion", { ...initialSynthesisState(view, "hard"), equipment: "fieldKit", suitableSubstitutes: 1 }, t);
      return templateDialog("templates/dialog/synthesis.hbs", data, data.title, [{ label: t("PHASESIX.Synthesis.Roll"), icon: "fa-solid fa-flask" }], 460);
    },
  },
  {
    call: "src/applications/chat/attack-card.ts#promptProtection",
    name: "protection",
    actions: DIALOG_ACTIONS,
    screenshot: true,
    render: (lang) => {
      const t = localizer(lang);
      const context = protectionDialogContext(
        {
          target: NAMES[lang].foes[4],
          hits: score,
          piercing: 1,
          conditions: { bleeding: 1, burning: 1 },
          demonic: true,
          variant: "pool",
          pool: { normal: 3, critical: 1, bleeding: 1, poison: 1, fire: 1, shock: 1, sticky: 1, reflection: 1, demonic: 1 },
          innate: { normal: 1 },
          flat: 5,
        },
        t,
      );
      return templateDialog("templates/dialog/protection.hbs", context, t("PHASESIX.ProtectionDialog.Title", { target: NAMES[lang].foes[4] }), [{ label: t("PHASESIX.AttackCard.Apply"), icon: "fa-solid fa-heart-crack" }]);
    },
  },
  {
    call: "src/applications/enrichers.ts#pickAttack",
    name: "pick-attack",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const w = WEAPONS[lang];
      const choices = [`${w.sword} (${t("PHASESIX.Item.AttackMode.melee")})`, `${w.rifle} (${t("PHASESIX.Item.AttackMode.single")})`, `${w.rifle} (${t("PHASESIX.Item.AttackMode.burst")})`, `${w.pistol} (${t("PHASESIX.Item.AttackMode.single")})`, `${w.axe} (${t("PHASESIX.Item.AttackMode.thrown")})`, `${w.knife} (${t("PHASESIX.Item.AttackMode.melee")})`];
      // DialogV2.wait without content or width: no content block, the window as wide as its buttons
      return { template: "tests/browser/templates/raw.hbs", data: { html: "" }, wrapper: dialogFrame({ classes: dialogClasses(), width: "auto", title: t("PHASESIX.Enricher.PickWeapon"), buttons: choices.map((label) => ({ label })), content: false }) };
    },
  },
  {
    call: "src/applications/combat-tracker.ts#steal",
    name: "steal",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const victims = NAMES[lang].foes.map((name, i) => ({ id: `v${i}`, name, known: i % 2 === 0, actions: "1", max: "2" }));
      return templateDialog("templates/combat/steal-dialog.hbs", { victims }, t("PHASESIX.Combat.Steal.Title"), [{ label: t("PHASESIX.Combat.Steal.Confirm"), icon: "fa-solid fa-hand-sparkles" }]);
    },
  },
  {
    call: "src/applications/gm-tools/group-roll.ts#startGroupRoll",
    name: "group-roll",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const data = {
        actors: NAMES[lang].party.map((name, i) => ({ id: `a${i}`, name })),
        traits: [
          { group: t("PHASESIX.GroupRoll.Attributes"), options: ATTRIBUTES.map((k) => ({ value: `attribute:${k}`, label: t(`PHASESIX.Attribute.${k}`) })) },
          { group: t("PHASESIX.GroupRoll.Skills"), options: SKILLS.map((k) => ({ value: `skill:${k}`, label: t(`PHASESIX.Skill.${k}`) })) },
        ],
        difficulties: buildRuleset().difficulties.map(({ key, modifier }) => ({ value: modifier, label: `${modifier} ${t(`PHASESIX.Difficulty.${key}`)}`, selected: modifier === 0 })),
      };
      return templateDialog("templates/dialog/group-roll.hbs", data, t("PHASESIX.GroupRoll.Title"), [{ label: t("PHASESIX.GroupRoll.Start"), icon: "fa-solid fa-dice" }]);
    },
  },
  {
    call: "src/applications/gm-tools/reputation.ts#startReputationAward",
    name: "reputation",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const candidates = NAMES[lang].party.map((name, i) => ({ id: `c${i}`, uuid: `Actor.c${i}`, name, awarded: 4 + i * 3, checked: i < 4 }));
      return templateDialog("templates/builder/reputation-dialog.hbs", { candidates, max: 1000 }, t("PHASESIX.Reputation.Award"), [{ label: t("PHASESIX.Reputation.Award"), icon: "fa-solid fa-award" }]);
    },
  },
  {
    call: "src/queries/actor-operation.ts#gmConfirms",
    name: "gm-confirms",
    actions: DIALOG_ACTIONS,
    render: (lang) => {
      const t = localizer(lang);
      const operation = t("PHASESIX.Notify.OperationConfirm.Op.addCondition", { n: 2, condition: t("PHASESIX.Condition.bleeding") });
      const text = t("PHASESIX.Notify.OperationConfirm.Text", { user: NAMES[lang].party[1], operation, actor: NAMES[lang].foes[1] });
      return inlineDialog(t("PHASESIX.Notify.OperationConfirm.Title"), `<p>${escape(text)}</p>`, [{ label: CORE[lang].yes }, { label: CORE[lang].no }]);
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Placing a window as Foundry 13 does and measuring what a user can reach

interface Fit {
  window: { top: number; bottom: number; height: number; width: number };
  /** Action buttons not fully visible without scrolling (label and why). */
  hidden: string[];
  /** Content cut off where nothing scrolls (the element and how much). */
  clipped: string[];
}

/**
 * Places the window like ApplicationV2#_updatePosition (centred, its height its own up to the CSS
 * cap, never above the screen's top) and reports the action buttons a user cannot see at once and
 * the content hidden where nothing scrolls.
 */
async function placeAndMeasure(view: RenderedView, actions: string): Promise<Fit> {
  return view.page.evaluate((selector) => {
    const app = document.querySelector<HTMLElement>("body > .application");
    if (!app) throw new Error("no window");
    const { clientWidth, clientHeight } = document.documentElement;
    Object.assign(app.style, { position: "fixed", margin: "0" });
    const own = app.getBoundingClientRect();
    app.style.left = `${Math.max(0, Math.min((clientWidth - own.width) / 2, clientWidth - own.width))}px`;
    app.style.top = `${Math.max(0, Math.min((clientHeight - own.height) / 2, clientHeight - own.height))}px`;
    const box = app.getBoundingClientRect();
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    const hidden: string[] = [];
    const buttons = Array.from(app.querySelectorAll<HTMLElement>(selector));
    if (buttons.length === 0) hidden.push(`no action button matches ${selector}`);
    for (const button of buttons) {
      const b = button.getBoundingClientRect();
      const label = (button.textContent ?? "").trim() || button.getAttribute("aria-label") || name(button);
      if (b.top < -0.5 || b.bottom > clientHeight + 0.5 || b.left < -0.5 || b.right > clientWidth + 0.5) hidden.push(`${label}: off the screen (bottom ${Math.round(b.bottom)} of ${clientHeight})`);
      for (let el = button.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const r = el.getBoundingClientRect();
        if (b.top < r.top - 0.5 || b.bottom > r.bottom + 0.5 || b.left < r.left - 0.5 || b.right > r.right + 0.5) {
          hidden.push(`${label}: cut off by ${name(el)} (${Math.round(b.bottom - r.bottom)} px below)`);
          break;
        }
      }
    }
    const clipped: string[] = [];
    for (const el of [app, ...Array.from(app.querySelectorAll<HTMLElement>("*"))]) {
      const style = getComputedStyle(el);
      if (style.overflowY !== "hidden" && style.overflowY !== "clip") continue;
      if (el.clientHeight < 4) continue; // screen-reader text
      const lost = el.scrollHeight - el.clientHeight;
      if (lost > 1) clipped.push(`${name(el)}: ${lost} px cut off`);
    }
    return { window: { top: box.top, bottom: box.bottom, height: box.height, width: box.width }, hidden, clipped };
  }, actions);
}

// ---------------------------------------------------------------------------------------------

let browser: HarnessBrowser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("every dialog fits a 1000 × 700 screen", () => {
  it("measures every dialog the code opens (each DialogV2 call and each dialog window of src/)", () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path.join(dir, entry.name)] : []));
    const calls = new Map<string, number>();
    for (const file of files("src")) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      const count = (text.match(/(?:DialogV2|dialogBeside\([^)]*\))\.(?:confirm|input|prompt|wait)\(|new (?:foundry\.applications\.api\.)?DialogV2\(/g) ?? []).length;
      if (count > 0) calls.set(file.split(path.sep).join("/"), count);
    }
    const measured = new Map<string, Set<string>>();
    for (const c of CASES) {
      const [file] = c.call.split("#");
      measured.set(file, (measured.get(file) ?? new Set()).add(c.call));
    }
    const missing = [...calls].filter(([file, count]) => (measured.get(file)?.size ?? 0) < count).map(([file, count]) => `${file}: ${count} dialog(s), ${measured.get(file)?.size ?? 0} measured`);
    expect(missing).toEqual([]);
    expect(measured.has("src/applications/roll-dialog.ts") && measured.has("src/applications/builder/builder-app.ts")).toBe(true);
  });

  for (const lang of LANGS) {
    it.each(CASES.map((c) => [c.name, c] as const))(`%s (${lang})`, async (_name, c) => {
      const view = await browser.render({ ...c.render(lang), lang, viewport: SCREEN });
      expect(await view.rawKeys()).toEqual([]);
      const fit = await placeAndMeasure(view, c.actions);
      expect(fit.hidden, `${c.name}: window ${Math.round(fit.window.height)} px tall from ${Math.round(fit.window.top)}`).toEqual([]);
      expect(fit.clipped, c.name).toEqual([]);
      expect(fit.window.bottom).toBeLessThanOrEqual(SCREEN.height);
      if (c.screenshot) await view.screenshot(`dialog-fit-${c.name}-${lang}`);
      await view.page.close();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The welcome card in the chat log and the tracker's rows

/**
 * How tall the welcome card may be: Foundry 13's chat log on a 700 px screen shows about 540 px of
 * messages (the sidebar's height less its padding, the chat controls and the 100 px message box),
 * and a whispered message's header (speaker, recipients, time) takes about 40 px of that. The card
 * fits whole, so the GM reads it from its title down.
 */
const WELCOME_MAX = 500;
/**
 * A combatant's row: Foundry's own is 56 px (the 48 px token image and its padding); ours carries the
 * pips and the buttons under the name, in at most two of core's rows. A row with every badge at once
 * (pending loss, recoil, aiming, shield block) may take a line more.
 */
const TRACKER_ROW_MAX = 112;
const TRACKER_BUSY_ROW_MAX = 140;

describe("the welcome card and the tracker fit a 1000 × 700 screen", () => {
  it.each(LANGS)("the welcome card is short enough to read whole in the chat log (%s)", async (lang) => {
    for (const edition of ["2026", "2025"] as const) {
      const view = await browser.render({ template: "templates/system/welcome.hbs", data: welcomeContext("0.1.0", edition), lang, wrapper: CHAT_LOG, viewport: SCREEN });
      expect(await view.rawKeys()).toEqual([]);
      if (edition === "2026") await view.screenshot(`welcome-card-fit-${lang}`);
      const height = (await view.box(".chat-message"))?.height ?? Infinity;
      expect(height, `${lang} ${edition}: ${Math.round(height)} px`).toBeLessThanOrEqual(WELCOME_MAX);
      // every button of the card is there to be clicked
      expect(await view.page.locator("button[data-phasesix-welcome], button[data-phasesix-tour], button[data-phasesix-edition]").count()).toBe(3 + 3 + 2);
      await view.page.close();
    }
  });

  it.each(LANGS)("a combatant's row in the 300 px tracker stays compact, with every control (%s)", async (lang) => {
    const rows = [
      { id: "hero", name: NAMES[lang].party[0], view: actionsView({ combatantId: "hero", actions: 3, max: 2, pendingLoss: 1, isOwner: true, active: true, started: true, bonusDice: 2, destinyDice: 1, canStealFromSomeone: true, recoil: 1, aimingBonus: 2, shieldBlock: true }) },
      { id: "mage", name: NAMES[lang].party[1], view: actionsView({ combatantId: "mage", actions: 1, max: 2, pendingLoss: 0, isOwner: true, active: false, started: true, bonusDice: 1, destinyDice: 2, canStealFromSomeone: true, quickReaction: true }) },
      { id: "foe", name: NAMES[lang].foes[1], view: actionsView({ combatantId: "foe", actions: 2, max: 2, pendingLoss: 0, isOwner: true, active: false, started: true, bonusDice: 0, destinyDice: 0, canStealFromSomeone: true, accurate: 1 }) },
      { id: "wolf", name: NAMES[lang].foes[2], view: actionsView({ combatantId: "wolf", actions: 0, max: 2, pendingLoss: 0, isOwner: true, active: false, started: true, bonusDice: 0, destinyDice: 0, canStealFromSomeone: true, twoWeapons: true }) },
    ];
    // The tracker as Foundry 13 draws it for the GM (templates/sidebar/tabs/combat/tracker.hbs): image, name and core's
    // controls, initiative; our block goes into the name column (src/applications/combat-tracker.ts).
    const row = (r: (typeof rows)[number], block: string) => `
      <li class="combatant${r.view.active ? " active" : ""}" data-combatant-id="${r.id}">
        <img class="token-image" src="icons/svg/mystery-man.svg" alt="">
        <div class="token-name"><strong class="name">${escape(r.name)}</strong>
          <div class="combatant-controls">
            <button type="button" class="inline-control combatant-control icon fa-solid fa-eye-slash" aria-label="Toggle visibility"></button>
            <button type="button" class="inline-control combatant-control icon fa-solid fa-skull" aria-label="Toggle defeated"></button>
            <button type="button" class="inline-control combatant-control icon fa-solid fa-bullseye" aria-label="Ping"></button>
            <div class="token-effects"></div>
          </div>${block}</div>
        <div class="token-initiative"><input type="text" class="initiative-input" value="${12 + r.id.length}" aria-label="Initiative"></div>
      </li>`;
    const first = await browser.render({ template: "templates/combat/actions.hbs", data: rows[0].view, lang, guards: false, viewport: SCREEN });
    const blocks = [first.html];
    await first.page.close();
    for (const r of rows.slice(1)) {
      const v = await browser.render({ template: "templates/combat/actions.hbs", data: r.view, lang, guards: false, viewport: SCREEN });
      blocks.push(v.html);
      await v.page.close();
    }
    const sidebar = `<section id="combat" class="tab sidebar-tab combat-sidebar themed theme-dark" style="width:300px;background:var(--background);color:var(--color-text-primary);padding:0 4px">
      <ol class="combat-tracker plain">${rows.map((r, i) => row(r, blocks[i] ?? "")).join("")}</ol>{{content}}</section>`;
    const view = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: "" }, lang, wrapper: sidebar, viewport: SCREEN });
    await view.screenshot(`combat-tracker-rows-${lang}`);
    const heights = await view.page.$$eval(".combat-tracker .combatant", (els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    expect(heights.length).toBe(rows.length);
    for (const [i, height] of heights.entries()) expect(height, `${rows[i]?.name}: ${height} px`).toBeLessThanOrEqual(i === 0 ? TRACKER_BUSY_ROW_MAX : TRACKER_ROW_MAX);
    // every control is still there and inside the row
    expect(await view.page.locator(".combatant .phasesix-action-buttons button").count()).toBe(4 * rows.length);
    const outside = await view.page.$$eval(".combatant", (els) =>
      els.flatMap((row) => {
        const r = row.getBoundingClientRect();
        return Array.from(row.querySelectorAll<HTMLElement>("button, summary, .phasesix-pip")).filter((el) => {
          if (!el.checkVisibility()) return false; // the options menu's entries while it is closed
          const b = el.getBoundingClientRect();
          return b.right > r.right + 0.5 || b.bottom > r.bottom + 0.5;
        }).map((el) => el.className || (el.textContent ?? "").trim());
      }),
    );
    expect(outside).toEqual([]);
  });
});
