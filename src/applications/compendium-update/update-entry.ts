/**
 * Update from compendium, the part every client loads at start: which documents can be updated, the
 * sheet header entry and the GM tool. The update itself (plans, dialog, writes) loads on first use
 * (./compendium-update.ts, a chunk of its own).
 */

import { updatable, type SourcedDocument } from "./sourced-document.ts";

/** The sheet header's entry, loading the update on first use. */
async function updateFromCompendiumLazily(document: SourcedDocument): Promise<void> {
  const { updateFromCompendium } = await import("./compendium-update.ts");
  return updateFromCompendium(document);
}

/** The GM tool, loading the update on first use. */
async function updateWorldFromCompendiumLazily(): Promise<void> {
  const { updateWorldFromCompendium } = await import("./compendium-update.ts");
  return updateWorldFromCompendium();
}

/** A header menu entry as Foundry 13 and 14 render it (`onClick` runs on the click). */
interface HeaderControl {
  icon: string;
  label: string;
  action: string;
  visible?: boolean | (() => boolean);
  onClick?: (event: PointerEvent) => void;
}

/** `getHeaderControls…SheetV2`: the entry on the header menu of sheets whose document came from a pack. */
export function addUpdateControl(app: { document?: unknown }, controls: HeaderControl[]): void {
  const document = app.document as SourcedDocument | undefined;
  if (!document || (document.documentName !== "Item" && document.documentName !== "Actor") || !updatable(document)) return;
  controls.push({
    icon: "fa-solid fa-rotate",
    label: "PHASESIX.CompendiumUpdate.Button",
    action: "phasesixCompendiumUpdate",
    onClick: () => void updateFromCompendiumLazily(document),
  });
}

/** The GM tool in the token controls (GM only), beside the other GM tools. */
export function addUpdateTool(controls: Record<string, { tools?: Record<string, unknown> } | undefined>): void {
  const tools = controls.tokens?.tools;
  if (!tools || !game.user.isGM) return;
  tools.phasesixCompendiumUpdate = {
    name: "phasesixCompendiumUpdate",
    title: "PHASESIX.CompendiumUpdate.Tool",
    icon: "fa-solid fa-rotate",
    order: Object.keys(tools).length + 1,
    button: true,
    visible: true,
    onChange: () => void updateWorldFromCompendiumLazily(),
  };
}

/** Register the header entries and the GM tool (init). */
export function registerCompendiumUpdate(): void {
  // The header and scene-control hooks are not in fvtt-types 13.345's hook table: registered through a plain signature.
  const hooks = Hooks as unknown as { on(hook: string, fn: (...args: never[]) => void): number };
  for (const sheet of ["ActorSheetV2", "ItemSheetV2"]) hooks.on(`getHeaderControls${sheet}`, (app: { document?: unknown }, controls: HeaderControl[]) => addUpdateControl(app, controls));
  hooks.on("getSceneControlButtons", (controls: Record<string, { tools?: Record<string, unknown> } | undefined>) => addUpdateTool(controls));
}

