/**
 * Honest stand-ins for the part of Foundry VTT 13's ApplicationV2 family our sheets build on
 * (`foundry.applications.api.ApplicationV2`, `DocumentSheetV2`, `HandlebarsApplicationMixin`,
 * `foundry.applications.sheets.ActorSheetV2` / `ItemSheetV2`, `DialogV2.confirm`,
 * `foundry.applications.ux.TextEditor.implementation`), written after Foundry's documented behaviour:
 * - `DEFAULT_OPTIONS` are merged along the class chain (subclass wins; `classes` concatenated,
 *   `actions` merged), as ApplicationV2#_initializeApplicationOptions does;
 * - `tabGroups` start at each `TABS` group's `initial`; `changeTab(tab, group)` sets it;
 * - DocumentSheetV2: `document` from the options, `isEditable` = the user owns the document,
 *   `_prepareContext` gives `{ document, editable, user }`;
 * - HandlebarsApplicationMixin: `_configureRenderParts` returns a copy of the class's `PARTS`;
 *   `render()` configures the parts and prepares the context (kept in `rendered` for tests: the
 *   HTML itself is what the browser tests render); the first render registers the application in
 *   `foundry.applications.instances` under its `id` (`options.id`, when given) and then awaits
 *   `_onFirstRender(context, options)`, as Foundry does after the first render;
 * - `close()`: `_onClose(options)`, then the application leaves `foundry.applications.instances`;
 *   a closed application renders again only when forced (Foundry: a render of an application in
 *   the CLOSED state is a first render, which needs `force`), and a forced render opens it anew;
 * - `element`: the root element, recording the listeners added to it (the DOM itself is the browser
 *   tests' part);
 * - click actions: {@link clickAction} calls `options.actions[name]` with the app as `this`, like
 *   Foundry's delegated `[data-action]` click handler (`event`, `target` with its `dataset`);
 * - TextEditor.enrichHTML returns plain HTML unchanged (no links or secrets in the fixtures);
 *   DialogV2.confirm answers with {@link setConfirmAnswer}'s value (default yes) or function, calls
 *   its `render(event, dialog)` and resolves null when `dialog.close()` comes first, as v13's
 *   `DialogV2.wait` does (every dialog shown is in {@link shownDialogs}); DialogV2.input
 *   resolves with {@link setInputAnswer}'s form data (flat keys, as FormDataExtended#object gives
 *   them; null = dismissed) and keeps the dialog's `content` in {@link lastInputContent}; both construct
 *   the dialog as v13's `wait` does (`new this(config)`, then `render({ force: true })`), so a subclass's
 *   render runs (the dialog shown is the {@link OpenDialog}'s `app`).
 * Foundry 14 (game.release.generation 14; v14 types, client/applications/api/application.d.mts and
 * detached/window-manager.d.mts):
 * - `foundry.applications.detached.windows`: the detached windows by id, each `{ window, applications }`;
 *   its `querySelectorAll(selector)` queries the page and every detached window's document;
 *   {@link openDetachedWindow} opens one with its own document (tests/foundry/dom.ts's second realm);
 * - an application's `window.windowId` names the detached window it is in (undefined: the main window);
 *   `render({ window: { windowId } })` renders into that window; `detachWindow()` moves it (and its
 *   children) into a new one;
 * - `renderChild(app, options)` renders `app` as a child: in the parent's window, in `children`, with
 *   `parent` set; closing the parent closes its children. On 13 there is no `renderChild` (undefined),
 *   and a `windowId` render option means nothing.
 */
type Data = Record<string, unknown>;

/** How a confirmation dialog is answered: at once, or by a function (which may wait: a GM who has not clicked yet). */
type ConfirmAnswer = boolean | ((config: Data) => boolean | null | Promise<boolean | null>);
let confirmAnswer: ConfirmAnswer = true;
/** What the next confirmation dialogs answer: a value, or a function of the dialog's config. */
export function setConfirmAnswer(answer: ConfirmAnswer): void {
  confirmAnswer = answer;
}

/** A confirmation dialog on screen: its config, and whether it is still open. */
export interface OpenDialog {
  config: Data;
  /** The dialog application (when shown through DialogV2.confirm). */
  app?: ApplicationV2;
  open: boolean;
  close(): Promise<void>;
}
/** Every confirmation dialog shown since the last installApplications (open or answered). */
export const shownDialogs: OpenDialog[] = [];

/**
 * DialogV2.confirm as v13's (through `wait`): `render(event, dialog)` is called with the dialog once
 * it is rendered; `dialog.close()` resolves the promise with null (or rejects with `rejectClose`);
 * a button resolves it with true or false (here: the answer set by {@link setConfirmAnswer}).
 */
