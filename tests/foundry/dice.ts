/**
 * Honest stand-ins for the part of Foundry VTT 13's dice API (`foundry.dice`) our Roll and DiceTerm
 * subclasses rely on, written after Foundry's documented behaviour:
 * - RollTerm: `options`, `_evaluated`, `evaluate()` → `_evaluate()`, `toJSON()` writes `class`,
 *   `options`, `evaluated` and every `SERIALIZE_ATTRIBUTES` entry; `fromData()` finds the class by name
 *   in `CONFIG.Dice.termTypes` / `CONFIG.Dice.terms` and calls `_fromData` (`new this(data)`).
 * - DiceTerm: `number`, `faces`, `modifiers`, `results`, `method`; `total` = sum of active results;
 *   `expression` = `${number}d${denomination}${modifiers}`; `randomFace()` uses `CONFIG.Dice.randomUniform`.
 * - Die (d6 and friends), OperatorTerm, NumericTerm.
 * - Dice fulfillment: `CONFIG.Dice.fulfillment` (the "manual" method, interactive), the user's
 *   `core.diceConfiguration` setting; `DiceTerm#_roll` asks the roll's resolver for interactive
 *   methods (else the method's handler); {@link StandInRollResolver} fills the first results of
 *   interactive terms and answers single results from {@link typeManualFaces}.
 * - Roll: parses the formulas our rolls use (`NdX[mods]`, integers, `+`/`-`; Foundry's parser
 *   accepts far more), `evaluate()` runs the resolver (unless `allowInteractive: false` or
 *   minimize/maximize), evaluates every term with the roll as `_root` and sets `_total = _evaluateTotal()`;
 *   `evaluateSync()` evaluates only deterministic terms and throws on others when `strict` (default),
 *   `dice`, `formula`, `resetFormula()`, `clone()`, `toJSON()` and `Roll.fromData()` (the class found
 *   by name in `CONFIG.Dice.rolls`, terms restored through `RollTerm.fromData`), and `toMessage(data,
 *   { rollMode, create })`: evaluates if needed, author = the current user, content = the total,
 *   the roll stored as JSON, the roll mode applied as `ChatMessage.applyRollMode` does (gmroll: whisper
 *   to the GMs; blindroll: the same and blind; selfroll: whisper to oneself; publicroll: nobody), then
 *   `ChatMessage.create(data)` — or the data when `create` is false.
 * Import this module before the code under test: it installs `foundry.dice` and `CONFIG.Dice` on
 * globalThis (merging into what other stand-ins installed).
 */

type Data = Record<string, unknown>;

interface TermOptions {
  flavor?: string | null;
  [key: string]: unknown;
}

interface Result {
  result: number;
  active?: boolean;
  exploded?: boolean;
  [key: string]: unknown;
}

type TermClass = { name: string; _fromData(data: Data): RollTerm };

export class RollTerm {
  options: TermOptions;
  _evaluated = false;
  /** The roll this term is evaluated in (core sets it while evaluating). */
  _root: Roll | undefined = undefined;
  /** The id the RollResolver gave this term when it asked for its results. */
  _id: string | undefined = undefined;
  isIntermediate = false;
  static SERIALIZE_ATTRIBUTES: string[] = [];

  constructor({ options = {} }: { options?: TermOptions } = {}) {
    this.options = options;
  }

  get expression(): string {
    return "";
  }

  get formula(): string {
    return this.flavor ? `${this.expression}[${this.flavor}]` : this.expression;
  }

  get flavor(): string {
    return this.options.flavor ?? "";
  }

  get total(): number | string | undefined {
    return undefined;
  }

  get isDeterministic(): boolean {
    return true;
  }

  /** Core: the resolver of the roll this term is evaluated in. */
  get resolver(): StandInRollResolver | undefined {
    return this._root?._resolver;
  }

