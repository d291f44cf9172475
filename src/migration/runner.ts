/**
 * The migration runner: brings every stored actor to the current data version
 * (src/rules/character/migration.ts) and then records that version. Documents are reached through
 * the small {@link MigratableActor} interface so the runner is tested without Foundry; world.ts
 * adapts Foundry's actors to it.
 */
import { CURRENT_DATA_VERSION, migrateActorSystem } from "../rules/character/index.ts";

/** An actor as the runner sees it: its type, its stored `system`, and a way to replace it. */
export interface MigratableActor {
  readonly name: string;
  readonly type: string;
  /** The stored `system` source. */
  systemSource(): unknown;
  /** Replace the stored `system` with `system` (no merge: removed keys must disappear). */
  replaceSystem(system: Record<string, unknown>): Promise<void>;
}

/** What a run did. */
export interface MigrationReport {
  from: number;
  to: number;
  migrated: number;
  failed: Array<{ name: string; error: string }>;
}

/** Whether stored data of `version` needs the runner. */
export function needsMigration(version: number): boolean {
  return !Number.isInteger(version) || version < CURRENT_DATA_VERSION;
}

/**
 * Migrate every actor from `fromVersion` to the current version. One failing actor does not stop
 * the others; the version is recorded (`setVersion`) only when none failed, so a later run retries.
 */
export async function runMigration(
  actors: Iterable<MigratableActor>,
  fromVersion: number,
  setVersion: (version: number) => Promise<void>,
): Promise<MigrationReport> {
  const from = Number.isInteger(fromVersion) && fromVersion >= 0 ? fromVersion : 0;
  const report: MigrationReport = { from, to: CURRENT_DATA_VERSION, migrated: 0, failed: [] };
  for (const actor of actors) {
    if (actor.type !== "character" && actor.type !== "npc") continue;
    try {
      await actor.replaceSystem(migrateActorSystem(actor.type, actor.systemSource(), from));
      report.migrated++;
    } catch (error) {
      report.failed.push({ name: actor.name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (report.failed.length === 0) await setVersion(CURRENT_DATA_VERSION);
  return report;
}
