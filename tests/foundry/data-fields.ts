/**
 * Honest stand-ins for Foundry VTT 13's data layer (`foundry.data.fields`, `foundry.abstract.DataModel`,
 * `foundry.abstract.TypeDataModel`), written after Foundry's documented behaviour of
 * `common/data/fields.mjs` and `common/abstract/data.mjs`:
 * - DataField#clean: `undefined` → the initial value; a special value that fails (`null` on a
 *   non-nullable field, `""` on a non-blank string) → the initial value; else `_cast` then `_cleanType`.
 * - NumberField: casts with `Number()`; cleaning rounds integers and clamps to `min`/`max`;
 *   validation: "must be a number", "must be an integer", "must be at least/most", "is not a valid choice".
 * - StringField: trims; with `choices` neither blank nor nullable by default; "X is not a valid choice".
 * - BooleanField ("true"/"false" strings cast), SchemaField (unknown keys dropped, missing ones get
 *   their initial value), ArrayField (elements cleaned and validated one by one), HTMLField,
 *   and a custom `validate` option (false → the field's `validationError`, thrown Error → its message).
 * - DataModel: the constructor runs `migrateData`, cleans, validates (throws an Error naming every
 *   failing field path, like Foundry's DataModelValidationError) and initializes the fields onto the
 *   instance; `updateSource(changes)` cleans and validates the merged source and re-initializes;
 *   `toObject()` returns a copy of the source; `schema` (static and on the instance) is the root
 *   SchemaField. TypeDataModel adds `prepareBaseData`/`prepareDerivedData`.
 * - `SchemaField#getField("a.b.c")`: the field at that dotted path, or undefined when there is none
 *   (a path below a non-schema field finds nothing), as v13's `_getField` descends.
 * Not modelled: embedded collections, document fields, active-effect application, form rendering.
 * Import this module before the code under test: it installs the classes on `globalThis.foundry`
 * (merging into what other stand-ins installed).
 */

type Data = Record<string, unknown>;
/** A validator's verdict: true = certainly valid, false = invalid, undefined = carry on. */
type Verdict = boolean | undefined | ValidationFailure;
type Validator = (value: unknown, options?: Data) => Verdict;

interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  validate?: Validator;
  validationError?: string;
  label?: string;
  hint?: string;
  [key: string]: unknown;
}

/** One field's failure (or a schema's failures by field name). */
export class ValidationFailure {
  constructor(
    public message = "",
    public fields: Record<string, ValidationFailure> = {},
  ) {}

  /** Every failing leaf as "path: message". */
  messages(path = ""): string[] {
    const own = this.message ? [`${path || "(root)"}: ${this.message}`] : [];
    const nested = Object.entries(this.fields).flatMap(([key, failure]) => failure.messages(path ? `${path}.${key}` : key));
    return [...own, ...nested];
  }
}

function isPlainObject(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

export class DataField {
  options: FieldOptions;
  required: boolean;
  nullable: boolean;
  initial: unknown;
  validationError: string;
  name = "";

  static get _defaults(): FieldOptions {
    return { required: false, nullable: false, initial: undefined, validationError: "is not a valid value" };
  }

  constructor(options: FieldOptions = {}) {
    const ctor = this.constructor as typeof DataField;
    this.options = { ...ctor._defaults, ...options };
    this.required = Boolean(this.options.required);
    this.nullable = Boolean(this.options.nullable);
    this.initial = this.options.initial;
    this.validationError = this.options.validationError ?? "is not a valid value";
  }

  /** The field at `path` below this one (this field for an empty path; nothing below a leaf). */
  _getField(path: string[]): DataField | undefined {
    return path.length ? undefined : this;
  }

  getInitialValue(data?: unknown): unknown {
    if (typeof this.initial === "function") return (this.initial as (d: unknown) => unknown)(data);
    if (this.initial !== undefined) return structuredClone(this.initial);
    if (!this.required) return undefined;
    if (this.nullable) return null;
    return undefined;
  }

  clean(value: unknown, options: Data = {}): unknown {
    if (value === undefined) return this.getInitialValue(options.source);
    try {
      if (this._validateSpecial(value) === true) return value;
    } catch {
      return this.getInitialValue(options.source);
    }
    return this._cleanType(this._cast(value), options);
  }

  protected _cast(value: unknown): unknown {
    return value;
  }

  protected _cleanType(value: unknown, _options: Data): unknown {
    return value;
  }

  validate(value: unknown, options: Data = {}): ValidationFailure | undefined {
    const validators: Validator[] = [(v) => this._validateSpecial(v), (v, o) => this._validateType(v, o)];
    if (this.options.validate) validators.push(this.options.validate);
    try {
      for (const validator of validators) {
        const result = validator(value, options);
        if (result === true) return undefined;
        if (result === false) return new ValidationFailure(this.validationError);
        if (result instanceof ValidationFailure) return result;
      }
    } catch (error) {
      return new ValidationFailure(error instanceof Error ? error.message : String(error));
    }
    return undefined;
  }

  protected _validateSpecial(value: unknown): Verdict {
    if (value === null) {
      if (this.nullable) return true;
      throw new Error("may not be null");
    }
    if (value === undefined) {
      if (this.required) throw new Error("may not be undefined");
      return true;
    }
  }

  protected _validateType(_value: unknown, _options?: Data): Verdict {
    return undefined;
  }

  initialize(value: unknown): unknown {
    return value;
  }
}

export class NumberField extends DataField {
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, initial: null, nullable: true, integer: false, positive: false };
  }

  constructor(options: FieldOptions = {}) {
    super(options);
    if (this.options.choices) this.nullable = options.nullable ?? false;
    const { min, max } = this.options;
    if (typeof min === "number" && typeof max === "number" && min > max) {
      throw new Error("NumberField minimum constraint cannot exceed its maximum constraint");
    }
  }

  protected override _cast(value: unknown): unknown {
    return this.nullable && value === "" ? null : Number(value);
  }

  protected override _cleanType(value: unknown): unknown {
    if (typeof value !== "number") return value;
    let result = value;
    if (this.options.integer) result = Math.round(result);
    const { min, max } = this.options;
    if (typeof min === "number" && Number.isFinite(min)) result = Math.max(result, min);
    if (typeof max === "number" && Number.isFinite(max)) result = Math.min(result, max);
    return result;
  }

  protected override _validateType(value: unknown): Verdict {
    if (typeof value !== "number") throw new Error("must be a number");
    const { min, max, choices } = this.options;
    if (this.options.positive && value <= 0) throw new Error("must be a positive number");
    if (typeof min === "number" && value < min) throw new Error(`must be at least ${min}`);
    if (typeof max === "number" && value > max) throw new Error(`must be at most ${max}`);
    if (choices) {
      const allowed = Array.isArray(choices) ? choices.includes(value) : String(value) in (choices as Data);
      if (!allowed) throw new Error(`${value} is not a valid choice`);
    }
    if (this.options.integer) {
      if (!Number.isInteger(value)) throw new Error("must be an integer");
    } else if (!Number.isFinite(value)) throw new Error("must be a finite number");
    return undefined;
  }
}

