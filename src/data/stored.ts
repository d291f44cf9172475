/**
 * The stored values of a document (issue 18 item 1, issue 32 D1/D2): what the database holds, before
 * Active Effects and preparation. Foundry 13 applies an actor's effects to its prepared `system`
 * (ActiveEffect#apply writes into the data model's properties) and leaves `system._source` alone;
 * DocumentSheetV2 submits the whole form on every change and strips nothing. So
 * - every edit input of every sheet shows and submits the stored value, never the prepared one
 *   (else the effect is written into the stored value by the next edit, and climbs with every edit);
 * - every write of a number that effects can change starts from the stored value (else buying,
 *   healing or a favor click stores the effect's bonus for good).
 * This is the one place sheets and operations read them from.
 */

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The stored system data of a data model (`model._source`, a DataModel's source) or of a document
 * (`document.system._source`, else `document._source.system`). A plain object without a source (a
 * snapshot built by hand) is its own stored data.
 */
export function storedSystem(owner: unknown): Data {
  if (!isData(owner)) return {};
  const model = "system" in owner ? owner.system : owner;
  if (isData(model) && isData(model._source)) return model._source;
  const source = owner._source;
  if ("system" in owner && isData(source) && isData(source.system)) return source.system;
  return isData(model) ? model : {};
}

/** The stored value at `path` of the system data (`"currency"`, `"health.max"`; a leading `system.` is allowed). */
export function storedValue(owner: unknown, path: string): unknown {
  let node: unknown = storedSystem(owner);
  for (const part of path.replace(/^system\./, "").split(".")) node = isData(node) || Array.isArray(node) ? (node as Data)[part] : undefined;
  return node;
}

/** The stored text at `path` (`fallback` when it is no string). */
export function storedText(owner: unknown, path: string, fallback = ""): string {
  const value = storedValue(owner, path);
  return typeof value === "string" ? value : fallback;
}

/** The stored number at `path` (a finite whole number; `fallback` for anything else). */
export function storedNumber(owner: unknown, path: string, fallback = 0): number {
  const value = storedValue(owner, path);
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : fallback;
}
