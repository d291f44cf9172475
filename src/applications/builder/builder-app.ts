/**
 * The character builder window (ApplicationV2 + Handlebars): one per actor, opened from a new
 * character's sheet, from the Career tab (creation, or advancement with reputation) and from the NPC
 * sheet's header (quick build). It only gathers data (the catalog, the actor) and renders the
 * context of a {@link BuilderSession}; every rule is the core's.
 */
import type { BuilderStep, EquipmentKind } from "../../rules/character/index.ts";
import { BUILDER_STEPS, EQUIPMENT_KINDS, buyEquipment, goToStep, pickLineage, pickTemplate, returnEquipment, setMoney, stepBy, unpickTemplate } from "../../rules/character/index.ts";
import type { TemplateCategory } from "../../rules/catalog/index.ts";
import { TEMPLATE_CATEGORIES } from "../../rules/catalog/index.ts";
import { magicExtensionOn, worldCurrencyUnit } from "../../settings.ts";
import { templatePath } from "../templates.ts";
import { sheetLocalize } from "../sheets/actor-sheet.ts";
import type { BuilderContext } from "./builder-context.ts";
import { isPlaceholderName } from "./builder-context.ts";
import { loadCatalog } from "./catalog.ts";
import type { LoadedCatalog } from "./catalog.ts";
import { BuilderSession } from "./session.ts";
import { builderDrop, droppedItemUuid } from "./drop.ts";
import type { BuilderEnvironment, SourceDocument } from "./session.ts";
import { isHTMLElementOf } from "../../foundry-compat/elements.ts";
import { renderBeside, type WindowHost } from "../../foundry-compat/windows.ts";

type Part = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/**
 * HandlebarsApplicationMixin(ApplicationV2), cast once to the shape we use (TOOLCHAIN.md: the mixin's
 * full type makes tsc fail with TS2589; sheets/base.ts and roll-dialog.ts do the same).
 */
export declare abstract class HandlebarsBuilderShape extends foundry.applications.api.ApplicationV2<BuilderContext> {
  static PARTS: Record<string, Part>;
}
const HandlebarsApplication = foundry.applications.api.HandlebarsApplicationMixin(
  foundry.applications.api.ApplicationV2,
) as unknown as typeof HandlebarsBuilderShape;

/** Foundry's side of a session: `fromUuid`, the drop's `Item.implementation.create`, notifications. */
export const FOUNDRY_ENVIRONMENT: BuilderEnvironment = {
  resolve: async (key) => (await fromUuid(key as Parameters<typeof fromUuid>[0])) as SourceDocument | null,
  createItem: (source, parent, keepId) => Item.implementation.create(source as Item.CreateData, { parent, keepId }),
  localize: sheetLocalize,
  warn: (message) => void ui.notifications.warn(message),
  info: (message) => void ui.notifications.info(message),
};


/**
 * The names a new actor of `type` gets before anyone names it: the welcome card's "New Character"
 * and Foundry's "New <type>" of the creation dialog (numbered by Foundry when taken).
 */
export function placeholderNames(type: string): string[] {
  const labels = CONFIG.Actor.typeLabels as Record<string, string | undefined>;
  const typeLabel = game.i18n.localize(labels[type] ?? `TYPES.Actor.${type}`);
  return [game.i18n.localize("PHASESIX.Welcome.NewCharacter"), game.i18n.format("DOCUMENT.New", { type: typeLabel })];
}

const isStep = (value: unknown): value is BuilderStep => (BUILDER_STEPS as readonly unknown[]).includes(value);
const isKind = (value: unknown): value is EquipmentKind => (EQUIPMENT_KINDS as readonly unknown[]).includes(value);
const isCategory = (value: unknown): value is TemplateCategory | "all" => value === "all" || (TEMPLATE_CATEGORIES as readonly unknown[]).includes(value);