export class StringField extends DataField {
  blank: boolean;
  trim: boolean;

  static override get _defaults(): FieldOptions {
    return { ...super._defaults, blank: true, trim: true };
  }

  constructor(options: FieldOptions = {}) {
    super(options);
    this.blank = Boolean(this.options.blank);
    this.trim = Boolean(this.options.trim);
    if (this.options.choices) {
      this.nullable = options.nullable ?? false;
      this.blank = Boolean(options.blank ?? false);
    }
  }

  override clean(value: unknown, options: Data = {}): unknown {
    return super.clean(typeof value === "string" && this.trim ? value.trim() : value, options);
  }

  override getInitialValue(data?: unknown): unknown {
    const initial = super.getInitialValue(data);
    if (this.blank && this.required && !initial) return "";
    return initial;
  }

  protected override _cast(value: unknown): unknown {
    return String(value);
  }

  protected override _validateSpecial(value: unknown): Verdict {
    if (value === "") {
      if (this.blank) return true;
      throw new Error("may not be a blank string");
    }
    return super._validateSpecial(value);
  }

  protected override _validateType(value: unknown): Verdict {
    if (typeof value !== "string") throw new Error("must be a string");
    const choices = this.options.choices;
    if (choices) {
      const list = typeof choices === "function" ? (choices as () => unknown)() : choices;
      const allowed = Array.isArray(list) ? list.includes(value) : value in (list as Data);
      if (allowed) return true;
      throw new Error(`${value} is not a valid choice`);
    }
  }
}

export class HTMLField extends StringField {}

export class BooleanField extends DataField {
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: false };
  }

  protected override _cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }

  protected override _validateType(value: unknown): Verdict {
    if (typeof value !== "boolean") throw new Error("must be a boolean");
    return undefined;
  }
}

export class SchemaField extends DataField {
  fields: Record<string, DataField>;

  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false };
  }

  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super(options);
    this.fields = { ...fields };
    for (const [name, field] of Object.entries(this.fields)) field.name = name;
  }

  /** The field at a dotted path, or undefined. */
  getField(path: string): DataField | undefined {
    return this._getField(path.split("."));
  }

  override _getField(path: string[]): DataField | undefined {
    if (!path.length) return this;
    const [head, ...rest] = path;
    return this.fields[head]?._getField(rest);
  }

  override getInitialValue(data?: unknown): unknown {
    const initial = super.getInitialValue(data);
    if (this.required && initial === undefined) return this._cleanType({}, {});
    return initial;
  }

  protected override _cast(value: unknown): unknown {
    return isPlainObject(value) ? value : {};
  }

  protected override _cleanType(value: unknown, options: Data): unknown {
    const data = value as Data;
    const source = options.source ?? data;
    const cleaned: Data = {};
    for (const [name, field] of Object.entries(this.fields)) {
      if (!options.partial || name in data) cleaned[name] = field.clean(data[name], { ...options, source });
    }
    return cleaned;
  }

  protected override _validateType(value: unknown, options: Data = {}): Verdict {
    if (!(value instanceof Object)) throw new Error("must be an object");
    const data = value as Data;
    const failure = new ValidationFailure();
    for (const [name, field] of Object.entries(this.fields)) {
      if (options.partial && !(name in data)) continue;
      const fieldFailure = field.validate(data[name], options);
      if (fieldFailure) failure.fields[name] = fieldFailure;
    }
    if (Object.keys(failure.fields).length > 0) return failure;
  }

  override initialize(value: unknown): unknown {
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(this.fields).map(([name, field]) => [name, field.initialize(value[name])]));
  }
}

