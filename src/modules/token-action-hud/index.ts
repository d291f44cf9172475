/**
 * Token Action HUD integration: when the module Token Action HUD Core is active it calls
 * `tokenActionHudCoreApiReady` with its API; we extend its ActionHandler, RollHandler and
 * SystemManager and hand the SystemManager back through `tokenActionHudSystemReady`, as the
 * module's system integrations do. Without the module the hook never fires and nothing here runs.
 *
 * The HUD's classes exist only inside that hook, so ours are built there (`hudClasses`); the types
 * below describe what we use of the module's API (module/core/api.mjs of Token Action HUD Core 2.x).
 */
import { hudActions, hudConditionActions, type HudAction } from "./actions.ts";
import { hudDefaults, type HudDefaults } from "./defaults.ts";
import { hudActorView } from "./hud-view.ts";
import { runHudAction } from "./roll.ts";
import { skipRollDialog } from "../../applications/keybindings.ts";

/** Token Action HUD Core's major version this integration is written for (any 2.x). */
export const REQUIRED_CORE_MODULE_VERSION = "2";

/** What we use of the module's ActionHandler. */
export interface TahActionHandler {
  readonly actor: Actor.Implementation | null | undefined;
  readonly actors: Actor.Implementation[] | null | undefined;
  addActions(actions: HudAction[], group: { id: string; type: "system" }): void;
}

/** What we use of the module's RollHandler (`action` is the clicked action, set before `handleActionClick`). */
export interface TahRollHandler {
  action: { system?: Partial<HudAction["system"]> } | null | undefined;
  readonly actor: Actor.Implementation | null | undefined;
  readonly actors: Actor.Implementation[] | null | undefined;
  readonly isShift: boolean;
  readonly isAlt?: boolean;
  readonly isCtrl?: boolean;
  readonly isRightClick: boolean;
}

/** The module's API as its `tokenActionHudCoreApiReady` hook passes it (the module object, `api` set). */
export interface TahCoreModule {
  api: {
    ActionHandler: new () => TahActionHandler;
    RollHandler: new () => TahRollHandler;
    SystemManager: new (coreModuleId: string) => object;
  };
}

const translate = (key: string) => game.i18n.localize(key);

/** Our subclasses of the module's three classes. */
export function hudClasses(core: TahCoreModule) {
  class ActionHandler extends core.api.ActionHandler {
    /** Called by the HUD for the selected token(s): one actor's actions, or the conditions for several. */
    async buildSystemActions(): Promise<void> {
      const actor = this.actor;
      if (!actor) {
        if ((this.actors?.length ?? 0) > 0) this.addActions(hudConditionActions(translate), { id: "conditions", type: "system" });
        return;
      }
      const view = hudActorView(actor);
      if (!view) return;
      for (const { group, actions } of hudActions(view, translate)) this.addActions(actions, { id: group, type: "system" });
      await Promise.resolve();
    }
  }

  class RollHandler extends core.api.RollHandler {
    /** Called by the HUD when an action is clicked: runs it for the actor, or for each selected actor. */
    async handleActionClick(): Promise<void> {
      const system = this.action?.system ?? {};
      // The HUD tells which modifiers the click had; our keybindings decide what they mean.
      const modifiers = { shiftKey: this.isShift, altKey: this.isAlt ?? false, ctrlKey: this.isCtrl ?? false };
      const click = { skipDialog: skipRollDialog(modifiers), rightClick: this.isRightClick };
      const actors = this.actor ? [this.actor] : (this.actors ?? []);
      for (const actor of actors) await runHudAction(actor, system, click);
    }
  }

  class SystemManager extends core.api.SystemManager {
    getActionHandler(): ActionHandler {
      return new ActionHandler();
    }

    getAvailableRollHandlers(): Record<string, string> {
      return { core: game.i18n.localize("PHASESIX.System.Title") };
    }

    getRollHandler(): RollHandler {
      return new RollHandler();
    }

    async registerDefaults(): Promise<HudDefaults> {
      return Promise.resolve(hudDefaults(translate));
    }
  }

  return { ActionHandler, RollHandler, SystemManager };
}

function isCoreModule(value: unknown): value is TahCoreModule {
  const api = (value as { api?: Record<string, unknown> } | null)?.api;
  return typeof api?.ActionHandler === "function" && typeof api.RollHandler === "function" && typeof api.SystemManager === "function";
}

/** The module's hooks are unknown to fvtt-types: Foundry's hook registry under a plain signature. */
const moduleHooks = () => Hooks as unknown as { once(hook: string, fn: (arg: unknown) => void): number; call(hook: string, arg: unknown): boolean };

/** `init`: wait for Token Action HUD Core; when it is there, hand it our SystemManager. */
export function registerTokenActionHud(): void {
  moduleHooks().once("tokenActionHudCoreApiReady", (core) => {
    if (!isCoreModule(core)) return;
    const { SystemManager } = hudClasses(core);
    moduleHooks().call("tokenActionHudSystemReady", { api: { requiredCoreModuleVersion: REQUIRED_CORE_MODULE_VERSION, SystemManager } });
  });
}
