/**
 * Skip-the-dialog keys (issue 35), two keybindings of Foundry's keybinding API that each player can
 * change under Configure Controls:
 * - "Roll at once" (default Shift): a roll that opens its dialog (sheet rolls, attacks, casting, roll
 *   links, the group-roll card, the attack card's damage with its protection dialog, the Token Action
 *   HUD, hotbar macros) rolls at once with the dialog's defaults;
 * - "Roll with the dialog" (default Alt): a roll that happens at once by default (the synthesis roll,
 *   the stress tests a foe's sheet starts) opens its dialog first.
 * Every roll path asks {@link skipRollDialog} with the click's event and whether it shows a dialog by
 * default. A binding counts as held when its key is down and its modifiers are active; the event's
 * own modifier flags count too (a click knows whether Shift was down even when the window missed the
 * key press).
 */
import { SYSTEM_ID } from "../constants.ts";

/** The two keybinding actions. Labels: `PHASESIX.Keybinding.<action>.Name/Hint`. */
export const ROLL_KEYBINDINGS = {
  skipDialog: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
  showDialog: [{ key: "AltLeft" }, { key: "AltRight" }],
} as const;
export type RollKeybinding = keyof typeof ROLL_KEYBINDINGS;

/** Foundry's modifier names (`KeyboardManager.MODIFIER_KEYS`) and the key codes of each. */
const MODIFIER_CODES: Record<"Shift" | "Control" | "Alt", readonly string[]> = {
  Shift: ["ShiftLeft", "ShiftRight"],
  Control: ["ControlLeft", "ControlRight", "MetaLeft", "MetaRight", "Meta", "OsLeft", "OsRight"],
  Alt: ["AltLeft", "AltRight"],
};

/** The modifier flags of a click or key event (any may be missing). */
export interface ModifierFlags {
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** One binding as Foundry stores it: a key code and the modifiers it needs. */
export interface HeldBinding {
  readonly key: string;
  readonly modifiers?: readonly string[];
}

/** Which of Foundry's modifiers are active: by the event's flags or by a key of it being down. */
function activeModifiers(event: ModifierFlags | null | undefined, downKeys: ReadonlySet<string>): Record<string, boolean> {
  const down = (name: keyof typeof MODIFIER_CODES) => MODIFIER_CODES[name].some((code) => downKeys.has(code));
  const active = {
    Shift: Boolean(event?.shiftKey) || down("Shift"),
    Control: Boolean(event?.ctrlKey) || Boolean(event?.metaKey) || down("Control"),
    Alt: Boolean(event?.altKey) || down("Alt"),
  };
  // Foundry also accepts the upper-case names (SHIFT, CONTROL, ALT) in a binding's modifiers.
  return { ...active, SHIFT: active.Shift, CONTROL: active.Control, ALT: active.Alt };
}

/**
 * Whether one of the bindings is held: its key is down (or, for a modifier key such as ShiftLeft, that
 * modifier is active by the event) and all its modifiers are active.
 */
export function bindingHeld(bindings: readonly HeldBinding[], event: ModifierFlags | null | undefined, downKeys: ReadonlySet<string>): boolean {
  const modifiers = activeModifiers(event, downKeys);
  return bindings.some((binding) => {
    const modifierOfKey = (Object.keys(MODIFIER_CODES) as Array<keyof typeof MODIFIER_CODES>).find((name) => MODIFIER_CODES[name].includes(binding.key));
    const keyHeld = downKeys.has(binding.key) || (modifierOfKey !== undefined && modifiers[modifierOfKey]);
    return keyHeld && (binding.modifiers ?? []).every((m) => modifiers[m] === true);
  });
}

/**
 * Whether a roll started with this event skips its dialog. `dialogByDefault`: the roll normally shows
 * its dialog (then "Roll at once" skips it); false for a roll that normally happens at once (then it
 * skips the dialog unless "Roll with the dialog" is held).
 */
export function skipDialogFor(dialogByDefault: boolean, held: (action: RollKeybinding) => boolean): boolean {
  return dialogByDefault ? held("skipDialog") : !held("showDialog");
}

/** The current bindings of one of our actions (the defaults before Foundry has set up its bindings). */
function bindingsOf(action: RollKeybinding): readonly HeldBinding[] {
  try {
    return game.keybindings.get(SYSTEM_ID, action);
  } catch {
    return ROLL_KEYBINDINGS[action];
  }
}

/** The key codes Foundry sees held down now. */
function downKeys(): ReadonlySet<string> {
  return (game.keyboard as { downKeys?: Set<string> } | undefined)?.downKeys ?? new Set();
}

/**
 * Whether the roll started by `event` (a click, or null for one without an event such as a hotbar
 * macro) skips its dialog, by the user's keybindings (see the module comment).
 */
export function skipRollDialog(event: ModifierFlags | null | undefined, dialogByDefault = true): boolean {
  const keys = downKeys();
  return skipDialogFor(dialogByDefault, (action) => bindingHeld(bindingsOf(action), event, keys));
}

/** Registers the two keybindings (init hook). They only describe keys; the roll paths read them. */
export function registerRollKeybindings(): void {
  for (const [action, editable] of Object.entries(ROLL_KEYBINDINGS) as Array<[RollKeybinding, (typeof ROLL_KEYBINDINGS)[RollKeybinding]]>) {
    const label = `PHASESIX.Keybinding.${action}`;
    game.keybindings.register(SYSTEM_ID, action, {
      name: `${label}.Name`,
      hint: `${label}.Hint`,
      editable: editable.map((binding) => ({ ...binding })),
      precedence: CONST.KEYBINDING_PRECEDENCE.NORMAL,
    });
  }
}
