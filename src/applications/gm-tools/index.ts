/**
 * GM tools: the group roll, the concealment roll, the reputation award and the magic duel (magic
 * extension on), as buttons in the token controls (GM only) and as functions for macros.
 */
import { registerGroupRoll, startGroupRoll } from "./group-roll.ts";
import { startConcealmentRoll } from "./concealment.ts";
import { addGmToolButtons, type SceneControls } from "./tool-buttons.ts";
import { startReputationAward } from "./reputation.ts";
import { startMagicDuel } from "./magic-duel.ts";
import { magicExtensionOn } from "../../settings.ts";

export { startGroupRoll } from "./group-roll.ts";
export { startConcealmentRoll, concealmentOf } from "./concealment.ts";
export { startReputationAward } from "./reputation.ts";
export { startMagicDuel } from "./magic-duel.ts";


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