  evaluate(options: Data = {}): this | Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    return this._evaluate(options);
  }

  protected _evaluate(_options: Data = {}): this | Promise<this> {
    return this;
  }

  toJSON(): Data {
    const data: Data = { class: this.constructor.name, options: this.options, evaluated: this._evaluated };
    for (const attr of (this.constructor as typeof RollTerm).SERIALIZE_ATTRIBUTES) data[attr] = (this as unknown as Data)[attr];
    return data;
  }

  static fromData(data: Data): RollTerm {
    const dice = installedConfig().Dice;
    const name = String(data.class);
    const cls =
      (dice.termTypes[name] as TermClass | undefined) ??
      (Object.values(dice.terms).find((c) => c.name === name) as TermClass | undefined) ??
      (Die as unknown as TermClass);
    return cls._fromData(data);
  }

  static _fromData(this: new (data: Data) => RollTerm, data: Data): RollTerm {
    const term = new this(data);
    term._evaluated = (data.evaluated as boolean | undefined) ?? true;
    return term;
  }
}

export class DiceTerm extends RollTerm {
  _number: number;
  _faces: number;
  modifiers: string[];
  results: Result[];
  method: string | undefined;
  static DENOMINATION = "";
  static MODIFIERS: Record<string, string> = {};
  static override SERIALIZE_ATTRIBUTES = ["number", "faces", "modifiers", "results", "method"];

  constructor({ number = 1, faces = 6, method, modifiers = [], results = [], options = {} }: Data = {}) {
    super({ options: options as TermOptions });
    this._number = number as number;
    this._faces = faces as number;
    this.method = method as string | undefined;
    this.modifiers = modifiers as string[];
    this.results = results as Result[];
  }

  get number(): number {
    return this._number;
  }
  set number(value: number) {
    this._number = value;
  }
  get faces(): number {
    return this._faces;
  }
  set faces(value: number) {
    this._faces = value;
  }

  get denomination(): string {
    return (this.constructor as typeof DiceTerm).DENOMINATION;
  }

  get dice(): DiceTerm[] {
    return [];
  }

  override get expression(): string {
    return `${this.number}d${(this.constructor as typeof DiceTerm).DENOMINATION}${this.modifiers.join("")}`;
  }

  /**
   * Core's fulfillment of one result: the method the user configured for this denomination (else
   * the default); an interactive method asks the roll's resolver, another calls its handler;
   * undefined means "not fulfilled" (the caller uses the RNG).
   */
  protected async _roll(options: Data = {}): Promise<number | undefined> {
    const dice = installedConfig().Dice;
    const method = diceConfiguration()[this.denomination] || dice.fulfillment.defaultMethod;
    const { handler, interactive } = dice.fulfillment.methods[method] ?? {};
    if (interactive && this.resolver) return this.resolver.resolveResult(this, method, options);
    return handler?.(this, options);
  }

  override get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.results.reduce((sum, r) => (r.active === false ? sum : sum + r.result), 0);
  }

  get values(): number[] {
    return this.results.filter((r) => r.active !== false).map((r) => r.result);
  }

  override get isDeterministic(): boolean {
    return false;
  }

  /** Foundry's tooltip data: one entry per result, labelled with its face. */
  getTooltipData(): { total: number | undefined; faces: number; flavor: string; icon: string; method: string; formula: string; rolls: { result: string; classes: string }[] } {
    return {
      total: this.total,
      faces: this.faces,
      flavor: "",
      icon: "",
      method: this.method ?? "",
      formula: this.expression,
      rolls: this.results.map((r) => ({ result: String(r.result), classes: `d${this.faces}` })),
    };
  }

  mapRandomFace(randomUniform: number): number {
    return Math.ceil((1 - randomUniform) * this.faces);
  }

  randomFace(): number {
    return this.mapRandomFace(installedConfig().Dice.randomUniform());
  }

  protected override _evaluate(): this {
    for (let n = 0; n < this.number; n++) this.results.push({ result: this.randomFace(), active: true });
    return this;
  }

  static override _fromData(this: new (data: Data) => RollTerm, data: Data): RollTerm {
    const term = new this({ ...data, results: data.results ?? [], modifiers: data.modifiers ?? [] });
    term._evaluated = (data.evaluated as boolean | undefined) ?? true;
    return term;
  }
}

