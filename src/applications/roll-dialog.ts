/**
 * The roll dialog (ApplicationV2 + Handlebars) for attribute, skill and knowledge checks: difficulty
 * by name or free value, situational modifiers, bonus and destiny dice up front, conditions shown and
 * applied, roll mode — and the exact chance of success, updated live as the options change (the form
 * is not re-rendered while typing: only the summary figures are rewritten). Its context comes from the
 * pure {@link rollDialogContext}.
 */
import type { ActorRollView } from "../rules/catalog/index.ts";
import { translate } from "./rolling-actor.ts";
import { templatePath } from "./templates.ts";
import { renderBeside, type WindowHost } from "../foundry-compat/windows.ts";
import { currentMessageMode, messageModeChoices, messageModeLabel } from "../foundry-compat/message-mode.ts";
import {
  defaultDialogState,
  readDialogState,
  rollDialogContext,
  rollDialogSummary,
  type DialogTarget,
  type RollDialogContext,
  type RollDialogState,
  type RollDialogSummary,
} from "./roll-dialog-context.ts";
import { isHTMLElementOf } from "../foundry-compat/elements.ts";

type Part = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/**
 * HandlebarsApplicationMixin(ApplicationV2), cast once to the shape we use (see TOOLCHAIN.md: the
 * mixin's full type makes tsc slow or fail; sheets do the same in sheets/base.ts).
 */
export declare abstract class HandlebarsApplicationShape extends foundry.applications.api.ApplicationV2<RollDialogContext> {
  static PARTS: Record<string, Part>;
}
const HandlebarsApplication = foundry.applications.api.HandlebarsApplicationMixin(
  foundry.applications.api.ApplicationV2,
) as unknown as typeof HandlebarsApplicationShape;

/** What the player chose. */
export interface RollDialogResult {
  state: RollDialogState;
}

export interface RollDialogRequest extends DialogTarget {
  view: ActorRollView;
  actorName: string;
  /** Initial state (e.g. a GM-called difficulty); defaults to a normal check. */
  initial?: Partial<RollDialogState>;
  /** The sheet the roll was started from: on Foundry 14 the dialog opens as its child, in its window. */
  host?: WindowHost;
}

export class RollDialog extends HandlebarsApplication {
  static override DEFAULT_OPTIONS = {
    classes: ["phasesix", "phasesix-roll-dialog-app"],
    tag: "form",
    window: { icon: "fa-solid fa-dice-six", contentClasses: ["standard-form"] },
    position: { width: 460, height: "auto" as const },
    form: { handler: RollDialog.#onSubmit, closeOnSubmit: true, submitOnChange: false },
    actions: { cancel: RollDialog.#onCancel },
  };

  static override PARTS: Record<string, Part> = {
    form: { template: templatePath("dialog/roll-dialog.hbs") },
  };

  readonly #request: RollDialogRequest;
  #state: RollDialogState;
  #resolve: ((result: RollDialogResult | null) => void) | null = null;

  constructor(request: RollDialogRequest) {
    super({});
    this.#request = request;
    this.#state = { ...defaultDialogState(currentMessageMode()), ...request.initial };
  }

  override get title(): string {
    return this.#context().title;
  }

  /** Open the dialog; resolves with the choice, or null when it is closed without rolling. */
  static prompt(request: RollDialogRequest): Promise<RollDialogResult | null> {
    const dialog = new RollDialog(request);
    return new Promise((resolve) => {
      dialog.#resolve = resolve;
      void renderBeside(dialog, request.host);
    });
  }

  #context(): RollDialogContext {
    return { ...rollDialogContext(this.#request.view, this.#request, this.#state, messageModeChoices(), translate), modeLabel: messageModeLabel() };
  }

  protected override async _prepareContext(): Promise<RollDialogContext> {
    return this.#context();
  }

  protected override async _onRender(context: object, options: object): Promise<void> {
    await super._onRender(context, options);
    const form = isHTMLElementOf(this.element, "form") ? this.element : this.element.querySelector("form");
    if (!form) return;
    const refresh = () => this.#refresh(form);
    form.addEventListener("input", refresh);
    form.addEventListener("change", refresh);
  }

  #read(form: HTMLFormElement): RollDialogState {
    const data = new foundry.applications.ux.FormDataExtended(form).object as Record<string, unknown>;
    return readDialogState(data, this.#request.view.pools, this.#state.rollMode, this.#request.ruleset?.difficulties);
  }

  /** Recompute the summary from the form and rewrite the live figures. */
  #refresh(form: HTMLFormElement): void {
    this.#state = this.#read(form);
    const free = form.querySelector<HTMLInputElement>("input[name=freeDifficulty]");
    if (free) free.disabled = this.#state.difficulty !== "free";
    writeSummary(form, rollDialogSummary(this.#request.view, this.#request, this.#state, translate));
  }

  static async #onSubmit(this: RollDialog, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    this.#state = this.#read(form);
    this.#resolve?.({ state: this.#state });
    this.#resolve = null;
  }

  static async #onCancel(this: RollDialog): Promise<void> {
    await this.close();
  }

  protected override _onClose(options: object): void {
    super._onClose(options);
    this.#resolve?.(null);
    this.#resolve = null;
  }
}

/** Rewrite the summary elements (`[data-summary=…]`) of a rendered dialog. */
export function writeSummary(root: ParentNode, summary: RollDialogSummary): void {
  const set = (name: string, text: string) => {
    const el = root.querySelector<HTMLElement>(`[data-summary="${name}"]`);
    if (el) el.textContent = text;
  };
  const show = (name: string, visible: boolean) => {
    const el = root.querySelector<HTMLElement>(`[data-summary="${name}"]`);
    if (el) el.hidden = !visible;
  };
  set("dice", String(summary.dice));
  set("destinyDice", String(summary.destinyDice));
  show("destiny", summary.destinyDice > 0);
  set("minRoll", `${summary.minRoll}+`);
  set("critThreshold", summary.canCrit ? `${summary.critThreshold}+` : "–");
  show("impossible", !summary.possible);
  set("odds", summary.oddsText);
  set("diceExplanation", summary.diceExplanation);
  set("minRollExplanation", summary.minRollExplanation);
  show("noDiceWarning", summary.noDiceWarning);
  show("noConditions", summary.conditions.length === 0);
  if (summary.actions) {
    set("actionsText", summary.actions.text);
    root.querySelector<HTMLElement>('[data-summary="actions"]')?.classList.toggle("roll-dialog-warning", summary.actions.missing);
  }
  const list = root.querySelector<HTMLElement>('[data-summary="conditions"]');
  if (list) {
    // The new lines are made by the dialog's own document: a detached window's on Foundry 14.
    const doc = list.ownerDocument;
    list.replaceChildren(
      ...summary.conditions.map((c) => {
        const li = doc.createElement("li");
        const strong = doc.createElement("strong");
        strong.textContent = c.label;
        li.append(strong, ` ${c.text}`);
        return li;
      }),
    );
  }
}
