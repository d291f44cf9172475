/**
 * GM tools: the group roll, the concealment roll, the reputation award and the magic duel (magic
 * extension on), as buttons in the token controls (GM only) and as functions for macros.
 *
 * The concealment roll, the reputation award and the magic duel load their code on first use (a
 * chunk each), so the bundle every client loads at start stays small; the group roll registers its
 * query and card at init and stays in the bundle.
 */
import { registerGroupRoll, startGroupRoll } from "./group-roll.ts";
import { addGmToolButtons, type SceneControls } from "./tool-buttons.ts";
import { magicExtensionOn } from "../../settings.ts";

export { startGroupRoll } from "./group-roll.ts";

/** The concealment roll for the selected tokens (loaded on first use). */
export async function startConcealmentRoll(): Promise<void> {
  const { startConcealmentRoll: start } = await import("./concealment.ts");
  return start();
}

/** The reputation award dialog (loaded on first use). */
export async function startReputationAward(): Promise<void> {
  const { startReputationAward: start } = await import("./reputation.ts");
  await start();
}

/** The magic duel between the controlled and the targeted token (loaded on first use). */
export async function startMagicDuel(options: { skipDialog?: boolean } = {}): Promise<void> {
  const { startMagicDuel: start } = await import("./magic-duel.ts");
  return start(options);
}

/** Register the group roll's query and hooks and the tool buttons (at init). */
export function registerGmTools(): void {
  registerGroupRoll();
  // getSceneControlButtons is not typed by fvtt-types 13.345: registered through a plain signature.
  const untypedHooks = Hooks as unknown as { on(hook: string, fn: (controls: SceneControls) => void): number };
  untypedHooks.on("getSceneControlButtons", (controls) =>
    addGmToolButtons(controls, game.user.isGM, {
      groupRoll: () => void startGroupRoll(),
      concealment: () => void startConcealmentRoll(),
      reputation: () => void startReputationAward(),
      ...(magicExtensionOn() ? { magicDuel: () => void startMagicDuel() } : {}),
    }),
  );
}