export class Die extends DiceTerm {
  static override DENOMINATION = "d";
  override get denomination(): string {
    return `d${this.faces}`;
  }
  override get expression(): string {
    return `${this.number}d${this.faces}${this.modifiers.join("")}`;
  }
}

export class OperatorTerm extends RollTerm {
  operator: string;
  static override SERIALIZE_ATTRIBUTES = ["operator"];
  constructor({ operator = "+", options = {} }: { operator?: string; options?: TermOptions } = {}) {
    super({ options });
    this.operator = operator;
  }
  override get expression(): string {
    return ` ${this.operator} `;
  }
  override get total(): string {
    return this.operator;
  }
}

export class NumericTerm extends RollTerm {
  number: number;
  static override SERIALIZE_ATTRIBUTES = ["number"];
  constructor({ number = 0, options = {} }: { number?: number; options?: TermOptions } = {}) {
    super({ options });
    this.number = number;
  }
  override get expression(): string {
    return String(this.number);
  }
  override get total(): number {
    return this.number;
  }
}

const DICE_TERM = /^(\d+)?d([a-zA-Z]|\d+)([^\s[]*)(?:\[([^\]]*)\])?$/;
const MODIFIER = /([A-Za-z]+)([^A-Za-z\s()+\-*/]+)?/g;

/** The formulas our rolls use: dice terms, integers, + and −, separated by spaces. */
function parse(formula: string): RollTerm[] {
  const dice = installedConfig().Dice;
  const tokens = formula.trim().split(/\s+/).filter(Boolean);
  return tokens.map((token) => {
    if (token === "+" || token === "-") return new OperatorTerm({ operator: token });
    if (/^\d+$/.test(token)) return new NumericTerm({ number: Number(token) });
    const match = DICE_TERM.exec(token);
    if (!match) throw new Error(`Stand-in Roll cannot parse "${token}" in "${formula}"`);
    const [, number = "1", denomination, mods = "", flavor] = match;
    const modifiers = Array.from(mods.matchAll(MODIFIER), (m) => m[0]);
    const options: TermOptions = flavor ? { flavor } : {};
    if (/^\d+$/.test(denomination)) return new Die({ number: Number(number), faces: Number(denomination), modifiers, options });
    const cls = dice.terms[denomination] as unknown as (new (data: Data) => DiceTerm) | undefined;
    if (!cls) throw new Error(`Stand-in Roll: no DiceTerm registered for denomination "${denomination}"`);
    return new cls({ number: Number(number), modifiers, options });
  });
}

export class Roll {
  data: Data;
  options: Data;
  terms: RollTerm[];
  _dice: DiceTerm[] = [];
  _formula: string;
  _evaluated = false;
  _total: number | undefined = undefined;

  constructor(formula: string, data: Data = {}, options: Data = {}) {
    this.data = data;
    this.options = options;
    this.terms = parse(formula);
    this._formula = Roll.getFormula(this.terms);
  }

  static getFormula(terms: RollTerm[]): string {
    return terms.map((t) => t.formula).join("");
  }

  get formula(): string {
    return this._formula;
  }

  get total(): number | undefined {
    return this._total;
  }

  get dice(): DiceTerm[] {
    return this._dice.concat(this.terms.flatMap((t) => (t instanceof DiceTerm ? [...t.dice, t] : [])));
  }

  resetFormula(): string {
    return (this._formula = Roll.getFormula(this.terms));
  }

  clone(): this {
    return new (this.constructor as new (f: string, d: Data, o: Data) => this)(this._formula, this.data, this.options);
  }

