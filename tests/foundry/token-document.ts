/**
 * Honest stand-in for Foundry VTT 13's client `TokenDocument`, the part PhaseSixTokenDocument
 * touches, written after v13's `TokenDocument#getBarAttribute`:
 * - `id`, `name`, `parent` (its scene), `actor`, `bar1`/`bar2` (`{ attribute }`), `displayBars`;
 * - `_onUpdate(changed, options, userId)`: the hook subclasses extend (nothing of its own here);
 * - `getBarAttribute(barName, { alternative })`: null without an attribute or actor, or when the
 *   value at `actor.system.<attribute>` is missing; a number → `{ type: "value", … }`; an object
 *   with `value` and `max` → `{ type: "bar", value, max, … }`. `editable` is whether
 *   `game.model.Actor[type]` has the path (this stand-in's model is empty, as for a system with data
 *   models and no template.json), overridden — when the system data is a DataModel and its schema
 *   has a field at the path (`<attribute>.value` for bars) — by whether that field is a NumberField.
 * {@link submitHudBar} does what v13's TokenHUD does when a bar input changes: a disabled input
 * (bar not editable) submits nothing; otherwise the input is parsed as `_parseAttributeInput` does
 * for whole numbers ("+n"/"-n" a delta, "=n" or "n" a value) and
 * `actor.modifyTokenAttribute(attribute, isDelta ? delta : value, isDelta, isBar)` is called.
 * Importing this module puts the class on `globalThis.TokenDocument`.
 */
import { DataModel, NumberField } from "./data-fields.ts";

type Data = Record<string, unknown>;

interface TokenActor {
  type: string;
  system: unknown;
  modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean): Promise<unknown>;
}

export interface BarAttribute {
  type: "value" | "bar";
  attribute: string;
  value: number;
  max?: number;
  editable: boolean;
}

function property(object: unknown, path: string): unknown {
  let current = object;
  for (const part of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Data)[part];
  }
  return current;
}

function numeric(value: unknown): boolean {
  return (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)));
}

export class StandInTokenDocument {
  id: string | null;
  name: string;
  /** The scene the token is placed on. */
  parent: { id: string } | null;
  actor: TokenActor | null;
  bar1: { attribute: string | null };
  bar2: { attribute: string | null };
  displayBars: number;

  constructor(
    data: { id?: string; name?: string; parent?: { id: string } | null; actor?: TokenActor | null; bar1?: { attribute: string | null }; bar2?: { attribute: string | null }; displayBars?: number } = {},
  ) {
    this.id = data.id ?? null;
    this.name = data.name ?? "";
    this.parent = data.parent ?? null;
    this.actor = data.actor ?? null;
    this.bar1 = data.bar1 ?? { attribute: null };
    this.bar2 = data.bar2 ?? { attribute: null };
    this.displayBars = data.displayBars ?? 0;
  }

  /** Foundry runs this on every client after an update (the changes, the operation, the updating user). */
  protected _onUpdate(_changed: Data, _options: Data, _userId: string): void {}

  getBarAttribute(barName: string, { alternative }: { alternative?: string } = {}): BarAttribute | null {
    const bar = barName === "bar1" ? this.bar1 : barName === "bar2" ? this.bar2 : undefined;
    const attribute = alternative || bar?.attribute;
    if (!attribute || !this.actor) return null;
    const system = this.actor.system;
    const isDataModel = system instanceof DataModel;
    const templateModel = {}; // game.model.Actor[type]: empty without template.json
    const data = property(system, attribute);
    if (data === null || data === undefined) return null;
    const editableAt = (path: string): boolean => {
      let editable = property(templateModel, path) !== undefined;
      if (isDataModel) {
        const field = system.schema.getField(path);
        if (field) editable = field instanceof NumberField;
      }
      return editable;
    };
    if (numeric(data)) return { type: "value", attribute, value: Number(data), editable: editableAt(attribute) };
    if (typeof data === "object" && "value" in data && "max" in data) {
      const { value, max } = data as { value: unknown; max: unknown };
      return { type: "bar", attribute, value: parseInt(String(value || 0)), max: parseInt(String(max || 0)), editable: editableAt(`${attribute}.value`) };
    }
    return null;
  }
}

/** What v13's TokenHUD does when the input of `bar1`/`bar2` changes to `input` (see the module comment). */
export async function submitHudBar(token: StandInTokenDocument, barName: "bar1" | "bar2", input: string): Promise<boolean> {
  const attr = token.getBarAttribute(barName);
  if (!attr?.editable || !token.actor) return false;
  const isDelta = input.startsWith("+") || input.startsWith("-");
  const n = Number(input.startsWith("=") ? input.slice(1) : input);
  if (!Number.isFinite(n)) return false;
  await token.actor.modifyTokenAttribute(attr.attribute, n, isDelta, attr.type === "bar");
  return true;
}

(globalThis as unknown as { TokenDocument: typeof StandInTokenDocument }).TokenDocument = StandInTokenDocument;
