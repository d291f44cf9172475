/**
 * What follows an actor's new name (issue 30): a renamed character must not stay "Neuer Charakter"
 * on its token, in the tracker, on attack cards and in "your turn". Foundry 13 renames none of them
 * by itself (the prototype token keeps its own name; placed tokens and combatants theirs).
 *
 * - The **prototype token** follows when it carried the old name (or none) and the update names no
 *   prototype token name of its own — a token name the GM chose stays.
 * - **Placed linked tokens** of the actor that carry the old name follow, on every scene, renamed
 *   by the client that renamed the actor (an owner may update the tokens of its actor). Unlinked
 *   tokens are copies (a group of guards) and keep their names.
 * - **Combatants** without a name of their own show their token's name (Foundry prepares it once):
 *   when a token is renamed, every client prepares its combatants again and redraws the tracker.
 */

/** A placed token as far as renaming goes. */
export interface NamedToken {
  id: string | null;
  name: string | null;
  actorLink: boolean;
  actorId: string | null;
}

/** The update option that carries the old name from `_preUpdate` to `_onUpdate` on the renaming client. */
export const RENAMED_FROM = "phasesixRenamedFrom";

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Before an actor update: when it renames the actor, the prototype token's name follows (set in
 * `changed`) unless it is a name of its own; returns the old name (null: no rename).
 */
export function followRename(changed: Data, currentName: string, prototypeName: string | null | undefined): string | null {
  const name = changed.name;
  if (typeof name !== "string" || name.trim() === "" || name === currentName) return null;
  const prototype = isData(changed.prototypeToken) ? changed.prototypeToken : {};
  const ownTokenName = (prototypeName ?? "") !== "" && prototypeName !== currentName;
  if (!ownTokenName && !("name" in prototype)) changed.prototypeToken = { ...prototype, name };
  return currentName;
}

/** The updates that rename the actor's placed linked tokens still carrying its old name. */
export function linkedTokenRenames(tokens: Iterable<NamedToken>, actorId: string, oldName: string, newName: string): Array<{ _id: string; name: string }> {
  const updates: Array<{ _id: string; name: string }> = [];
  for (const token of tokens) {
    if (token.id && token.actorLink && token.actorId === actorId && token.name === oldName) updates.push({ _id: token.id, name: newName });
  }
  return updates;
}

/** A scene as far as renaming goes (Foundry's Scene). */
interface SceneLike {
  tokens: Iterable<NamedToken>;
  updateEmbeddedDocuments(embeddedName: "Token", updates: Array<{ _id: string; name: string }>): Promise<unknown>;
}

/** After the rename, on the renaming client: the placed linked tokens with the old name follow, scene by scene. */
export async function renameLinkedTokens(scenes: Iterable<SceneLike>, actorId: string, oldName: string, newName: string): Promise<number> {
  let renamed = 0;
  for (const scene of scenes) {
    const updates = linkedTokenRenames(scene.tokens, actorId, oldName, newName);
    if (updates.length === 0) continue;
    await scene.updateEmbeddedDocuments("Token", updates);
    renamed += updates.length;
  }
  return renamed;
}

/** A combatant as far as its shown name goes. */
interface CombatantLike {
  tokenId: string | null;
  sceneId: string | null;
  _source: { name?: string | null };
  reset(): void;
}

/**
 * After a token's rename, on every client: its combatants without a name of their own are prepared
 * again, so they show the token's new name. Returns whether any was (the tracker then redraws).
 */
export function refreshCombatantNames(combats: Iterable<{ combatants: Iterable<CombatantLike> }>, tokenId: string, sceneId: string | null): boolean {
  let any = false;
  for (const combat of combats) {
    for (const combatant of combat.combatants) {
      if (combatant.tokenId !== tokenId || (sceneId !== null && combatant.sceneId !== sceneId) || combatant._source.name) continue;
      combatant.reset();
      any = true;
    }
  }
  return any;
}
