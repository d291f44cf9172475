/**
 * The character sheet (issue 5 → Character sheet): header (portrait, name, lineage, hearts, pools,
 * conditions), tabs for attributes & skills, knowledge, combat, gear, career, the magic / horror /
 * pantheon tabs when the extension is active, and notes. Everything shown comes from
 * `buildCharacterContext` over the data model's derived values; this class only gathers the inputs
 * and wires the actions.
 */
import { currentRuleset } from "../../data/ruleset.ts";
import { CharacterData } from "../../data/actor/character.ts";
import { storedNumber, storedText } from "../../data/stored.ts";
import { worldCurrencyUnit, worldRules } from "../../settings.ts";
import { templatePath } from "../templates.ts";
import { PhaseSixActorSheet, sheetLocalize } from "./actor-sheet.ts";
import { buildCharacterContext } from "./context/character.ts";
import type { CharacterSheetInput, CharacterTabId, ExtensionFlags } from "./context/character.ts";
import { int, record } from "./context/coerce.ts";
import { payOnDrop } from "./purchase.ts";
import { PhaseSixItem } from "../../documents/item.ts";
import { giveFirstAid, makeArtefact, pray, rollStressTest } from "../extension-rolls.ts";
import { checklistFromForm, costIsAsked, prayerDialogContext, prayerSummary, serviceDialogContext, serviceFromForm } from "./context/prayer.ts";
import { PRAYER_FORMS, emptyChecklist } from "../../rules/extensions/index.ts";
import { serviceSummary, serviceSummaryOfForm } from "./context/service-summary.ts";
import { applyCeremonialService, favorOf } from "../../documents/actor-extensions.ts";
import { openBuilder } from "../builder/open-builder.ts";
import { DEFAULT_THERAPY_RELIEF, STRESS_RELIEF, STRESS_RELIEF_ACTIVITIES, THERAPY_KINDS } from "../../rules/extensions/index.ts";
import { relieveStressDread, therapyBaseStress, therapyHealQuirk } from "../../documents/actor-dread.ts";
import { askCreatureStress, editionExtensionsOf } from "./edition-extensions.ts";
import { chooseOwedQuirk } from "../chat/tick-card.ts";
import { shieldBlockRaised } from "../attack-flow.ts";
import { dialogClasses } from "../../constants.ts";
import { performSurgery, switchBodyModification } from "../body-mods.ts";
import { restWithConfirmation } from "../rest-flow.ts";
import { creationLeftover, creationWordKey } from "../../rules/character/creation-wording.ts";
import { skipRollDialog } from "../keybindings.ts";
import { MONEY_LIMIT, breakdown, changeMoney } from "../../rules/items/index.ts";
import { dialogBeside } from "../../foundry-compat/windows.ts";

const TAB_IDS: CharacterTabId[] = ["attributes", "knowledge", "combat", "gear", "career", "magic", "horror", "pantheon", "notes"];
const EXTENSION_TABS = ["magic", "horror", "pantheon"] as const;

/** The active extensions (world settings); none when the settings cannot be read. */
function activeExtensions(): ExtensionFlags {
  try {
    return { ...worldRules().extensions };
  } catch {
    return { magic: false, horror: false, pantheon: false };
  }
}

/** The extension tabs the world hides (their extension is off). */
function hiddenExtensionTabs(): Set<string> {
  const extensions = activeExtensions();
  return new Set<string>(EXTENSION_TABS.filter((id) => !extensions[id]));
}

