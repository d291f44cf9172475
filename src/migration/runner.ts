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

/** How a world's migration reports to the GM. */
export interface MigrationNotices {
  start(version: number): void;
  done(version: number): void;
  failed(report: MigrationReport): void;
}

/** Whether the actor is one the migration rewrites. */
function migrates(actor: MigratableActor): boolean {
  return actor.type === "character" || actor.type === "npc";
}

/**
 * Bring a world to the current data version. Nothing to do when it is current. A world without any
 * actor to migrate — a new world — simply starts at the current version: recorded without notices.
 * Otherwise the GM is told at the start and at the end (or of the failures).
 */
export async function migrateWorld(
  actors: readonly MigratableActor[],
  stored: number,
  setVersion: (version: number) => Promise<void>,
  notices: MigrationNotices,
): Promise<MigrationReport | null> {
  if (!needsMigration(stored)) return null;
  if (!actors.some(migrates)) {
    await setVersion(CURRENT_DATA_VERSION);
    return null;
  }
  notices.start(CURRENT_DATA_VERSION);
  const report = await runMigration(actors, stored, setVersion);
  if (report.failed.length > 0) notices.failed(report);
  else notices.done(CURRENT_DATA_VERSION);
  return report;
}