function confirmDialog(config: Data = {}): Promise<boolean | null> {
  return new Promise((resolve, reject) => {
    const dialog: OpenDialog = {
      config,
      open: true,
      close: async () => {
        if (!dialog.open) return;
        dialog.open = false;
        if (config.rejectClose === true) reject(new Error("Dialog was dismissed without pressing a button."));
        else resolve(null);
      },
    };
    shownDialogs.push(dialog);
    const render = config.render;
    if (typeof render === "function") (render as (event: unknown, dialog: OpenDialog) => void)({ type: "render" }, dialog);
    void Promise.resolve(typeof confirmAnswer === "function" ? confirmAnswer(config) : confirmAnswer).then((answer) => {
      if (!dialog.open) return;
      dialog.open = false;
      resolve(answer);
    });
  });
}

let inputAnswer: Data | null = null;
let inputContent = "";
/** What the next input dialogs answer: their form data, or null (closed without OK). */
export function setInputAnswer(answer: Data | null): void {
  inputAnswer = answer;
}
/** The HTML content of the last input dialog shown. */
export function lastInputContent(): string {
  return inputContent;
}

/** Whether the game stand-in behaves as Foundry 14. */
function foundry14(): boolean {
  const game = (globalThis as unknown as { game?: { release?: { generation?: number } } }).game;
  return (game?.release?.generation ?? 13) >= 14;
}

/** A detached window (Foundry 14): its document, and the applications rendered in it. */
export interface StandInDetachedWindow {
  window: { document: unknown };
  applications: Map<string, ApplicationV2>;
}

interface StandInDetachedWindows {
  windows: Map<string, StandInDetachedWindow>;
  focused: unknown;
  /** A query across the main workspace and every detached window. */
  querySelectorAll(selector: string): unknown[];
}

type Queryable = { querySelectorAll?: (selector: string) => Iterable<unknown> } | null | undefined;

function detachedManager(): StandInDetachedWindows {
  const applications = (globalThis as unknown as { foundry: { applications: Data } }).foundry.applications;
  applications.detached ??= {
    windows: new Map<string, StandInDetachedWindow>(),
    focused: null,
    querySelectorAll(this: StandInDetachedWindows, selector: string): unknown[] {
      const main = (globalThis as unknown as { document?: Queryable }).document;
      const documents: Queryable[] = [main, ...[...this.windows.values()].map((w) => w.window.document as Queryable)];
      return documents.flatMap((d) => (d?.querySelectorAll ? [...d.querySelectorAll(selector)] : []));
    },
  };
  return applications.detached as StandInDetachedWindows;
}

let windowCount = 0;
/** Foundry 14: open a detached window showing `document` (another realm's); returns its id. */
export function openDetachedWindow(document: unknown = {}): string {
  const id = `window${++windowCount}`;
  detachedManager().windows.set(id, { window: { document }, applications: new Map() });
  return id;
}

/** Every application rendered since the last installApplications, in order (stand-in only). */
export const renderedApplications: ApplicationV2[] = [];
let appCount = 0;

/** Foundry's `foundry.applications.instances`: rendered applications by id. */
export const instances = new Map<string, ApplicationV2>();

function chain(ctor: unknown): Array<{ DEFAULT_OPTIONS?: Data }> {
  const classes: Array<{ DEFAULT_OPTIONS?: Data }> = [];
  for (let c = ctor as { DEFAULT_OPTIONS?: Data } | null; c && c !== Function.prototype; c = Object.getPrototypeOf(c) as typeof c) {
    if (Object.hasOwn(c, "DEFAULT_OPTIONS")) classes.unshift(c);
  }
  return classes;
}

