/**
 * Update from compendium (issue 35), the pure part: what a world item or actor that came from a pack
 * (Foundry's `_stats.compendiumSource`) would take over from the pack's document — every field the
 * pack defines (name, image, system data) that differs — while what play changed stays: a weapon's
 * ammunition and fitted modifications, what is carried, worn or equipped, quantities and charges, an
 * armour's condition, a spell's applied templates, a knowledge's value, an actor's wounds, conditions,
 * spent pools, arcana, stress, money and notes. Each change is listed first; the user picks which
 * apply (./compendium-update.ts).
 */

type Data = Record<string, unknown>;

/** Play-state paths of each item type: never taken from the pack. */
export const KEPT_ITEM_PATHS: Readonly<Record<string, readonly string[]>> = {
  weapon: ["system.ammunition", "system.carried", "system.bound", "system.modifications"],
  armor: ["system.worn", "system.condition"],
  gear: ["system.quantity", "system.charges.value", "system.container", "system.carried", "system.artifact"],
  spell: ["system.templates"],
  bodyModification: ["system.charges.value", "system.active", "system.offline", "system.installed", "system.sockets", "system.location"],
  knowledge: ["system.value"],
};

/** Play-state paths of every actor type: never taken from the pack. */
export const KEPT_ACTOR_PATHS: readonly string[] = [
  "system.health.wounds",
  "system.health.boosts",
  "system.pools",
  "system.arcana.spent",
  "system.stress.value",
  "system.stress.ticks",
  "system.conditions",
  "system.protectionSpent",
  "system.spellPoints.spent",
  "system.dread",
  "system.favor",
  "system.reputation",
  "system.career",
  "system.currency",
  "system.biography",
  "system.notes",
  "system.builder",
];

/** One field the pack defines differently. */
export interface FieldChange {
  path: string;
  from: unknown;
  to: unknown;
}

function isPlainObject(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Equal as stored data (arrays and objects by content, key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  // An empty string and a missing value are the same text.
  return (a === "" && (b === null || b === undefined)) || (b === "" && (a === null || a === undefined));
}

function kept(path: string, keep: readonly string[]): boolean {
  return keep.some((k) => path === k || path.startsWith(`${k}.`));
}

/** The leaf fields of a system object (objects recursed, arrays and scalars as leaves). */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, `${prefix}.${key}`, out);
  } else out.set(prefix, value);
  return out;
}

function value(data: Data, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split(".")) {
    if (!isPlainObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

/**
 * What the pack's document (`source`) changes on the world's (`current`): its name, image and each
 * system field it defines, except the `keep` paths. Both are stored data (`toObject()`).
 */
export function documentChanges(current: Data, source: Data, keep: readonly string[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const path of ["name", "img"]) {
    const to = source[path];
    if (to !== undefined && to !== null && !sameValue(current[path], to)) changes.push({ path, from: current[path], to });
  }
  for (const [path, to] of leaves(source.system ?? {}, "system", new Map())) {
    if (path === "system" || kept(path, keep)) continue;
    const from = value(current, path);
    if (!sameValue(from, to)) changes.push({ path, from, to });
  }
  return changes;
}

/** The changes of a world item against its pack item, keeping the item type's play state. */
export function itemChanges(current: Data, source: Data): FieldChange[] {
  if (current.type !== source.type) return [];
  return documentChanges(current, source, KEPT_ITEM_PATHS[String(current.type)] ?? []);
}

/** The changes of a world actor against its pack actor (its own data; embedded items apart), keeping play state. */
export function actorChanges(current: Data, source: Data): FieldChange[] {
  if (current.type !== source.type) return [];
  return documentChanges(current, source, KEPT_ACTOR_PATHS);
}

/** The update data of the chosen changes, nested (`{ system: { price: 30 } }`: Foundry merges it into the document). */
export function updateData(changes: readonly FieldChange[]): Data {
  const out: Data = {};
  for (const change of changes) {
    const parts = change.path.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (isPlainObject(next) ? next : (node[part] = {})) as Data;
    }
    node[parts[parts.length - 1]] = structuredClone(change.to);
  }
  return out;
}

/** An embedded item's stable key (`flags.phasesix.key`), or "". */
function stableKey(item: Data): string {
  const flags = item.flags;
  const ours = isPlainObject(flags) ? flags.phasesix : undefined;
  const key = isPlainObject(ours) ? ours.key : undefined;
  return typeof key === "string" ? key : "";
}

/**
 * The pack actor's embedded item that a world actor's item is a copy of: the same stable key, else
 * the same type and name. Null when the pack actor has none (the GM added it in play).
 */
export function matchingItem(item: Data, sourceItems: readonly Data[]): Data | null {
  const key = stableKey(item);
  if (key) {
    const byKey = sourceItems.find((s) => stableKey(s) === key && s.type === item.type);
    if (byKey) return byKey;
  }
  return sourceItems.find((s) => s.type === item.type && s.name === item.name) ?? null;
}

/** A value as one short line for the list of changes ("—" for nothing). */
export function shortValue(value: unknown, max = 60): string {
  let text: string;
  if (value === null || value === undefined || value === "") text = "—";
  else if (typeof value === "string") text = value.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() || "—";
  else if (typeof value === "number" || typeof value === "boolean") text = String(value);
  else if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) text = value.join(", ") || "—";
  else text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The label of a changed field: name and image; an item field's own label (`PHASESIX.Item.FIELDS.<field>`),
 * an actor's attribute, skill or value; the path's last part after it ("Protection · fire").
 * `t` returns the key itself when it has no translation (as Foundry's localize does).
 */
export function fieldLabel(path: string, documentName: "Item" | "Actor", t: (key: string) => string): string {
  if (path === "name" || path === "img") return t(`PHASESIX.CompendiumUpdate.Field.${path}`);
  const parts = path.split(".").slice(1);
  const known = (key: string) => {
    const text = t(key);
    return text === key ? null : text;
  };
  if (documentName === "Actor") {
    const [head, second] = parts;
    if (head === "attributes" && second) return known(`PHASESIX.Attribute.${second}`) ?? path;
    if (head === "skills" && second) return known(`PHASESIX.Skill.${second}`) ?? path;
    if (head === "protection" && second) return `${t("PHASESIX.Actor.Protection")} · ${known(`PHASESIX.ProtectionType.${second}`) ?? second}`;
    const actorKeys: Record<string, string> = { actions: "PHASESIX.Actor.Actions", minRoll: "PHASESIX.Actor.MinRoll", evasion: "PHASESIX.Actor.Evasion", concealment: "PHASESIX.Actor.Concealment", attacks: "PHASESIX.Actor.Attacks", description: "PHASESIX.Actor.Description" };
    const label = head === "health" && second === "max" ? known("PHASESIX.Actor.MaxHealth") : head ? known(actorKeys[head] ?? "") : null;
    return label ?? parts.join(" · ");
  }
  const [head, ...rest] = parts;
  const label = head ? known(`PHASESIX.Item.FIELDS.${head}.label`) : null;
  if (!label) return parts.join(" · ");
  return rest.length > 0 ? `${label} · ${rest.join(" · ")}` : label;
}