export class ArrayField extends DataField {
  element: DataField;

  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: () => [] };
  }

  constructor(element: DataField, options: FieldOptions = {}) {
    super(options);
    this.element = element;
  }

  protected override _cast(value: unknown): unknown {
    if (value instanceof Set) return Array.from(value);
    if (isPlainObject(value)) {
      const array: unknown[] = [];
      for (const [key, entry] of Object.entries(value)) {
        const index = Number(key);
        if (Number.isInteger(index) && index >= 0) array[index] = entry;
      }
      return array;
    }
    return Array.isArray(value) ? value : [value];
  }

  protected override _cleanType(value: unknown, options: Data): unknown {
    return (value as unknown[]).map((entry) => this.element.clean(entry, { ...options, partial: false }));
  }

  protected override _validateType(value: unknown, options: Data = {}): Verdict {
    if (!Array.isArray(value)) throw new Error("must be an array");
    const failure = new ValidationFailure();
    value.forEach((entry, index) => {
      const elementFailure = this.element.validate(entry, { ...options, partial: false });
      if (elementFailure) failure.fields[String(index)] = elementFailure;
    });
    if (Object.keys(failure.fields).length > 0) return failure;
  }

  override initialize(value: unknown): unknown {
    return Array.isArray(value) ? value.map((entry) => this.element.initialize(entry)) : value;
  }
}

/** Expands "a.b.c" keys of an update into nested objects (like foundry.utils.expandObject). */
function expand(changes: Data): Data {
  const result: Data = {};
  for (const [key, value] of Object.entries(changes)) {
    const path = key.split(".");
    let node = result;
    for (const part of path.slice(0, -1)) node = (node[part] = isPlainObject(node[part]) ? node[part] : {}) as Data;
    node[path[path.length - 1]] = isPlainObject(value) ? expand(value) : value;
  }
  return result;
}

/** Deep-merges `changes` into `target` (arrays and scalars replace). */
function merge(target: Data, changes: Data): Data {
  for (const [key, value] of Object.entries(changes)) {
    target[key] = isPlainObject(value) && isPlainObject(target[key]) ? merge(target[key], value) : value;
  }
  return target;
}

const schemas = new WeakMap<object, SchemaField>();

export class DataModel {
  declare _source: Data;
  declare parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schemas.set(this, schema);
    }
    return schema;
  }

  /** Foundry: the instance's schema is its class's (`DataModel#schema`). */
  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  static migrateData(source: Data): Data {
    return source;
  }

  static cleanData(source: Data = {}, options: Data = {}): Data {
    return this.schema.clean(source, options) as Data;
  }

  constructor(data: Data = {}, { parent = null }: { parent?: unknown } = {}) {
    Object.defineProperty(this, "parent", { value: parent, writable: true, enumerable: false });
    const ctor = this.constructor as typeof DataModel;
    const source = ctor.cleanData(ctor.migrateData(structuredClone(data)));
    ctor.assertValid(source);
    Object.defineProperty(this, "_source", { value: source, writable: true, enumerable: false });
    this._initialize();
  }

  /** Throws an Error listing every failing field ("Model validation errors:\n  path: message"). */
  static assertValid(source: Data): void {
    const failure = this.schema.validate(source);
    if (failure) throw new Error(`${this.name} validation errors:\n  ${failure.messages().join("\n  ")}`);
  }

  protected _initialize(): void {
    const ctor = this.constructor as typeof DataModel;
    Object.assign(this, ctor.schema.initialize(structuredClone(this._source)));
  }

  /** Applies an update (dot keys allowed) like Foundry: merged, cleaned, validated, then committed. */
  updateSource(changes: Data = {}): Data {
    const ctor = this.constructor as typeof DataModel;
    const candidate = ctor.cleanData(merge(structuredClone(this._source), expand(changes)));
    ctor.assertValid(candidate);
    this._source = candidate;
    this._initialize();
    return expand(changes);
  }

  toObject(): Data {
    return structuredClone(this._source);
  }
}

export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

/** Install the stand-ins on globalThis (idempotent; keeps what other stand-ins installed). */
export function installDataFields(): void {
  const g = globalThis as unknown as { foundry?: Data };
  const foundry = (g.foundry ??= {});
  const data = (foundry.data ??= {}) as Data;
  data.fields = { DataField, NumberField, StringField, HTMLField, BooleanField, SchemaField, ArrayField };
  const abstract = (foundry.abstract ??= {}) as Data;
  abstract.DataModel = DataModel;
  abstract.TypeDataModel = TypeDataModel;
}

installDataFields();
