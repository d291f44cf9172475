/**
 * Honest stand-in for Foundry VTT 13's sidebar CombatTracker
 * (`foundry.applications.sidebar.tabs.CombatTracker`) as far as our subclass relies on it:
 * - `viewed`: the combat shown; `render()` counts renders (the HTML itself is what the browser
 *   tests render);
 * - `_prepareTurnContext(combat, combatant, index)` returns the turn's context with the stored
 *   `initiative` and `hasDecimals` (whether it is not a whole number), like core's;
 * - `_getEntryContextOptions()` returns core's row menu (none here: the tests look at ours);
 * - `_onRender()` does nothing (no DOM in the unit tests).
 * Importing this module installs it on `globalThis.foundry` (merging into other stand-ins).
 */
type Data = Record<string, unknown>;

export class StandInCombatTracker {
  viewed: unknown = null;
  renders = 0;

  async render(): Promise<this> {
    this.renders++;
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
  const sidebar = (applications.sidebar ??= {}) as Data;
  sidebar.tabs = { ...(sidebar.tabs as Data | undefined), CombatTracker: StandInCombatTracker };
}

installCombatTracker();
