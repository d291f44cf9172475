/**
 * One builder session on one actor: the Foundry side of the core's state machine
 * (src/rules/character/builder.ts). It reads the actor as it is now (the core's `base`), keeps the
 * draft in the actor flag `flags.phasesix.builder` (so the builder can be left and resumed), turns
 * the player's clicks into the core's transitions, and applies the finish plan:
 * - characters: each planned catalog document is created on the actor exactly as Foundry's drop on
 *   the sheet does (`Item.implementation.create(document.toObject(), { parent, keepId })`), so the
 *   item's `_preCreate` career check and the actor's lineage-template hook run as for a drag; then
 *   the equipment is paid (one update of the money) and, when asked, creation is finished;
 * - NPCs: the derived values become the NPC's flat fields in one update.
 */
import type { BuilderDraft, BuilderMode, BuilderResult, BuilderState, CharacterInput, FinishPlan } from "../../rules/character/index.ts";
import { emptyCharacterInput, finish, newDraft, readDraft, startingMoney } from "../../rules/character/index.ts";
import { CharacterData } from "../../data/actor/character.ts";
import { NpcData } from "../../data/actor/npc.ts";
import { worldContext } from "../../data/actor/world-context.ts";
import { knowledgeLinks } from "../../data/actor/knowledge-links.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import { SYSTEM_ID } from "../../constants.ts";
import type { Localize } from "../sheets/context/localize.ts";
import type { LoadedCatalog } from "./catalog.ts";
import type { BuilderContext, BuilderUi } from "./builder-context.ts";
import { DEFAULT_UI, builderContext, reasonText } from "./builder-context.ts";
import { deletionUpdate } from "../../foundry-compat/deletion.ts";

/** The flag (under the system's scope) that holds the draft. */
export const DRAFT_FLAG = "builder";

/** A document the finish plan creates from (a pack or world item). */
export interface SourceDocument {
  id: string | null;
  toObject(): object;
}

/** How a session reaches Foundry (replaced in tests by the stand-ins). */
export interface BuilderEnvironment {
  /** The catalog document of a key (Foundry: `fromUuid`). */
  resolve(key: string): Promise<SourceDocument | null>;
  /** Foundry's drop: `Item.implementation.create(source, { parent, keepId })`; undefined when refused. */
  createItem(source: object, parent: Actor.Implementation, keepId: boolean): Promise<unknown>;
  localize: Localize;
  warn(message: string): void;
  info(message: string): void;
}

/** The mode an actor's builder opens in: NPCs quick build, finished characters advance, others are created. */
export function modeOf(actor: Actor.Implementation): BuilderMode {
  const system: unknown = actor.system;
  if (system instanceof NpcData) return "npc";
  return system instanceof CharacterData && system.career.finished ? "advancement" : "creation";
}

/** An NPC starts from nothing: its flat fields are computed from the lineage and templates alone. */
function emptyInput(): CharacterInput {
  return { ...emptyCharacterInput(worldContext()), knowledgeLinks: knowledgeLinks(), ruleset: currentRuleset() };
}

function storedDraft(actor: Actor.Implementation): unknown {
  const flags = (actor as unknown as { flags?: Record<string, Record<string, unknown> | undefined> }).flags;
  return flags?.[SYSTEM_ID]?.[DRAFT_FLAG];
}

export class BuilderSession {
  readonly actor: Actor.Implementation;
  readonly mode: BuilderMode;
  readonly loaded: LoadedCatalog;
  readonly env: BuilderEnvironment;
  ui: BuilderUi = { ...DEFAULT_UI };
  #draft: BuilderDraft;

  constructor(actor: Actor.Implementation, loaded: LoadedCatalog, env: BuilderEnvironment) {
    this.actor = actor;
    this.mode = modeOf(actor);
    this.loaded = loaded;
    this.env = env;
    const stored = readDraft(storedDraft(actor), this.mode);
    this.#draft = stored && !stored.finished ? stored : newDraft(this.mode, startingMoney(this.mode, this.#money(), currentRuleset()));
  }