export class BuilderApp extends HandlebarsApplication {
  static override DEFAULT_OPTIONS = {
    classes: ["phasesix", "phasesix-builder-app"],
    window: { icon: "fa-solid fa-user-plus", resizable: true },
    position: { width: 980, height: 780 },
    actions: {
      goToStep: BuilderApp.#onGoToStep,
      back: BuilderApp.#onBack,
      next: BuilderApp.#onNext,
      pickLineage: BuilderApp.#onPickLineage,
      pickTemplate: BuilderApp.#onPickTemplate,
      unpickTemplate: BuilderApp.#onUnpickTemplate,
      buyEquipment: BuilderApp.#onBuyEquipment,
      returnEquipment: BuilderApp.#onReturnEquipment,
      category: BuilderApp.#onCategory,
      equipmentKind: BuilderApp.#onEquipmentKind,
      toggleAvailable: BuilderApp.#onToggleAvailable,
      toggleFinishCreation: BuilderApp.#onToggleFinishCreation,
      finish: BuilderApp.#onFinish,
      openEntry: BuilderApp.#onOpenEntry,
    },
  };

  static override PARTS: Record<string, Part> = {
    builder: { template: templatePath("builder/builder.hbs"), scrollable: [".builder-body"] },
  };

  readonly actor: Actor.Implementation;
  #session: BuilderSession | null = null;
  #catalog: Promise<LoadedCatalog> | null = null;

  constructor(actor: Actor.Implementation) {
    super({ id: `phasesix-builder-${actor.id ?? "new"}` });
    this.actor = actor;
  }

  /**
   * Open (or bring to front) the builder of an actor its user owns; opened from a sheet (`host`), on
   * Foundry 14 it opens in the sheet's window, as its child.
   */
  static open(actor: Actor.Implementation, host?: WindowHost): BuilderApp | null {
    if (!actor.isOwner) return null;
    const existing = foundry.applications.instances.get(`phasesix-builder-${actor.id ?? "new"}`);
    if (existing instanceof BuilderApp) {
      void existing.render({ force: true });
      return existing;
    }
    const app = new BuilderApp(actor);
    void renderBeside(app, host);
    return app;
  }

  override get title(): string {
    return game.i18n.format("PHASESIX.Builder.Title", { name: this.actor.name });
  }

