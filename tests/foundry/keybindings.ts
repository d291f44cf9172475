/**
 * Honest stand-ins for Foundry VTT 13's `game.keybindings` (ClientKeybindings) and `game.keyboard`
 * (KeyboardManager), the part our keybindings use, after v13's behaviour:
 * - `register(namespace, action, config)` records the action (its `editable` bindings, each with
 *   `modifiers` defaulting to []);
 * - `get(namespace, action)` throws for an action nobody registered, else returns the user's own
 *   bindings for it (set with `set`, as Configure Controls stores them) or the registered defaults;
 * - `game.keyboard.downKeys`: the key codes held down now (a Set the test fills).
 * {@link installKeybindings} puts both on the installed `game` (call it after installGame).
 */
export interface StandInBinding {
  key: string;
  modifiers?: string[];
}

export class StandInKeybindings {
  actions = new Map<string, { name: string; hint?: string; editable: StandInBinding[] }>();
  #user = new Map<string, StandInBinding[]>();

  register(namespace: string, action: string, config: { name: string; hint?: string; editable?: StandInBinding[] }): void {
    this.actions.set(`${namespace}.${action}`, { ...config, editable: (config.editable ?? []).map((b) => ({ key: b.key, modifiers: b.modifiers ?? [] })) });
  }

  get(namespace: string, action: string): StandInBinding[] {
    const id = `${namespace}.${action}`;
    const registered = this.actions.get(id);
    if (!registered) throw new Error("This is not a registered keybind action");
    return this.#user.get(id) ?? registered.editable;
  }

  async set(namespace: string, action: string, bindings: StandInBinding[]): Promise<void> {
    this.#user.set(`${namespace}.${action}`, bindings.map((b) => ({ key: b.key, modifiers: b.modifiers ?? [] })));
  }
}

/** Installs `game.keybindings` and `game.keyboard` on the current `game`; returns both. */
export function installKeybindings(): { keybindings: StandInKeybindings; downKeys: Set<string> } {
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  const keybindings = new StandInKeybindings();
  const downKeys = new Set<string>();
  game.keybindings = keybindings;
  game.keyboard = { downKeys };
  const g = globalThis as unknown as { CONST?: Record<string, unknown> };
  g.CONST = { ...g.CONST, KEYBINDING_PRECEDENCE: { PRIORITY: 0, NORMAL: 1, DEFERRED: 2 } };
  return { keybindings, downKeys };
}