  async evaluate(options: Data = {}): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    return this._evaluate(options);
  }

  /** The resolver of this roll's evaluation (core: `Roll#_resolver`). */
  _resolver: StandInRollResolver | undefined = undefined;

  /** Core: the resolver class for the user's configuration. */
  static resolverImplementation: typeof StandInRollResolver;

  /**
   * Core's evaluation: unless interactive fulfillment is off (or the roll is minimized/maximized), a
   * resolver first asks for the first results of every term that is fulfilled interactively; then
   * every term is evaluated with this roll as its root; then the resolver closes.
   */
  protected async _evaluate(options: Data = {}): Promise<this> {
    let resolver: StandInRollResolver | undefined;
    if (options.allowInteractive !== false && !options.minimize && !options.maximize) {
      resolver = new (this.constructor as typeof Roll).resolverImplementation(this);
      this._resolver = resolver;
      await resolver.awaitFulfillment();
    }
    for (const term of this.terms) {
      if (term._evaluated) continue;
      term._root = this;
      await term.evaluate(options);
    }
    this._total = this._evaluateTotal();
    resolver?.close();
    return this;
  }

  /** Core's synchronous evaluation (`strict` by default). */
  evaluateSync(options: Data = {}): this {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable.`);
    this._evaluated = true;
    return this._evaluateSync({ strict: true, ...options });
  }

  /** Only deterministic terms (or minimized/maximized ones) evaluate; another throws when strict, counts 0 otherwise. */
  protected _evaluateSync(options: Data = {}): this {
    for (const term of this.terms) {
      if (term._evaluated) continue;
      if (term.isDeterministic || options.minimize || options.maximize) term.evaluate(options);
      else if (options.strict) throw new Error("This Roll contains terms that cannot be synchronously evaluated.");
    }
    this._total = this._evaluateTotal();
    return this;
  }

  protected _evaluateTotal(): number {
    let total = 0;
    let sign = 1;
    for (const term of this.terms) {
      if (term instanceof OperatorTerm) sign = term.operator === "-" ? -1 : 1;
      else total += sign * Number(term.total ?? 0);
    }
    return total;
  }

  toJSON(): Data {
    return {
      class: this.constructor.name,
      options: this.options,
      dice: this._dice,
      formula: this._formula,
      terms: this.terms.map((t) => t.toJSON()),
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  async toMessage(messageData: Data = {}, { rollMode, create = true }: { rollMode?: string; create?: boolean } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const g = globalThis as unknown as {
      game: { user: { id: string }; users: { contents: Array<{ id: string; isGM: boolean }> } };
      ChatMessage: { create(data: Data): Promise<unknown> };
    };
    const data: Data = { author: g.game.user.id, content: String(this.total), ...messageData, rolls: [JSON.stringify(this.toJSON())] };
    const gms = g.game.users.contents.filter((u) => u.isGM).map((u) => u.id);
    if (rollMode === "gmroll" || rollMode === "blindroll") data.whisper = gms;
    if (rollMode === "blindroll") data.blind = true;
    if (rollMode === "selfroll") data.whisper = [g.game.user.id];
    return create ? g.ChatMessage.create(data) : data;
  }

  static fromData(data: Data): Roll {
    const cls = installedConfig().Dice.rolls.find((c) => c.name === data.class);
    if (!cls) throw new Error(`Unable to recreate ${String(data.class)} instance from provided data`);
    const roll = new cls(String(data.formula), (data.data as Data | undefined) ?? {}, (data.options as Data | undefined) ?? {});
    roll.terms = (data.terms as Data[]).map((t) => RollTerm.fromData(t));
    if ((data.evaluated as boolean | undefined) ?? true) {
      roll._total = data.total as number | undefined;
      roll._dice = ((data.dice as Data[] | undefined) ?? []).map((t) => RollTerm.fromData(t) as DiceTerm);
      roll._evaluated = true;
    }
    return roll;
  }

  static fromJSON(json: string): Roll {
    return this.fromData(JSON.parse(json) as Data);
  }
}

interface FulfillmentMethod {
  label: string;
  interactive?: boolean;
  handler?: (term: DiceTerm, options: Data) => number | undefined;
}

interface StandInConfig {
  Dice: {
    rolls: Array<typeof Roll>;
    terms: Record<string, typeof DiceTerm>;
    termTypes: Record<string, unknown>;
    randomUniform: () => number;
    fulfillment: { dice: Record<string, { label: string }>; methods: Record<string, FulfillmentMethod>; defaultMethod: string };
  };
}

/** The user's "Configure Dice" choices (`core.diceConfiguration`: denomination → method); none without a game. */
function diceConfiguration(): Record<string, string> {
  const game = (globalThis as unknown as { game?: { settings?: { get(namespace: string, key: string): unknown } } }).game;
  const config = game?.settings?.get("core", "diceConfiguration");
  return typeof config === "object" && config !== null ? (config as Record<string, string>) : {};
}

/** One result asked of the resolver: the term's denomination and whether it is an explosion. */
export interface ResolverRequest {
  denomination: string;
  explode: boolean;
}

let manualEntries: number[] = [];
let resolverRequests: ResolverRequest[] = [];

/** What the user types into the RollResolver next, in order (first throws in the form, then each asked result). */
export function typeManualFaces(faces: readonly number[]): ResolverRequest[] {
  manualEntries = [...faces];
  resolverRequests = [];
  return resolverRequests;
}

/**
 * Core's RollResolver, as far as terms see it: `awaitFulfillment()` finds the dice terms whose
 * configured method is interactive, gives each an `_id` and fills its form — one result per die
 * (`term.number`) — from what the user typed; `resolveResult(term, method, { explode })` asks for
 * one more result (an explosion) and records the request; `close()` ends it.
 */
export class StandInRollResolver {
  fulfillable: DiceTerm[] = [];
  closed = false;
  constructor(public roll: Roll) {}

  async awaitFulfillment(): Promise<void> {
    const dice = installedConfig().Dice;
    const config = diceConfiguration();
    this.fulfillable = this.roll.terms.filter((t): t is DiceTerm => {
      if (!(t instanceof DiceTerm) || !t.number) return false;
      const method = config[t.denomination] || dice.fulfillment.defaultMethod;
      return dice.fulfillment.methods[method]?.interactive === true;
    });
    for (const [i, term] of this.fulfillable.entries()) {
      term._id = `term${i}`;
      for (let n = 0; n < term.number; n++) {
        const face = manualEntries.shift();
        term.results.push({ result: face ?? term.randomFace(), active: true });
      }
    }
  }

  async resolveResult(term: DiceTerm, _method: string, { explode = false }: Data = {}): Promise<number | undefined> {
    if (!term._id) return undefined;
    resolverRequests.push({ denomination: term.denomination, explode: Boolean(explode) });
    return manualEntries.shift();
  }

  close(): void {
    this.closed = true;
  }
}
Roll.resolverImplementation = StandInRollResolver;

function installedConfig(): StandInConfig {
  return (globalThis as unknown as { CONFIG: StandInConfig }).CONFIG;
}

/** Install the stand-ins on globalThis (idempotent; keeps what other stand-ins installed). */
export function installDice(): void {
  const g = globalThis as unknown as { foundry?: Data; CONFIG?: Data };
  const foundry = (g.foundry ??= {});
  foundry.dice = { Roll, terms: { RollTerm, DiceTerm, Die, OperatorTerm, NumericTerm } };
  const config = (g.CONFIG ??= {});
  config.Dice = {
    rolls: [Roll],
    terms: { d: Die },
    termTypes: { DiceTerm, Die, OperatorTerm, NumericTerm },
    randomUniform: Math.random,
    fulfillment: {
      dice: { d6: { label: "d6" } },
      methods: { manual: { label: "DICE.FULFILLMENT.Manual", interactive: true } },
      defaultMethod: "",
    },
  };
  (globalThis as unknown as { Roll: typeof Roll }).Roll = Roll;
}

/** Make `CONFIG.Dice.randomUniform` yield the given faces of a d6 in order (then throw). */
export function scriptDiceFaces(faces: readonly number[]): void {
  const queue = [...faces];
  installedConfig().Dice.randomUniform = () => {
    const face = queue.shift();
    if (face === undefined) throw new Error("scriptDiceFaces: out of faces");
    // Foundry maps u to ceil((1 − u) · 6): u = (6 − face + 0.5) / 6 gives that face.
    return (6 - face + 0.5) / 6;
  };
}

installDice();