  /** The stored money (`_source`): what an Active Effect adds to `system.currency` is never written back. */
  #money(): number {
    const system: unknown = this.actor.system;
    return system instanceof CharacterData ? system._source.currency : 0;
  }

  get draft(): BuilderDraft {
    return this.#draft;
  }

  /** The actor as it is now: a character's own input; nothing for an NPC. */
  base(): CharacterInput {
    const system: unknown = this.actor.system;
    return system instanceof CharacterData ? system.characterInput() : emptyInput();
  }

  state(): BuilderState {
    return { base: this.base(), catalog: this.loaded.catalog, draft: this.#draft };
  }

  /** What the actor already has that the builder shows but does not change. */
  owned(): { lineage: string | null; templates: string[] } {
    if (this.mode === "npc") return { lineage: null, templates: [] };
    const items = [...this.actor.items];
    return {
      lineage: items.find((item) => item.type === "lineage")?.name ?? null,
      templates: items.filter((item) => item.type === "template").map((item) => item.name),
    };
  }

  context(magic: boolean, display: { currency?: string; locale?: string; placeholderName?: boolean } = {}): BuilderContext {
    return builderContext(
      { state: this.state(), entries: this.loaded.entries, ui: this.ui, actorName: this.actor.name, owned: this.owned(), magic, ...display },
      this.env.localize,
    );
  }

  /**
   * Apply a transition of the core: a refused one warns with its reason and changes nothing; an
   * accepted one is stored on the actor. Returns whether it was accepted.
   */
  async apply(transition: (state: BuilderState) => BuilderResult, itemKey?: string): Promise<boolean> {
    const result = transition(this.state());
    if (!result.ok) {
      const name = itemKey ? (this.loaded.entries.get(itemKey)?.name ?? "") : "";
      this.env.warn(reasonText(result, name, this.actor.name, this.env.localize));
      if (result.draft === this.#draft) return false;
    }
    await this.#store(result.draft);
    return result.ok;
  }

  async #store(draft: BuilderDraft): Promise<void> {
    this.#draft = draft;
    const update: Record<string, unknown> = { [`flags.${SYSTEM_ID}.${DRAFT_FLAG}`]: draft };
    await this.actor.update(update);
  }

  /**
   * Finish: apply the core's plan to the actor. Returns the plan and how many planned items were
   * refused on creation (their warnings came from the item's own check, as for a drop).
   */
  async finish(options: { finishCreation: boolean }): Promise<{ plan: FinishPlan; refused: number }> {
    const { plan, draft } = finish(this.state());
    if (this.#draft.finished) return { plan, refused: 0 }; // finishing twice does nothing
    // From here the draft is finished: every render while its plan is applied (each created item
    // redraws the actor's apps) shows the actor as it grows, never the picks on top of it twice.
    this.#draft = draft;
    let refused = 0;
    const clear: Record<string, unknown> = deletionUpdate(`flags.${SYSTEM_ID}`, DRAFT_FLAG);
    if (plan.npc) {
      // One update: the NPC's flat fields, and the finished draft cleared.
      const update: Record<string, unknown> = { system: plan.npc, ...clear };
      await this.actor.update(update);
      this.env.info(this.env.localize("PHASESIX.Builder.NpcFilled", { name: this.actor.name }));
      return { plan, refused };
    }
    for (const key of plan.create) {
      const document = await this.env.resolve(key);
      if (!document) {
        refused += 1;
        continue;
      }
      const keepId = document.id !== null && !this.actor.items.has(document.id);
      const created = await this.env.createItem(withSource(document.toObject(), key), this.actor, keepId);
      if (!created) refused += 1;
    }
    if (plan.money !== null && plan.money !== this.#money()) {
      const update: Record<string, unknown> = { "system.currency": plan.money };
      await this.actor.update(update);
    }
    if (this.mode === "creation" && options.finishCreation && refused === 0) {
      await (this.actor as unknown as { finishCreation?: () => Promise<boolean> }).finishCreation?.();
    }
    await this.actor.update(clear);
    const count = plan.create.length - refused;
    this.env.info(this.env.localize("PHASESIX.Builder.Finished", { name: this.actor.name, count }));
    if (refused > 0) this.env.warn(this.env.localize("PHASESIX.Builder.NotAllAdded", { name: this.actor.name, count: refused }));
    return { plan, refused };
  }
}

/** A catalog document's data marked with where it came from, as Foundry's drop does (`_stats.compendiumSource`). */
function withSource(source: object, key: string): object {
  if (!key.startsWith("Compendium.")) return source;
  const stats: unknown = Reflect.get(source, "_stats");
  const known = typeof stats === "object" && stats !== null && typeof Reflect.get(stats, "compendiumSource") === "string";
  if (known) return source;
  return { ...source, _stats: { ...(typeof stats === "object" && stats !== null ? stats : {}), compendiumSource: key } };
}
