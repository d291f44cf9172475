/**
 * Opens the character builder, loading its code on first use: the builder (and the rules of
 * creation it alone needs) is a chunk of its own, so the bundle every client loads at start stays
 * small. Sheets and tours call this, never the builder class directly. Opened from a sheet (`host`),
 * on Foundry 14 it opens in the sheet's window, as its child.
 */
import type { WindowHost } from "../../foundry-compat/windows.ts";

export async function openBuilder(actor: Actor.Implementation, host?: WindowHost): Promise<void> {
  const { BuilderApp } = await import("./builder-app.ts");
  BuilderApp.open(actor, host);
}
