/**
 * Runs the migration on the active GM's client at `ready` when the world's `phasesix.dataVersion`
 * is older than the code's: world actors and the actors of unlocked world compendia. Actors on
 * tokens (unlinked deltas) and locked compendia are read correctly anyway — the data models'
 * `migrateData` runs the same transforms whenever a document is loaded.
 */
import { oneWindowAtATime } from "../gm-channel/once.ts";
import { SYSTEM_ID } from "../constants.ts";
import type { MigratableActor } from "./runner.ts";
import { migrateWorld, needsMigration } from "./runner.ts";

/** The runner's view of a Foundry actor (world or compendium). */
function migratable(actor: Actor.Implementation): MigratableActor {
  return {
    name: actor.name,
    type: actor.type,
    systemSource: () => actor.toObject().system,
    replaceSystem: async (system) => {
      const update: Record<string, unknown> = { system };
      await actor.update(update, { diff: false, recursive: false });
    },
  };
}

/**
 * Migrate the world if needed (GM only), with notifications; a new world (no actors yet) starts at
 * the current data version without any notice.
 */
export async function migrateWorldIfNeeded(): Promise<void> {
  if (!game.user.isActiveGM) return;
  if (!needsMigration(game.settings.get(SYSTEM_ID, "dataVersion"))) return;
  // The active GM may load two windows at once: one migrates, the other leaves it (gm-channel/once.ts).
  await oneWindowAtATime(game.user, "updateUser", `flags.${SYSTEM_ID}.once.migration`, migrateWorldNow);
}

/** Migrate the world's actors unless another window just did. */
async function migrateWorldNow(): Promise<void> {
  const stored = game.settings.get(SYSTEM_ID, "dataVersion");
  if (!needsMigration(stored)) return;
  const actors: MigratableActor[] = [];
  for (const actor of game.actors) actors.push(migratable(actor as Actor.Implementation));
  for (const pack of game.packs) {
    if (pack.documentName !== "Actor" || pack.locked || pack.metadata.packageType !== "world") continue;
    for (const document of await pack.getDocuments()) {
      if (document instanceof Actor) actors.push(migratable(document as Actor.Implementation));
    }
  }
  await migrateWorld(
    actors,
    stored,
    async (version) => {
      await game.settings.set(SYSTEM_ID, "dataVersion", version);
    },
    {
      start: (version) => ui.notifications.info(game.i18n.format("PHASESIX.Notify.MigrationStart", { version: String(version) })),
      done: (version) => ui.notifications.info(game.i18n.format("PHASESIX.Notify.MigrationDone", { version: String(version) })),
      failed: (report) => {
        console.error("phasesix | migration failed for", report.failed);
        ui.notifications.error(game.i18n.format("PHASESIX.Notify.MigrationFailed", { n: String(report.failed.length) }), { permanent: true });
      },
    },
  );
}
