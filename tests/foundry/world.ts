/**
 * Stand-ins for the world-level Foundry 13 APIs the welcome card's buttons use:
 * - the global `Actor.implementation.create(data, { renderSheet })`: creates a world actor (kept in
 *   the returned list) and, with `renderSheet: true`, opens its sheet (`sheetOpen`), as Foundry does;
 * - `game.settings.sheet`: the one settings window of a client, with `render({ force })` (opens it)
 *   and `changeTab(tab, group)` (the active tab of a group). Call after installGame (game.ts).
 */
export interface StandInWorldActor {
  name: string;
  type: string;
  sheetOpen: boolean;
}

export interface StandInSettingsWindow {
  rendered: boolean;
  tabs: Record<string, string>;
  render(options: { force?: boolean }): Promise<StandInSettingsWindow>;
  changeTab(tab: string, group: string): void;
}

export function installWorld(): { actors: StandInWorldActor[]; settingsWindow: StandInSettingsWindow } {
  const actors: StandInWorldActor[] = [];
  const g = globalThis as unknown as { Actor: unknown; game: { settings: Record<string, unknown> } };
  g.Actor = {
    implementation: {
      create: async (data: { name: string; type: string }, options: { renderSheet?: boolean } = {}) => {
        const actor = { name: data.name, type: data.type, sheetOpen: options.renderSheet === true };
        actors.push(actor);
        return actor;
      },
    },
  };
  const settingsWindow: StandInSettingsWindow = {
    rendered: false,
    tabs: {},
    async render(options) {
      if (options.force) this.rendered = true;
      return this;
    },
    changeTab(tab, group) {
      if (!this.rendered) throw new Error("changeTab before render");
      this.tabs[group] = tab;
    },
  };
  g.game.settings.sheet = settingsWindow;
  return { actors, settingsWindow };
}
