/**
 * A world document that may have come from a compendium (Foundry's `_stats.compendiumSource`), and
 * whether it can be updated from it: read by the sheet header entry and the GM tool at start
 * (./update-entry.ts) and by the update itself (./compendium-update.ts).
 */

type Data = Record<string, unknown>;

/** A world document as the update reads it (Foundry's Item and Actor have this shape). */
export interface SourcedDocument {
  readonly uuid: string;
  readonly id: string | null;
  readonly name: string;
  readonly documentName: string;
  readonly pack: string | null;
  readonly isOwner: boolean;
  readonly _stats: { readonly compendiumSource?: string | null } | null | undefined;
  toObject(): Data;
  update(data: Data): Promise<unknown>;
  /** An actor's embedded items. */
  readonly items?: Iterable<SourcedDocument>;
  updateEmbeddedDocuments?(name: "Item", updates: Data[]): Promise<unknown>;
}

/** Where a document came from (`_stats.compendiumSource`), when that is a compendium document. */
export function compendiumSourceOf(document: Pick<SourcedDocument, "_stats">): string | null {
  const source = document._stats?.compendiumSource;
  return typeof source === "string" && source.startsWith("Compendium.") ? source : null;
}

/** Whether a document can be updated from its compendium: a world document (or an actor with sourced items) its user owns. */
export function updatable(document: SourcedDocument): boolean {
  if (document.pack || !document.isOwner) return false;
  return compendiumSourceOf(document) !== null || [...(document.items ?? [])].some((item) => compendiumSourceOf(item) !== null);
}