function mergeOptions(base: Data, extra: Data): Data {
  const out: Data = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    if (key === "classes" && Array.isArray(current) && Array.isArray(value)) out[key] = [...current, ...value];
    else if (value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object" && !Array.isArray(current)) {
      out[key] = mergeOptions(current as Data, value as Data);
    } else out[key] = value;
  }
  return out;
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Data = { classes: [], actions: {}, window: {}, position: {} };
  static TABS: Record<string, { tabs: unknown[]; initial?: string }> = {};
  options: Data;
  tabGroups: Record<string, string | null> = {};
  /** The parts and context of the last render (stand-in only). */
  rendered: { parts: Data; context: Data } | null = null;
  /** Foundry 14: the detached window this application is in (undefined: the main window). */
  window: { windowId?: string | undefined } = {};
  /** The options of the last render call (stand-in only). */
  lastRenderOptions: Data | null = null;
  readonly appId = `app${++appCount}`;
  #parent: ApplicationV2 | null = null;
  readonly #children = new Map<string, ApplicationV2>();

  constructor(options: Data = {}) {
    let merged: Data = {};
    for (const c of chain(this.constructor)) merged = mergeOptions(merged, c.DEFAULT_OPTIONS ?? {});
    this.options = mergeOptions(merged, options);
    const tabs = (this.constructor as typeof ApplicationV2).TABS;
    for (const [group, config] of Object.entries(tabs)) this.tabGroups[group] = config.initial ?? null;
  }

  changeTab(tab: string, group: string): void {
    this.tabGroups[group] = tab;
  }

  protected async _prepareContext(_options: Data): Promise<Data> {
    return {};
  }

  protected _configureRenderParts(_options: Data): Data {
    return {};
  }

  get id(): string {
    return typeof this.options.id === "string" ? this.options.id : "";
  }

  /** The application's root element: here only the listeners our code adds to it (Foundry: an HTMLElement). */
  element = new StandInAppElement();

  protected async _onFirstRender(_context: Data, _options: Data): Promise<void> {}

  /** Foundry's hook after each render (the stand-in's render does not call it: a test calls it with the element it set). */
  protected async _onRender(_context: Data, _options: Data): Promise<void> {}

  /** Closed by `close()` (stand-in only; Foundry: `state` CLOSED). */
  closed = false;

  protected _onClose(_options: Data): void {}

  async close(options: Data = {}): Promise<this> {
    if (this.rendered === null || this.closed) return this;
    this._onClose(options);
    this.closed = true;
    if (this.id && instances.get(this.id) === this) instances.delete(this.id);
    // Foundry 14: closing an application closes its children.
    for (const child of this.#children.values()) await child.close();
    this.#children.clear();
    if (this.window.windowId) detachedManager().windows.get(this.window.windowId)?.applications.delete(this.appId);
    return this;
  }

  /** Foundry 14: the children registered through renderChild. */
  get children(): Map<string, ApplicationV2> {
    return this.#children;
  }

  /** Foundry 14: the parent this application was rendered under (renderChild). */
  get parent(): ApplicationV2 | null {
    return this.#parent;
  }

  /** Foundry 14 only (undefined on 13): render `app` as this application's child, in this application's window. */
  get renderChild(): ((app: ApplicationV2, options?: Data) => Promise<ApplicationV2>) | undefined {
    if (!foundry14()) return undefined;
    return async (app, options = {}) => {
      app.#parent = this;
      this.#children.set(app.appId, app);
      return app.render({ ...options, window: { ...(options.window as Data | undefined), windowId: this.window.windowId } });
    };
  }

  /** Foundry 14: move this application (and its children) into a new detached window showing `document`. */
  async detachWindow(document: unknown = {}): Promise<this> {
    if (!foundry14()) throw new Error("Foundry 13 has no detached windows");
    const windowId = openDetachedWindow(document);
    this.#moveTo(windowId);
    return this;
  }

  #moveTo(windowId: string | undefined): void {
    const windows = detachedManager().windows;
    if (this.window.windowId) windows.get(this.window.windowId)?.applications.delete(this.appId);
    this.window.windowId = windowId;
    if (windowId) windows.get(windowId)?.applications.set(this.appId, this);
    for (const child of this.#children.values()) child.#moveTo(windowId);
  }

  async render(renderOptions: Data | boolean = {}): Promise<this> {
    const force = renderOptions === true || (typeof renderOptions === "object" && renderOptions.force === true);
    this.lastRenderOptions = typeof renderOptions === "object" ? renderOptions : { force };
    // Foundry 14: a window id renders into that detached window (13 knows no such option).
    const windowId = typeof renderOptions === "object" ? (renderOptions.window as Data | undefined)?.windowId : undefined;
    if (foundry14() && typeof windowId === "string" && detachedManager().windows.has(windowId)) this.#moveTo(windowId);
    if (this.closed) {
      if (!force) return this;
      this.closed = false;
      this.rendered = null;
    }
    const options: Data = {};
    const parts = this._configureRenderParts(options);
    const isFirstRender = this.rendered === null;
    const context = await this._prepareContext({ ...options, isFirstRender });
    this.rendered = { parts, context };
    if (isFirstRender) {
      renderedApplications.push(this);
      if (this.id) instances.set(this.id, this);
      await this._onFirstRender(context, options);
    }
    return this;
  }
}

export class DocumentSheetV2 extends ApplicationV2 {
  get document(): { isOwner: boolean } {
    return this.options.document as { isOwner: boolean };
  }

  get isEditable(): boolean {
    return this.document.isOwner;
  }

  protected override async _prepareContext(options: Data): Promise<Data> {
    return { ...(await super._prepareContext(options)), document: this.document, editable: this.isEditable, user: (globalThis as unknown as { game: { user: unknown } }).game.user };
  }

