/**
 * The compendium browser (issue 35): one window over the items of the content language's packs (and
 * the world's own item packs) and the world's items — filtered by type, category, world, era,
 * extension, price and text, sorted, each row saying what the builder says of it (cost,
 * requirements, price, numbers, badges). Rows drag onto actor sheets (Foundry's item drop) and into
 * the character builder. Opened from the Compendium sidebar's header. The entries and filters are
 * pure (./browser-entries.ts, ./browser-rows.ts); this window gathers the documents once per opening
 * and renders the list in pages.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { worldContext } from "../../data/actor/world-context.ts";
import { worldCurrencyUnit } from "../../settings.ts";
import { templatePath } from "../templates.ts";
import { sheetLocalize } from "../sheets/actor-sheet.ts";
import { contentLanguage } from "../builder/catalog.ts";
import type { BrowserEntry, BrowserFilter } from "./browser-entries.ts";
import { DEFAULT_FILTER, browserEntry, filterEntries, readFilter } from "./browser-entries.ts";
import type { BrowserPack, BrowserWorldItem } from "./browser-sources.ts";
import { filterContext, loadBrowserSources } from "./browser-sources.ts";
import { BROWSER_PAGE, browserRows } from "./browser-rows.ts";
import { isHTMLElementOf } from "../../foundry-compat/elements.ts";

type Part = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/** HandlebarsApplicationMixin(ApplicationV2), cast once to the shape we use (as builder-app.ts does). */
export declare abstract class HandlebarsBrowserShape extends foundry.applications.api.ApplicationV2 {
  static PARTS: Record<string, Part>;
  /** The mixin's per-part context (Foundry 13: called for each rendered part). */
  protected _preparePartContext(partId: string, context: Record<string, unknown>, options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions): Promise<Record<string, unknown>>;
}
const HandlebarsApplication = foundry.applications.api.HandlebarsApplicationMixin(foundry.applications.api.ApplicationV2) as unknown as typeof HandlebarsBrowserShape;

export class CompendiumBrowser extends HandlebarsApplication {
  static override DEFAULT_OPTIONS = {
    id: "phasesix-compendium-browser",
    classes: ["phasesix", "phasesix-compendium-browser"],
    window: { icon: "fa-solid fa-book-open-reader", resizable: true, title: "PHASESIX.Browser.Title" },
    position: { width: 820, height: 760 },
    actions: {
      more: CompendiumBrowser.#onMore,
      openEntry: CompendiumBrowser.#onOpenEntry,
      reset: CompendiumBrowser.#onReset,
    },
  };

  static override PARTS: Record<string, Part> = {
    filters: { template: templatePath("browser/filters.hbs") },
    results: { template: templatePath("browser/results.hbs"), scrollable: [".browser-results"] },
  };

  #entries: Promise<BrowserEntry[]> | null = null;
  #filter: BrowserFilter = { ...DEFAULT_FILTER };
  #shown = BROWSER_PAGE;

  /** Open (or bring to front) the one browser window. */
  static open(): CompendiumBrowser {
    const existing = foundry.applications.instances.get("phasesix-compendium-browser");
    if (existing instanceof CompendiumBrowser) {
      void existing.render({ force: true });
      return existing;
    }
    const app = new CompendiumBrowser();
    // The filter starts as the user's compendium filter (client setting): only what fits the world.
    app.#filter.fitsWorld = game.settings.get(SYSTEM_ID, "compendiumFilter") !== false;
    void app.render({ force: true });
    return app;
  }

  /** The entries, read when the window first renders. */
  #load(): Promise<BrowserEntry[]> {
    this.#entries ??= loadBrowserSources(game.items as unknown as Iterable<BrowserWorldItem>, game.packs as unknown as Iterable<BrowserPack>, contentLanguage()).then((sources) => sources.map(browserEntry));
    return this.#entries;
  }

  protected override async _preparePartContext(partId: string, context: Record<string, unknown>, options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions): Promise<Record<string, unknown>> {
    const base = await super._preparePartContext(partId, context, options);
    const entries = await this.#load();
    const t = (key: string) => game.i18n.localize(key);
    if (partId === "filters") return { ...base, ...filterContext(entries, this.#filter, t) };
    const shown = filterEntries(entries, this.#filter, worldContext(), game.i18n.lang);
    const { rows, total, more } = browserRows({ entries: shown, context: worldContext(), currency: worldCurrencyUnit(), locale: game.i18n.lang, shown: this.#shown }, sheetLocalize);
    return {
      ...base,
      rows,
      more,
      count: sheetLocalize("PHASESIX.Browser.Count", { shown: rows.length, total, all: entries.length }),
      moreLabel: sheetLocalize("PHASESIX.Browser.More", { count: Math.min(more, BROWSER_PAGE) }),
    };
  }

  protected override async _onRender(context: object, options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions): Promise<void> {
    await super._onRender(context as never, options);
    const root = this.element;
    const form = root.querySelector<HTMLFormElement>("form.browser-filters");
    if (form && !form.dataset.bound) {
      form.dataset.bound = "";
      let timer: ReturnType<typeof setTimeout> | undefined;
      const apply = (typed: boolean) => {
        const data = new foundry.applications.ux.FormDataExtended(form).object as Record<string, unknown>;
        const next = readFilter(data, this.#filter);
        const typeChanged = next.type !== this.#filter.type;
        this.#filter = next;
        this.#shown = BROWSER_PAGE;
        if (timer) clearTimeout(timer);
        // Typing waits for a pause; a changed type rebuilds the category choices.
        timer = setTimeout(() => void this.render({ parts: typeChanged ? ["filters", "results"] : ["results"] }), typed ? 150 : 0);
      };
      form.addEventListener("input", (event) => apply(isHTMLElementOf(event.target, "input") && (event.target.type === "search" || event.target.type === "number")));
      form.addEventListener("change", (event) => {
        if (!(isHTMLElementOf(event.target, "input") && (event.target.type === "search" || event.target.type === "number"))) apply(false);
      });
      form.addEventListener("submit", (event) => event.preventDefault());
    }
    // A row drags as Foundry's item drag data: sheets and the builder take it.
    for (const row of Array.from(root.querySelectorAll<HTMLElement>(".browser-row[data-uuid]"))) {
      if (row.dataset.dragBound) continue;
      row.dataset.dragBound = "";
      row.addEventListener("dragstart", (event) => {
        event.dataTransfer?.setData("text/plain", JSON.stringify({ type: "Item", uuid: row.dataset.uuid }));
      });
    }
  }

  static async #onMore(this: CompendiumBrowser): Promise<void> {
    this.#shown += BROWSER_PAGE;
    await this.render({ parts: ["results"] });
  }

  static async #onReset(this: CompendiumBrowser): Promise<void> {
    this.#filter = { ...DEFAULT_FILTER, fitsWorld: game.settings.get(SYSTEM_ID, "compendiumFilter") !== false };
    this.#shown = BROWSER_PAGE;
    await this.render({ parts: ["filters", "results"] });
  }

  /** A row's name: the entry's own sheet, to read it in full. */
  static async #onOpenEntry(this: CompendiumBrowser, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-uuid]")?.dataset.uuid ?? "";
    const document = uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null;
    if (document instanceof Item) await document.sheet?.render(true);
  }
}