export class PhaseSixCharacterSheet extends PhaseSixActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["character"],
    position: { width: 780, height: 880 },
    actions: {
      finishCreation: PhaseSixCharacterSheet.#onFinishCreation,
      changeStress: PhaseSixCharacterSheet.#onChangeStress,
      changeFavor: PhaseSixCharacterSheet.#onChangeFavor,
      rest: PhaseSixCharacterSheet.#onRest,
      stressTest: PhaseSixCharacterSheet.#onStressTest,
      firstAid: PhaseSixCharacterSheet.#onFirstAid,
      pray: PhaseSixCharacterSheet.#onPray,
      makeArtefact: PhaseSixCharacterSheet.#onMakeArtefact,
      holdService: PhaseSixCharacterSheet.#onHoldService,
      openBuilder: PhaseSixCharacterSheet.#onOpenBuilder,
      relieveStress: PhaseSixCharacterSheet.#onRelieveStress,
      chooseQuirk: PhaseSixCharacterSheet.#onChooseQuirk,
      switchBodyMod: PhaseSixCharacterSheet.#onSwitchBodyMod,
      bodyModSurgery: PhaseSixCharacterSheet.#onBodyModSurgery,
      brew: PhaseSixCharacterSheet.#onBrew,
      changeMoney: PhaseSixCharacterSheet.#onChangeMoney,
      therapy: PhaseSixCharacterSheet.#onTherapy,
    },
  };

  static override PARTS = {
    header: { template: templatePath("actor/character/header.hbs") },
    tabs: { template: templatePath("actor/parts/tabs.hbs") },
    ...Object.fromEntries(TAB_IDS.map((id) => [id, { template: templatePath(`actor/character/${id}.hbs`), scrollable: [""] }])),
  };

  static override TABS: Record<string, foundry.applications.api.ApplicationV2.TabsConfiguration> = {
    primary: { tabs: TAB_IDS.map((id) => ({ id, cssClass: "" })), initial: "attributes", labelPrefix: "PHASESIX.Sheet.Tab" },
  };

  /** A character still in creation opens in edit mode. */
  protected override defaultEditMode(): boolean {
    const system: unknown = this.actor.system;
    return system instanceof CharacterData && !system.career.finished;
  }

  /** A new character (no lineage, creation not finished) opens the character builder with its sheet. */
  protected override async _onFirstRender(...args: Parameters<PhaseSixActorSheet["_onFirstRender"]>): Promise<void> {
    await super._onFirstRender(...args);
    const system: unknown = this.actor.system;
    const isNew = system instanceof CharacterData && !system.career.finished && this.actor.items.find((item) => item.type === "lineage") === undefined;
    if (isNew && this.isEditable) void openBuilder(this.actor, this);
  }

  /** The builder from the Career tab: creation, or advancement with reputation once creation is finished. */
  static #onOpenBuilder(this: PhaseSixCharacterSheet): void {
    void openBuilder(this.actor, this);
  }

  /** Extension tabs are rendered only when their extension is active. */
  protected override _configureRenderParts(options: Parameters<PhaseSixActorSheet["_configureRenderParts"]>[0]) {
    // a sheet that showed the tab of an extension just turned off goes back to the first tab
    const hidden = hiddenExtensionTabs();
    if (hidden.has(this.tabGroups.primary ?? "")) this.tabGroups.primary = "attributes";
    return Object.fromEntries(Object.entries(super._configureRenderParts(options)).filter(([id]) => !hidden.has(id)));
  }

  /**
   * Foundry replaces the parts it renders and keeps the others: the part of an extension turned off
   * since the last render would stay in the open sheet. It is removed.
   */
  protected override _replaceHTML(...args: Parameters<PhaseSixActorSheet["_replaceHTML"]>): void {
    super._replaceHTML(...args);
    const content = args[1];
    for (const id of hiddenExtensionTabs()) content.querySelector(`[data-application-part="${id}"]`)?.remove();
  }

  protected override async _prepareContext(options: Parameters<PhaseSixActorSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const system: unknown = this.actor.system;
    const character = system instanceof CharacterData ? system : null;
    const biography = character?.biography ?? "";
    if (this.actor.limited) return { ...base, ...(await this.limitedContext(biography)) };
    const input: CharacterSheetInput = {
      name: this.actor.name,
      img: this.actor.img ?? "",
      lineage: this.actor.items.find((item) => item.type === "lineage")?.name ?? "",
      derived: character?.derived,
      resources: character?.shownResourceState(),
      ticksOwed: character?.dread.quirksOwed ?? 0,
      items: this.sheetItems(),
      extensions: activeExtensions(),
      editMode: this.editMode,
      editable: this.isEditable,
      creationFinished: character?.career.finished ?? false,
      // The currency and biography inputs submit what they show: the stored value (data/stored.ts),
      // which an Active Effect with a plain `system.…` key does not change.
      currency: storedNumber(this.actor, "currency"),
      currencyUnit: worldCurrencyUnit(),
      currencyMinor: storedNumber(this.actor, "currencyMinor"),
      currencyTable: currentRuleset().gear.currency,
      favor: int(character?.favor),
      notes: { source: storedText(this.actor, "biography", biography), enriched: await this.enrich(biography) },
      activeTab: this.tabGroups.primary ?? "attributes",
      locale: game.i18n.lang,
      templateRoot: templatePath(""),
      protectionSpent: { ...character?.protectionSpent },
      shieldBlock: shieldBlockRaised(this.actor),
      spellRules: await this.spellRules(),
      creationCurrency: currentRuleset().creation.currency,
      editionExtensions: editionExtensionsOf(character, this.actor.items),
      bodyMods: currentRuleset().bodyMods.enabled,
      brewing: currentRuleset().brewing.enabled,
      rollView: character?.rollView() ?? null,
    };
    const context = buildCharacterContext(input, sheetLocalize);
    for (const shadow of context.career.shadows) shadow.html = await this.enrich(shadow.html);
    return { ...base, ...context };
  }

  static async #onFinishCreation(this: PhaseSixCharacterSheet): Promise<void> {
    const system: unknown = this.actor.system;
    if (!(system instanceof CharacterData)) return;
    // The words and the points by the ruleset's creation currency (2025: career points become reputation; 2026: reputation stays).
    const currency = currentRuleset().creation.currency;
    const points = creationLeftover(system.derived, currency);
    const confirmed = await dialogBeside(this).confirm({
      classes: dialogClasses(),
      window: { title: game.i18n.localize("PHASESIX.Sheet.Career.FinishCreation") },
      content: `<p>${foundry.utils.escapeHTML(game.i18n.format(creationWordKey(currency, "FinishConfirm"), { points: String(points) }))}</p>`,
      yes: { label: game.i18n.localize("PHASESIX.Sheet.Career.FinishCreation"), icon: "fa-solid fa-flag-checkered" },
      no: { label: game.i18n.localize("PHASESIX.UI.Cancel"), icon: "fa-solid fa-xmark" },
    });
    if (!confirmed) return;
    if (await this.actor.finishCreation()) {
      this.setEditMode(false);
      await this.render();
    }
  }

  /** Make an artefact holding a spell of the magic tab (the "roll at once" key: no dialog); rules in `makeArtefact`. */
  static async #onMakeArtefact(this: PhaseSixCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const spell = this.actor.items.get(target.dataset.itemId ?? "");
    if (spell) await makeArtefact(this.actor, spell, { skipDialog: skipRollDialog(event) });
  }

  /** Roll the stress test from the horror tab (the "roll at once" key: no dialog); a failure gains 1 stress. */
  static async #onStressTest(this: PhaseSixCharacterSheet, event: PointerEvent): Promise<void> {
    const skipDialog = skipRollDialog(event);
    // With dread (ruleset.horror, 2026) the test is against a creature's X/Y, asked first (at once: 0/1).
    if (currentRuleset().horror.onMaxStress === "dread") {
      const creature = skipDialog ? { pass: 0, fail: 1 } : await askCreatureStress(this);
      if (creature) await rollStressTest(this.actor, { skipDialog, creature, host: this });
      return;
    }
    await rollStressTest(this.actor, { skipDialog, host: this });
  }

  /**
   * Add or pay an amount of one coin of the world's currency table (2026 Tirakan: Barren, Unzen,
   * Gulden, Deut), converted by the core into the stored Gulden and Deut; paying more than there is
   * changes nothing and says what is missing.
   */
  static async #onChangeMoney(this: PhaseSixCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const table = currentRuleset().gear.currency;
    if (!table) return;
    const adding = target.dataset.sign !== "-1";
    const esc = (key: string) => foundry.utils.escapeHTML(game.i18n.localize(key));
    const units = table.denominations.map((d) => `<option value="${d.key}"${d.key === table.main ? " selected" : ""}>${esc(`PHASESIX.Currency.${d.key}`)}</option>`).join("");
    const answer: unknown = await dialogBeside(this).input({
      classes: dialogClasses(),
      window: { title: game.i18n.localize(adding ? "PHASESIX.Currency.Add" : "PHASESIX.Currency.Pay") },
      // wide enough for the title ("Diesen Betrag bezahlen (aus Gulden und Deut)")
      position: { width: 480 },
      content:
        `<p class="phasesix-hint">${esc("PHASESIX.Currency.CoinsHint")}</p>` +
        `<div class="form-group"><label>${esc("PHASESIX.Currency.Amount")}</label><div class="form-fields"><input type="number" name="amount" value="1" min="0" step="1"></div></div>` +
        `<div class="form-group"><label>${esc("PHASESIX.Currency.Unit")}</label><div class="form-fields"><select name="unit">${units}</select></div></div>`,
      ok: { label: game.i18n.localize(adding ? "PHASESIX.Currency.AddOk" : "PHASESIX.Currency.PayOk") },
    });
    if (!answer || typeof answer !== "object") return;
    const form = answer as Record<string, unknown>;
    const amount = Math.min(MONEY_LIMIT, Math.max(0, int(form.amount)));
    const unit = typeof form.unit === "string" ? form.unit : table.main;
    if (amount === 0 || !table.denominations.some((d) => d.key === unit)) return;
    const sign = adding ? 1 : -1;
    const result = changeMoney(table, { main: storedNumber(this.actor, "currency"), minor: storedNumber(this.actor, "currencyMinor") }, amount, unit, sign);
    if (!result.ok) {
      const missing = breakdown(table, result.shortfall)
        .filter((c) => c.count > 0)
        .map((c) => `${c.count} ${game.i18n.localize(`PHASESIX.Currency.${c.key}`)}`)
        .join(", ");
      ui.notifications.warn(game.i18n.format("PHASESIX.Currency.NotEnough", { name: this.actor.name, missing }));
      return;
    }
    const update: Record<string, unknown> = { "system.currency": result.main, "system.currencyMinor": result.minor };
    await this.actor.update(update);
  }

  /**
   * Therapy (2026 horror chapter → Basisstress, Eigenarten heilen), only outside play and agreed with
   * the GM: lower base stress by the amount asked (our default 1: the book names none), or heal the
   * quirk of the row after a confirmation.
   */
  static async #onTherapy(this: PhaseSixCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const kinds = currentRuleset().horror.therapy;
    const kind = THERAPY_KINDS.find((k) => k === target.dataset.kind);
    if (!kind || !kinds.includes(kind)) return;
    const esc = (key: string, data?: Record<string, string>) => foundry.utils.escapeHTML(data ? game.i18n.format(key, data) : game.i18n.localize(key));
    if (kind === "quirk") {
      const item = this.actor.items.get(target.dataset.itemId ?? "");
      if (!item || item.type !== "quirk") return;
      const yes = await dialogBeside(this).confirm({
        classes: dialogClasses(),
        window: { title: game.i18n.localize("PHASESIX.Dread.Therapy.HealQuirk") },
        content: `<p>${esc("PHASESIX.Dread.Therapy.HealQuirkConfirm", { quirk: item.name })}</p><p class="hint">${esc("PHASESIX.Dread.Therapy.Hint")}</p>`,
        yes: { label: game.i18n.localize("PHASESIX.Dread.Therapy.Heal"), icon: "fa-solid fa-couch" },
        no: { label: game.i18n.localize("PHASESIX.Dread.Therapy.Keep") },
      });
      if (yes === true) await therapyHealQuirk(this.actor, item.id ?? "");
      return;
    }
    const answer: unknown = await dialogBeside(this).input({
      classes: dialogClasses(),
      window: { title: game.i18n.localize("PHASESIX.Dread.Therapy.LowerBaseStress") },
      content:
        `<p class="hint">${esc("PHASESIX.Dread.Therapy.Hint")}</p>` +
        `<div class="form-group"><label>${esc("PHASESIX.Dread.Therapy.Amount")}</label><div class="form-fields"><input type="number" name="amount" value="${DEFAULT_THERAPY_RELIEF}" min="0" max="99" step="1"></div>` +
        `<p class="hint">${esc("PHASESIX.Dread.Therapy.AmountHint", { n: String(DEFAULT_THERAPY_RELIEF) })}</p></div>`,
      ok: { label: game.i18n.localize("PHASESIX.Dread.Therapy.LowerBaseStress"), icon: "fa-solid fa-couch" },
    });
    if (!answer || typeof answer !== "object") return;
    const amount = Math.min(99, Math.max(0, int((answer as Record<string, unknown>).amount, DEFAULT_THERAPY_RELIEF)));
    if (amount > 0) await therapyBaseStress(this.actor, amount);
  }

  /** A stress relief activity of the horror tab (2026); medication asks how much stress it takes. */
  static async #onRelieveStress(this: PhaseSixCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const activity = STRESS_RELIEF_ACTIVITIES.find((a) => a === target.dataset.activity);
    if (!activity) return;
    let amount = 0;
    if (STRESS_RELIEF[activity] === null) {
      const answer: unknown = await dialogBeside(this).input({
        classes: dialogClasses(),
        window: { title: game.i18n.localize(`PHASESIX.Dread.Relief.${activity}`) },
        content: `<div class="form-group"><label>${foundry.utils.escapeHTML(game.i18n.localize("PHASESIX.Dread.ReliefAmount"))}</label><div class="form-fields"><input type="number" name="amount" value="1" min="0" max="99" step="1"></div></div>`,
        ok: { label: game.i18n.localize("PHASESIX.Sheet.Horror.StressDown"), icon: "fa-solid fa-arrow-down" },
      });
      if (!answer || typeof answer !== "object") return;
      amount = Math.min(99, Math.max(0, int((answer as Record<string, unknown>).amount)));
    }
    await relieveStressDread(this.actor, activity, amount);
  }

  /** Choose an owed quirk (2025: a tick at max stress; 2026: after a failed dread resolution at rest) from the quirk compendium of the content language. */
  static async #onChooseQuirk(this: PhaseSixCharacterSheet): Promise<void> {
    await chooseOwedQuirk(this.actor);
  }

  /** First aid with a first-aid supply of the gear tab on the targeted token's actor (or self). */
  static async #onSwitchBodyMod(this: PhaseSixCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (item) await switchBodyModification(this.actor, item, this);
  }

  /** Fit or remove a body modification: the surgeon (the controlled token's actor, else this character) rolls Medicine. */
  static async #onBodyModSurgery(this: PhaseSixCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (item) await performSurgery(this.actor, item, { skipDialog: skipRollDialog(event), host: this });
  }

  static async #onBrew(this: PhaseSixCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (!item) return;
    // brewing loads its dialog and odds on first use (a chunk of its own)
    const { openSynthesisDialog } = await import("../synthesis.ts");
    await openSynthesisDialog(this.actor, item, { skipDialog: skipRollDialog(event), host: this });
  }

  static async #onFirstAid(this: PhaseSixCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "") ?? null;
    await giveFirstAid(this.actor, item, { skipDialog: skipRollDialog(event) });
  }

  /**
   * Pray a form of invocation from the pantheon tab: the checklist dialog (circumstances, extra
   * priests, relic, and the favor cost where the work sets it), then every roll of the form at once
   * (`pray`; the checklist is the dialog, no roll dialog per roll). Shift-click prays with an empty
   * checklist (the "roll at once" key), except for forms whose cost is asked.
   */
  static async #onPray(this: PhaseSixCharacterSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const form = PRAYER_FORMS.find((f) => f === target.dataset.form);
    if (!form) return;
    if (skipRollDialog(event) && !costIsAsked(form)) {
      await pray(this.actor, form, emptyChecklist(), 0, { skipDialog: true });
      return;
    }
    const favor = favorOf(this.actor);
    const faithLevel = currentRuleset().pantheon.level;
    const system: unknown = this.actor.system;
    const view = system instanceof CharacterData ? system.rollView() : null;
    const context = prayerDialogContext(form, favor, faithLevel, sheetLocalize, view, currentRuleset().pantheon);
    // The summary (total modifier, each roll's dice and chance) follows the ticked boxes live.
    const bindSummary = (_event: Event, dialog: foundry.applications.api.DialogV2): void => {
      const root = dialog.element;
      const formElement = root.querySelector("form");
      const section = root.querySelector<HTMLElement>("[data-phasesix-prayer-summary]");
      if (!formElement || !section || !view) return;
      const update = (): void => {
        const { checklist } = checklistFromForm(new foundry.applications.ux.FormDataExtended(formElement).object as Record<string, unknown>);
        const summary = prayerSummary(form, checklist, favor, faithLevel, view, sheetLocalize);
        const total = section.querySelector(".prayer-summary-total strong");
        if (total) total.textContent = summary.totalText;
        section.querySelector(".prayer-summary-rolls")?.replaceChildren(
          ...summary.rolls.map((line) => {
            // made by the dialog's own document (a detached window's, on Foundry 14)
            const li = formElement.ownerDocument.createElement("li");
            li.textContent = line;
            return li;
          }),
        );
      };
      formElement.addEventListener("change", update);
      formElement.addEventListener("input", update);
    };
    const answer: unknown = await dialogBeside(this).input({
      classes: dialogClasses(),
      window: { title: game.i18n.localize(`PHASESIX.Pantheon.Form.${form}`), icon: "fa-solid fa-hands-praying" },
      content: await foundry.applications.handlebars.renderTemplate(templatePath("dialog/prayer.hbs"), context),
      ok: { label: game.i18n.localize("PHASESIX.Pantheon.Pray"), icon: "fa-solid fa-hands-praying" },
      render: bindSummary,
    });
    if (!answer || typeof answer !== "object") return;
    const { checklist, cost } = checklistFromForm(answer as Record<string, unknown>);
    await pray(this.actor, form, checklist, cost, { skipDialog: true });
  }

  /** A ceremonial service: asks participants and plea costs, then `applyCeremonialService`. */
  static async #onHoldService(this: PhaseSixCharacterSheet): Promise<void> {
    const favor = favorOf(this.actor);
    const { level: faithLevel, term } = currentRuleset().pantheon;
    // The summary (each entry's favor, the change in all, favor before → after) follows the entries live.
    const bindSummary = (_event: Event, dialog: foundry.applications.api.DialogV2): void => {
      const formElement = dialog.element.querySelector("form");
      const section = dialog.element.querySelector<HTMLElement>("[data-phasesix-service-summary]");
      if (!formElement || !section) return;
      const update = (): void => {
        const summary = serviceSummaryOfForm(new foundry.applications.ux.FormDataExtended(formElement).object as Record<string, unknown>, favor, faithLevel, sheetLocalize, term);
        const total = section.querySelector(".service-summary-total strong");
        if (total) total.textContent = summary.totalText;
        section.querySelector(".service-summary-lines")?.replaceChildren(
          ...summary.lines.map((line) => {
            const li = formElement.ownerDocument.createElement("li");
            li.textContent = line;
            return li;
          }),
        );
      };
      formElement.addEventListener("input", update);
      formElement.addEventListener("change", update);
    };
    const context = { ...serviceDialogContext(faithLevel, term), summary: serviceSummary(1, 0, favor, faithLevel, sheetLocalize, term) };
    const answer: unknown = await dialogBeside(this).input({
      classes: dialogClasses(),
      window: { title: game.i18n.localize("PHASESIX.Pantheon.Service"), icon: "fa-solid fa-church" },
      content: await foundry.applications.handlebars.renderTemplate(templatePath("dialog/service.hbs"), context),
      ok: { label: game.i18n.localize("PHASESIX.Pantheon.Service"), icon: "fa-solid fa-church" },
      render: bindSummary,
    });
    if (!answer || typeof answer !== "object") return;
    const { participants, pleaCosts } = serviceFromForm(answer as Record<string, unknown>);
    await applyCeremonialService(this.actor, participants, pleaCosts);
  }

  /** Rest (6 hours) after a confirmation: the actor rolls and posts the result (PhaseSixActor#rest). */
  static async #onRest(this: PhaseSixCharacterSheet): Promise<void> {
    await restWithConfirmation(this.actor, this);
  }

  static async #onChangeStress(this: PhaseSixCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const delta = int(target.dataset.delta);
    if (delta !== 0) await this.actor.gainStress(delta);
  }

  static async #onChangeFavor(this: PhaseSixCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const system: unknown = this.actor.system;
    const delta = int(target.dataset.delta);
    if (!(system instanceof CharacterData) || delta === 0) return;
    // From the stored favor: an effect on `system.favor` is shown, never stored by a click.
    const update: Record<string, unknown> = { "system.favor": Math.max(-999, Math.min(999, storedNumber(this.actor, "favor") + delta)) };
    await this.actor.update(update);
  }

  /**
   * An item with a price dropped from outside is offered for purchase first (see purchase.ts). The
   * item is loaded (`fromUuid`): an entry of a compendium list not opened yet is only an index entry
   * to `fromUuidSync`, and its price must be asked like a world item's.
   */
  protected override async _onDrop(event: DragEvent): Promise<unknown> {
    const data = record(foundry.applications.ux.TextEditor.implementation.getDragEventData(event));
    const dropped: unknown = data.type === "Item" && typeof data.uuid === "string" ? await fromUuid(data.uuid as `Item.${string}`) : null;
    if (dropped instanceof PhaseSixItem && this.isEditable && !(await payOnDrop(this.actor, dropped, this))) return null;
    return super._onDrop(event);
  }
}