  /** As v13's DocumentSheetV2: the form's flat data (FormDataExtended#object) expanded into an update. */
  protected _processFormData(_event: unknown, _form: unknown, formData: { object: Data }): Data {
    const out: Data = {};
    for (const [key, value] of Object.entries(formData.object)) {
      const parts = key.split(".");
      let target = out;
      for (const part of parts.slice(0, -1)) target = (typeof target[part] === "object" && target[part] !== null ? target[part] : (target[part] = {})) as Data;
      target[parts[parts.length - 1]] = value;
    }
    return out;
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): unknown {
    return this.document;
  }

  /** Foundry's item drag: `{ type: "Item", uuid }` of the row's item. */
  protected _onDragStart(event: { currentTarget: { dataset: Data }; dataTransfer?: { setData(type: string, data: string): void } }): void {
    const itemId = event.currentTarget.dataset.itemId;
    if (typeof itemId === "string") event.dataTransfer?.setData("text/plain", JSON.stringify({ type: "Item", uuid: `Actor.x.Item.${itemId}` }));
  }

  protected async _onDrop(_event: unknown): Promise<unknown> {
    return null;
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): unknown {
    return this.document;
  }
}

/** The root element of a stand-in application: records the event listeners added to it. */
export class StandInAppElement {
  listeners: Array<{ type: string; listener: unknown }> = [];
  addEventListener(type: string, listener: unknown): void {
    this.listeners.push({ type, listener });
  }
}

/** The part of a DOM element `_replaceHTML` uses. */
export interface PartContainer {
  querySelector(selector: string): { replaceWith(element: unknown): void; remove(): void } | null;
  appendChild(element: unknown): unknown;
}

/** HandlebarsApplicationMixin: PARTS and their configuration. */
export function HandlebarsApplicationMixin(Base: typeof ApplicationV2) {
  return class HandlebarsApplication extends Base {
    static PARTS: Data = {};
    protected override _configureRenderParts(_options: Data): Data {
      return structuredClone((this.constructor as unknown as { PARTS: Data }).PARTS);
    }

    /** Core's part replacement: each rendered part replaces its prior element or is appended; other parts stay. */
    protected _replaceHTML(result: Record<string, { id?: string }>, content: PartContainer, _options: Data): void {
      for (const [partId, element] of Object.entries(result)) {
        const prior = content.querySelector(`[data-application-part="${partId}"]`);
        if (prior) prior.replaceWith(element);
        else content.appendChild(element);
      }
    }
  };
}

/**
 * DialogV2: `confirm` and `input` construct the dialog as v13's `wait` does (`new this(config)`, then
 * `render({ force: true })`) and answer as {@link setConfirmAnswer} / {@link setInputAnswer} say.
 */
export class DialogV2 extends ApplicationV2 {
  static async confirm(config: Data = {}): Promise<boolean | null> {
    const app = new this(config);
    void app.render({ force: true });
    const answer = confirmDialog(config);
    const shown = shownDialogs.at(-1);
    if (shown) shown.app = app;
    return answer;
  }

  static async input(config: Data = {}): Promise<Data | null> {
    const app = new this(config);
    await app.render({ force: true });
    inputContent = typeof config.content === "string" ? config.content : "";
    inputDialogs.push(app);
    return inputAnswer;
  }
}
/** Every input dialog shown since the last installApplications. */
export const inputDialogs: ApplicationV2[] = [];

/** Clicks a `[data-action]` element: calls the app's action handler like Foundry's click delegation. */
export async function clickAction(app: ApplicationV2, action: string, dataset: Record<string, string> = {}, event: Partial<PointerEvent> = {}): Promise<void> {
  const actions = app.options.actions as Record<string, (this: ApplicationV2, event: unknown, target: unknown) => unknown>;
  const handler = actions[action];
  if (!handler) throw new Error(`no action "${action}"`);
  await handler.call(app, { shiftKey: false, ...event }, { dataset: { action, ...dataset } });
}

/** Install the stand-ins on globalThis.foundry (keeps what other stand-ins installed). */
export function installApplications(): void {
  const g = globalThis as unknown as { foundry?: Data };
  const foundry = (g.foundry ??= {});
  const applications = (foundry.applications ??= {}) as Data;
  instances.clear();
  shownDialogs.length = 0;
  applications.instances = instances;
  applications.api = {
    ...(applications.api as Data | undefined),
    ApplicationV2,
    DocumentSheetV2,
    HandlebarsApplicationMixin,
    DialogV2,
  };
  renderedApplications.length = 0;
  inputDialogs.length = 0;
  // Foundry 13 has no detached windows; the 14 stand-in makes them on demand (openDetachedWindow).
  delete applications.detached;
  applications.sheets = { ...(applications.sheets as Data | undefined), ActorSheetV2, ItemSheetV2 };
  applications.ux = {
    ...(applications.ux as Data | undefined),
    TextEditor: { implementation: { enrichHTML: async (content: string) => content, getDragEventData: () => ({}) } },
  };
}

installApplications();
