import { SYSTEM_ID } from "./constants.ts";

/**
 * World and client settings of Phase Six. Each entry is registered in the `init` hook.
 * Later issues add variants (initiative "web", protection "flat", …), eras and extensions.
 */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "dataVersion", {
    name: "PHASESIX.Settings.DataVersion.Name",
    hint: "PHASESIX.Settings.DataVersion.Hint",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}
