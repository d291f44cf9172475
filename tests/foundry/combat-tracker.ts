/**
 * Honest stand-in for Foundry VTT 13's sidebar CombatTracker
 * (`foundry.applications.sidebar.tabs.CombatTracker`) as far as our subclass relies on it:
 * - `viewed`: the combat shown; a popped-out copy shows the sidebar tab's (`ui.combat.viewed`),
 *   like core's getter and setter;
 * - `render(options)`: `renders` counts the render requests (the HTML itself is what the browser
 *   tests render). Like core's `AbstractSidebarTab#render`, a tab first passes the request on to its
 *   popped-out copy when that is rendered — whether the tab itself is rendered or not. Like core's
 *   `ApplicationV2#render`, an application not yet rendered draws only when `force` is given;
 *   `rendered` says whether it was drawn, and a drawn one is registered in
 *   `foundry.applications.instances` under its id (`combat`, the popout `combat-popout`);
 * - `renderPopout()`: like core's, opens the popped-out copy (a new instance of the same class with
 *   `isPopout`), renders it forced and keeps it as `popout` (a closed one is rendered again);
 *   `close()` takes an application off the screen and out of `instances`;
 * - `_prepareTurnContext(combat, combatant, index)` returns the turn's context with the stored
 *   `initiative` and `hasDecimals` (whether it is not a whole number), like core's;
 * - `_getEntryContextOptions()` returns core's row menu (none here: the tests look at ours);
 * - `_onRender()` does nothing (no DOM in the unit tests).
 * Importing this module installs it on `globalThis.foundry` (merging into other stand-ins).
 */
type Data = Record<string, unknown>;

/** The installed `foundry.applications.instances`. */
function instances(): Map<string, unknown> {
  return (globalThis as unknown as { foundry: { applications: { instances: Map<string, unknown> } } }).foundry.applications.instances;
}

/** The sidebar tab (`ui.combat`), which a popped-out copy reads its combat from. */
function sidebarTab(): StandInCombatTracker | undefined {
  return (globalThis as unknown as { ui?: { combat?: StandInCombatTracker } }).ui?.combat;
}

export class StandInCombatTracker {
  renders = 0;
  rendered = false;
  readonly isPopout: boolean;
  readonly id: string;
  #viewed: unknown = null;
  #popout: StandInCombatTracker | undefined = undefined;

  constructor(options: { popout?: boolean } = {}) {
    this.isPopout = options.popout === true;
    this.id = this.isPopout ? "combat-popout" : "combat";
  }

  get viewed(): unknown {
    return this.isPopout ? (sidebarTab()?.viewed ?? null) : this.#viewed;
  }

  set viewed(combat: unknown) {
    const sidebar = sidebarTab();
    if (this.isPopout && sidebar) sidebar.viewed = combat;
    else this.#viewed = combat ?? null;
  }

  /** The popped-out copy of this sidebar tab, if one was opened. */
  get popout(): StandInCombatTracker | undefined {
    return this.#popout;
  }

  async render(options: { force?: boolean } = {}): Promise<this> {
    if (this.#popout?.rendered) void this.#popout.render(options);
    this.renders++;
    if (!this.rendered && options.force !== true) return this;
    this.rendered = true;
    instances().set(this.id, this);
    return this;
  }

  async renderPopout(): Promise<StandInCombatTracker> {
    this.#popout ??= new (this.constructor as new (options: { popout: boolean }) => StandInCombatTracker)({ popout: true });
    return this.#popout.render({ force: true });
  }

  async close(): Promise<this> {
    this.rendered = false;
    instances().delete(this.id);
    return this;
  }

  protected async _prepareTurnContext(_combat: unknown, combatant: { id: string; name: string; initiative: number | null }, _index: number): Promise<Data> {
    const initiative = combatant.initiative;
    return { id: combatant.id, name: combatant.name, initiative, hasDecimals: initiative !== null && !Number.isInteger(initiative) };
  }

  protected _getEntryContextOptions(): Data[] {
    return [];
  }

  protected async _onRender(_context: unknown, _options: unknown): Promise<void> {}
}

/** Install the stand-in (idempotent). */
export function installCombatTracker(): void {
  const g = globalThis as unknown as { foundry?: Data };
  const foundry = (g.foundry ??= {});
  const applications = (foundry.applications ??= {}) as Data;
  applications.instances ??= new Map<string, unknown>();
  const sidebar = (applications.sidebar ??= {}) as Data;
  sidebar.tabs = { ...(sidebar.tabs as Data | undefined), CombatTracker: StandInCombatTracker };
}

installCombatTracker();