  /**
   * The session, with the catalog read when the window opens (world items made since are in it;
   * Foundry caches the packs' indexes, so reading again is cheap).
   */
  async #ensureSession(): Promise<BuilderSession> {
    this.#catalog ??= loadCatalog();
    const catalog = await this.#catalog;
    this.#session ??= new BuilderSession(this.actor, catalog, FOUNDRY_ENVIRONMENT);
    return this.#session;
  }

  protected override async _prepareContext(): Promise<BuilderContext> {
    const placeholderName = isPlaceholderName(this.actor.name, placeholderNames(this.actor.type));
    return (await this.#ensureSession()).context(magicExtensionOn(), { currency: worldCurrencyUnit(), locale: game.i18n.lang, placeholderName });
  }

  /**
   * The name field (first thing the builder asks): the actor is renamed at once — its token, the
   * tracker and the cards follow (PhaseSixActor's rename) — and the window's title with it. An empty
   * name is refused with a warning and the field shows the name again.
   */
  async rename(value: string): Promise<void> {
    const name = value.trim();
    if (name === "") ui.notifications.warn(game.i18n.localize("PHASESIX.Builder.NameEmpty"));
    else if (name !== this.actor.name) await this.actor.update({ name });
    await this.render({ window: { title: this.title } });
  }

  /** The builder re-renders with its actor (an item dropped on the sheet, creation finished there). */
  protected override async _onFirstRender(context: BuilderContext, options: foundry.applications.api.ApplicationV2.RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    (this.actor.apps as Record<string, unknown>)[this.id] = this;
  }

  protected override _onClose(options: foundry.applications.api.ApplicationV2.RenderOptions): void {
    super._onClose(options);
    const apps = this.actor.apps as Record<string, unknown>;
    if (apps[this.id] === this) Reflect.deleteProperty(apps, this.id);
  }

  protected override async _onRender(context: object, options: object): Promise<void> {
    await super._onRender(context, options);
    const session = this.#session;
    const root = this.element;
    const search = root.querySelector<HTMLInputElement>("input.builder-search");
    if (search && session) {
      const filter = () => {
        session.ui.search = search.value;
        const words = search.value.toLocaleLowerCase().split(/\s+/).filter(Boolean);
        for (const card of Array.from(root.querySelectorAll<HTMLElement>(".builder-card[data-search]"))) {
          const text = card.dataset.search ?? "";
          card.hidden = !words.every((word) => text.includes(word));
        }
      };
      search.addEventListener("input", filter);
      filter();
    }
    const name = root.querySelector<HTMLInputElement>("input[name=actorName]");
    name?.addEventListener("change", () => void this.rename(name.value));
    const money = root.querySelector<HTMLInputElement>("input[name=money]");
    money?.addEventListener("change", () => void this.#act((s) => setMoney(s, Number(money.value))));
    // An item dropped on the window (compendium browser, compendium, Items sidebar) acts as its card's button.
    if (!root.dataset.dropBound) {
      root.dataset.dropBound = "";
      root.addEventListener("dragover", (event) => event.preventDefault());
      root.addEventListener("drop", (event) => void this.#onDrop(event));
    }
  }

  async #onDrop(event: DragEvent): Promise<void> {
    event.preventDefault();
    const session = await this.#ensureSession();
    const drop = builderDrop(droppedItemUuid(foundry.applications.ux.TextEditor.implementation.getDragEventData(event)), session.loaded.entries);
    if (!drop) {
      ui.notifications.warn(game.i18n.localize("PHASESIX.Builder.DropUnknown"));
      return;
    }
    const { key } = drop;
    if (drop.action === "pickLineage") await this.#act((s) => pickLineage(s, key), key);
    else if (drop.action === "pickTemplate") await this.#act((s) => pickTemplate(s, key), key);
    else await this.#act((s) => buyEquipment(s, key), key);
  }

  async #act(transition: Parameters<BuilderSession["apply"]>[0], key?: string): Promise<void> {
    const session = await this.#ensureSession();
    await session.apply(transition, key);
    await this.render();
  }

  static async #onGoToStep(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const step = target.dataset.step;
    if (isStep(step)) await this.#act((s) => goToStep(s, step));
  }

  static async #onBack(this: BuilderApp): Promise<void> {
    await this.#act((s) => stepBy(s, -1));
  }

  static async #onNext(this: BuilderApp): Promise<void> {
    await this.#act((s) => stepBy(s, 1));
  }

  static async #onPickLineage(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.key ?? "";
    await this.#act((s) => pickLineage(s, key), key);
  }

  static async #onPickTemplate(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.key ?? "";
    await this.#act((s) => pickTemplate(s, key), key);
  }

  static async #onUnpickTemplate(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.key ?? "";
    await this.#act((s) => unpickTemplate(s, key), key);
  }

  static async #onBuyEquipment(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.key ?? "";
    await this.#act((s) => buyEquipment(s, key), key);
  }

  static async #onReturnEquipment(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.key ?? "";
    await this.#act((s) => returnEquipment(s, key), key);
  }

  static async #onCategory(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const category = target.dataset.category;
    const session = await this.#ensureSession();
    if (isCategory(category)) session.ui = { ...session.ui, category };
    await this.render();
  }

  static async #onEquipmentKind(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const kind = target.dataset.kind;
    const session = await this.#ensureSession();
    if (isKind(kind)) session.ui = { ...session.ui, equipmentKind: kind };
    await this.render();
  }

  static async #onToggleAvailable(this: BuilderApp): Promise<void> {
    const session = await this.#ensureSession();
    session.ui = { ...session.ui, availableOnly: !session.ui.availableOnly };
    await this.render();
  }

  static async #onToggleFinishCreation(this: BuilderApp): Promise<void> {
    const session = await this.#ensureSession();
    session.ui = { ...session.ui, finishCreation: !session.ui.finishCreation };
  }

  /** A card's Open button: the entry's own sheet (read view for players), to read it in full. */
  static async #onOpenEntry(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.key ?? "";
    const document = key ? await fromUuid(key as Parameters<typeof fromUuid>[0]) : null;
    if (document instanceof Item) await document.sheet?.render(true);
  }

  /**
   * Finish: the plan goes onto the actor, then the builder's work is done — it closes and the
   * actor's sheet shows the result (the notification says what was added). Opened again, the
   * builder starts a new draft in the actor's new mode (advancement once creation is finished).
   */
  static async #onFinish(this: BuilderApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const session = await this.#ensureSession();
    if (isHTMLElementOf(target, "button")) target.disabled = true;
    await session.finish({ finishCreation: session.ui.finishCreation });
    await this.close();
    await this.actor.sheet?.render(true);
  }
}
