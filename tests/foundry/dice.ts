/**
 * Honest stand-ins for the part of Foundry VTT 13's dice API (`foundry.dice`) our Roll and DiceTerm
 * subclasses rely on. They follow Foundry 13's own code (client/dice/roll.mjs, terms/term.mjs,
 * dice.mjs, die.mjs, operator.mjs, numeric.mjs), read, not copied, and behave as it does where our
 * code can tell the difference:
 * - RollTerm: `options`, `_evaluated`; `evaluate()` throws "The <class> has already been evaluated
 *   and is now immutable" on a term that is evaluated (a term is evaluated once, ever), else marks it
 *   and calls `_evaluate()`; static `isDeterministic(term, { minimize, maximize })`; `toJSON()` writes
 *   `class`, `options`, `evaluated` and every `SERIALIZE_ATTRIBUTES` entry; `fromData()` finds the
 *   class by name in `CONFIG.Dice.termTypes` / `CONFIG.Dice.terms` (else Die) and calls `_fromData`
 *   (`new this(data)`, evaluated unless the data says `evaluated: false`).
 * - OperatorTerm is evaluated from its construction on (core: "Operator terms are always evaluated"),
 *   also when restored from data; so evaluating one ever throws. Its `total` is the operator with
 *   spaces (" + "), its flavor always "". NumericTerm: `number` as a Number.
 * - DiceTerm: `number`, `faces`, `modifiers`, `results`, `method` (set once, only to a configured
 *   fulfillment method); a term constructed with results is evaluated; `total` = sum of the results
 *   that are `active` (a result's `count` replaces its face), undefined before evaluation;
 *   `expression` = `${number}d${faces or DENOMINATION}${modifiers}`; `_evaluate()` is synchronous for
 *   a deterministic term (or minimize/maximize: 1s or maxima; `strict` throws; else results stay
 *   missing) and otherwise rolls every missing result through `roll()` (`_roll()` → fulfillment, else
 *   `randomFace()` with `CONFIG.Dice.randomUniform`), then evaluates its modifiers: core keeps only
 *   the modifiers its class knows; this stand-in implements none of Die's, so a modifier Die knows
 *   throws "not implemented here" and any other modifier is dropped, as core drops it.
 * - Dice fulfillment: `CONFIG.Dice.fulfillment` (the "manual" method, interactive), the user's
 *   `core.diceConfiguration` setting; `DiceTerm#_roll` asks the roll's resolver for interactive
 *   methods (else the method's handler); {@link StandInRollResolver} fills the first results of
 *   interactive terms and answers single results from {@link typeManualFaces}. (Core also checks the
 *   MANUAL_ROLLS permission; every stand-in user has it.)
 * - Roll: parses the formulas our rolls use (`NdX[mods]`, integers, `+`/`-`; Foundry's parser
 *   accepts far more; parsed operators are evaluated terms, parsed dice and numbers are not);
 *   `formula` is built from the terms each time it is read, `total` is `Number(_total) || 0`;
 *   `evaluate()` throws on an evaluated roll, passes on only `minimize`, `maximize`, `allowStrings`
 *   and `allowInteractive`, runs the resolver (unless the roll has a `_root`, `allowInteractive:
 *   false` or minimize/maximize), evaluates every term that is not evaluated yet with the root roll
 *   as its `_root` and totals the terms (+ and −; operators are never evaluated); `evaluateSync()`
 *   (`strict` by default, passed on) evaluates only deterministic terms (or minimized/maximized ones),
 *   throws on others when strict, counts them 0 otherwise; `resetFormula()`, `clone()` (a new,
 *   unevaluated roll), `toJSON()`, `Roll.fromData()` (redirected to the class named in the data,
 *   found in `CONFIG.Dice.rolls`; the roll constructed from the stored formula, then its terms
 *   restored through `RollTerm.fromData`), `Roll.fromTerms()` (all evaluated or none, operators
 *   aside), and `toMessage(data, { rollMode, create })`: evaluates if needed, author = the current
 *   user, content = the total, the roll stored as JSON, the roll mode applied as
 *   `ChatMessage.applyRollMode` does (gmroll: whisper to the GMs; blindroll: the same and blind;
 *   selfroll: whisper to oneself; publicroll: nobody), then `ChatMessage.create(data)` — or the data
 *   when `create` is false. As Foundry 14 (game.release.generation 14) it takes `messageMode` (public,
 *   gm, blind, self, ic: the same whispers), and a `rollMode` there is translated with a deprecation
 *   warning kept in {@link rollDeprecations}; `CONFIG.Dice.rollModes` holds 13's four roll modes.
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
  count?: number;
  [key: string]: unknown;
}

interface EvaluationOptions {
  minimize?: boolean;
  maximize?: boolean;
  strict?: boolean;
  [key: string]: unknown;
}

type TermClass = { name: string; _fromData(data: Data): RollTerm };

/** Core's error for a second evaluation of a term or a roll (its exact words). */
function immutable(target: object): Error {
  return new Error(`The ${target.constructor.name} has already been evaluated and is now immutable`);
}

export class RollTerm {
  options: TermOptions;
  _evaluated = false;
  /** The roll at the root of the evaluation (core sets it while evaluating). */
  _root: Roll | undefined = undefined;
  /** The id the RollResolver gave this term when it asked for its results. */
  _id: string | undefined = undefined;
  isIntermediate = false;
  static SERIALIZE_ATTRIBUTES: string[] = [];

  constructor({ options = {} }: { options?: TermOptions } = {}) {
    this.options = options;
  }

  get expression(): string {
    throw new Error(`The ${this.constructor.name} class must implement the expression attribute`);
  }

  get formula(): string {
    return this.flavor ? `${this.expression}[${this.flavor}]` : this.expression;
  }

  get flavor(): string {
    return this.options.flavor || "";
  }

  get total(): number | string | undefined {
    throw new Error(`The ${this.constructor.name} class must implement the total attribute`);
  }

  get isDeterministic(): boolean {
    return true;
  }

  /** Core: the resolver of the roll this term is evaluated in. */
  get resolver(): StandInRollResolver | undefined {
    return this._root?._resolver;
  }

  /** Core: a term is evaluated once; a second evaluation throws (the term is immutable). */
  evaluate(options: EvaluationOptions = {}): this | Promise<this> {
    if (this._evaluated) throw immutable(this);
    this._evaluated = true;
    return this._evaluate(options);
  }

  protected _evaluate(_options: EvaluationOptions = {}): this | Promise<this> {
    return this;
  }

  /** Core: whether the term can be evaluated at once with these options. */
  static isDeterministic(term: RollTerm, { maximize, minimize }: EvaluationOptions = {}): boolean {
    return Boolean(maximize || minimize || term.isDeterministic);
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
  #method: string | undefined = undefined;
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
    // Core: a term given its results is an evaluated term.
    if ((results as Result[]).length) this._evaluated = true;
  }

  /** Core: the fulfillment method, set once and only to a configured method. */
  get method(): string | undefined {
    return this.#method;
  }
  set method(method: string | undefined) {
    if (this.#method || method === undefined || !(method in installedConfig().Dice.fulfillment.methods)) return;
    this.#method = method;
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
    const cls = this.constructor as typeof DiceTerm;
    return `${this._number}d${cls.DENOMINATION === "d" ? this._faces : cls.DENOMINATION}${this.modifiers.join("")}`;
  }

  override get total(): number | undefined {
    if (!this._evaluated) return undefined;
    const total = this.results.reduce((sum, r) => (r.active ? sum + (r.count ?? r.result) : sum), 0);
    return this.number < 0 ? -total : total;
  }

  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }

  override get isDeterministic(): boolean {
    return false;
  }

  protected override _evaluate(options: EvaluationOptions = {}): this | Promise<this> {
    return RollTerm.isDeterministic(this, options) ? this._evaluateSync(options) : this._evaluateAsync(options);
  }

  /** Core: every missing result rolled (fulfillment, else the RNG), then the modifiers. */
  protected async _evaluateAsync(options: EvaluationOptions = {}): Promise<this> {
    if (Math.abs(this.number) > 999) throw new Error("You may not evaluate a DiceTerm with more than 999 requested results");
    for (let n = this.results.length; n < Math.abs(this.number); n++) await this.roll(options);
    this._evaluateModifiers();
    return this;
  }

  /** Core: minimize/maximize fill the missing results; strict throws; otherwise they stay missing. */
  protected _evaluateSync(options: EvaluationOptions = {}): this {
    if (Math.abs(this.number) > 999) throw new Error("You may not evaluate a DiceTerm with more than 999 requested results");
    for (let n = this.results.length; n < Math.abs(this.number); n++) {
      if (options.minimize) this.results.push({ result: Math.min(1, this.faces), active: true });
      else if (options.maximize) this.results.push({ result: this.faces, active: true });
      else if (options.strict) throw new Error("Cannot synchronously evaluate a non-deterministic term.");
    }
    return this;
  }

  /** Core: one result, from the fulfillment method or the RNG (minimize/maximize win). */
  async roll({ minimize = false, maximize = false, ...options }: EvaluationOptions = {}): Promise<Result> {
    const fulfilled = await this._roll(options);
    const result = minimize ? Math.min(1, this.faces) : maximize ? this.faces : (fulfilled ?? this.randomFace());
    const roll: Result = { result, active: true };
    this.results.push(roll);
    return roll;
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

  /** See the module comment: known modifiers are not implemented here, unknown ones are dropped. */
  protected _evaluateModifiers(): void {
    const known = (this.constructor as typeof DiceTerm).MODIFIERS;
    for (const modifier of this.modifiers) {
      const command = /[A-Za-z]+/.exec(modifier)?.[0].toLowerCase() ?? "";
      if (Object.keys(known).some((k) => command.startsWith(k))) throw new Error(`Stand-in DiceTerm: modifier "${modifier}" is not implemented here`);
    }
    this.modifiers = [];
  }

  /** Foundry's tooltip data: one entry per result, labelled with its face. */
  getTooltipData(): { total: number | undefined; faces: number; flavor: string; icon: string | null; method: string | undefined; formula: string; rolls: { result: string; classes: string }[] } {
    const method = this.method ? installedConfig().Dice.fulfillment.methods[this.method] : undefined;
    return {
      total: this.total,
      faces: this.faces,
      flavor: this.flavor,
      icon: method?.interactive ? '<i class="fa-solid fa-bluetooth"></i>' : null,
      method: method?.label,
      formula: this.expression,
      rolls: this.results.map((r) => ({ result: String(r.result), classes: [this.constructor.name.toLowerCase(), `d${this.faces}`].join(" ") })),
    };
  }

  mapRandomFace(randomUniform: number): number {
    return Math.ceil((1 - randomUniform) * this.faces);
  }

  randomFace(): number {
    return this.mapRandomFace(installedConfig().Dice.randomUniform());
  }
}

export class Die extends DiceTerm {
  static override DENOMINATION = "d";
  /** Core's Die modifiers (the stand-in implements none of them). */
  static override MODIFIERS: Record<string, string> = Object.fromEntries(
    ["r", "rr", "x", "xo", "k", "kh", "kl", "d", "dh", "dl", "min", "max", "even", "odd", "cs", "cf", "df", "sf", "ms"].map((m) => [m, m]),
  );
  override get denomination(): string {
    return `d${this.faces}`;
  }
}

export class OperatorTerm extends RollTerm {
  operator: string;
  static override SERIALIZE_ATTRIBUTES = ["operator"];
  constructor({ operator = "+", options = {} }: { operator?: string; options?: TermOptions } = {}) {
    super({ options });
    this.operator = operator;
    // Core: operator terms are evaluated from the start, and so immutable.
    this._evaluated = true;
  }
  static override _fromData(this: new (data: Data) => RollTerm, data: Data): RollTerm {
    return new this(data);
  }
  override get flavor(): string {
    return "";
  }
  override get expression(): string {
    return ` ${this.operator} `;
  }
  override get total(): string {
    return ` ${this.operator} `;
  }
}

export class NumericTerm extends RollTerm {
  number: number;
  static override SERIALIZE_ATTRIBUTES = ["number"];
  constructor({ number = 0, options = {} }: { number?: number | string; options?: TermOptions } = {}) {
    super({ options });
    this.number = Number(number);
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

/**
 * The formulas our rolls use: dice terms, integers, + and −, separated by spaces. As core's parser
 * gives them: operators evaluated (see OperatorTerm), dice and numbers not.
 */
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
    const cls = dice.terms[denomination.toLowerCase()] as unknown as (new (data: Data) => DiceTerm) | undefined;
    if (!cls) throw new Error(`Stand-in Roll: no DiceTerm registered for denomination "${denomination}"`);
    return new cls({ number: Number(number), modifiers, options });
  });
}

/** Core totals the terms as arithmetic; our formulas only add and subtract. */
function arithmetic(values: Array<{ operator: string } | number>): number {
  let total = 0;
  let sign = 1;
  for (const value of values) {
    if (typeof value === "number") total += sign * value;
    else sign = value.operator === "-" ? -1 : 1;
  }
  return total;
}

export class Roll {
  data: Data;
  options: Data;
  terms: RollTerm[];
  _dice: DiceTerm[] = [];
  _formula: string;
  _evaluated = false;
  _total: number | undefined = undefined;
  /** The roll at the root of the evaluation tree (a roll inside a term). */
  _root: Roll | undefined = undefined;

  constructor(formula = "", data: Data = {}, options: Data = {}) {
    this.data = data;
    this.options = options;
    this.terms = formula ? parse(formula) : [];
    this._formula = this.resetFormula();
  }

  static getFormula(terms: RollTerm[]): string {
    return terms.map((t) => t.formula).join("");
  }

  /** Core: built from the terms each time. */
  get formula(): string {
    return (this.constructor as typeof Roll).getFormula(this.terms);
  }

  /** Core: the cached total as a number, 0 before evaluation. */
  get total(): number {
    return Number(this._total) || 0;
  }

  get result(): string {
    return this.terms.map((t) => t.total).join("");
  }

  get isDeterministic(): boolean {
    return this.terms.every((t) => t.isDeterministic);
  }

  get dice(): DiceTerm[] {
    return this._dice.concat(this.terms.flatMap((t) => (t instanceof DiceTerm ? [...t.dice, t] : [])));
  }

  resetFormula(): string {
    return (this._formula = (this.constructor as typeof Roll).getFormula(this.terms));
  }

  /** Core: a new roll of the same formula, data and options, not evaluated. */
  clone(): this {
    return new (this.constructor as new (f: string, d: Data, o: Data) => this)(this._formula, this.data, this.options);
  }

  toString(): string {
    return this._formula;
  }

  /** Core: once per roll; only these four options reach the terms. */
  async evaluate({ minimize = false, maximize = false, allowStrings = false, allowInteractive = true }: EvaluationOptions & { allowStrings?: boolean; allowInteractive?: boolean } = {}): Promise<this> {
    if (this._evaluated) throw immutable(this);
    this._evaluated = true;
    return this._evaluate({ minimize, maximize, allowStrings, allowInteractive });
  }

  /** The resolver of this roll's evaluation (core: `Roll#_resolver`). */
  _resolver: StandInRollResolver | undefined = undefined;

  /** Core: the resolver class for the user's configuration. */
  static resolverImplementation: typeof StandInRollResolver;

  /**
   * Core's evaluation: unless this roll is inside another one, interactive fulfillment is off or the
   * roll is minimized/maximized, a resolver first asks for the first results of every term that is
   * fulfilled interactively; then every term not evaluated yet is evaluated with the root roll as its
   * root (operators are evaluated already); then the resolver closes.
   */
  protected async _evaluate(options: EvaluationOptions = {}): Promise<this> {
    let resolver: StandInRollResolver | undefined;
    if (!this._root && options.allowInteractive !== false && options.maximize !== true && options.minimize !== true) {
      resolver = new (this.constructor as typeof Roll).resolverImplementation(this);
      this._resolver = resolver;
      await resolver.awaitFulfillment();
    }
    const values: Array<{ operator: string } | number> = [];
    for (const term of this.terms) {
      if (term instanceof OperatorTerm) {
        values.push(term);
        continue;
      }
      if (!term._evaluated) {
        term._root = this._root ?? this;
        await term.evaluate(options);
      }
      values.push(Number(term.total));
    }
    this._total = arithmetic(values);
    resolver?.close();
    return this;
  }

  /** Core's synchronous evaluation (`strict` by default). */
  evaluateSync({ minimize = false, maximize = false, allowStrings = false, strict = true }: EvaluationOptions & { allowStrings?: boolean } = {}): this {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable.`);
    this._evaluated = true;
    return this._evaluateSync({ minimize, maximize, allowStrings, strict });
  }

  /** Only deterministic terms (or minimized/maximized ones) evaluate; another throws when strict, counts 0 otherwise. */
  protected _evaluateSync(options: EvaluationOptions = {}): this {
    const values: Array<{ operator: string } | number> = [];
    for (const term of this.terms) {
      if (term instanceof OperatorTerm) {
        values.push(term);
        continue;
      }
      if (term._evaluated) values.push(Number(term.total));
      else if (RollTerm.isDeterministic(term, options)) {
        void term.evaluate(options);
        values.push(Number(term.total));
      } else if (options.strict) throw new Error("This Roll contains terms that cannot be synchronously evaluated.");
      else values.push(0);
    }
    this._total = arithmetic(values);
    return this;
  }

  /** Core: the total of the evaluated terms (a non-number throws). */
  protected _evaluateTotal(): number {
    const total = arithmetic(this.terms.map((t) => (t instanceof OperatorTerm ? t : Number(t.total))));
    if (!Number.isFinite(total)) throw new Error(`Roll "${this.formula}" has a non-numeric total`);
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

  async toMessage(messageData: Data = {}, { rollMode, messageMode, create = true }: { rollMode?: string; messageMode?: string; create?: boolean } = {}): Promise<unknown> {
    const g = globalThis as unknown as {
      game: { user: { id: string }; users: { contents: Array<{ id: string; isGM: boolean }> }; release?: { generation: number } };
      ChatMessage: { create(data: Data): Promise<unknown> };
    };
    const v14 = (g.game.release?.generation ?? 13) >= 14;
    // Foundry 14 knows `messageMode` (public, gm, blind, self, ic); its `rollMode` is deprecated and
    // translated (publicroll → public …). Foundry 13 knows only `rollMode` (a `messageMode` is ignored).
    let mode: string | undefined;
    if (v14) {
      if (rollMode !== undefined) rollDeprecations.push("The rollMode option of Roll#toMessage is deprecated in favor of messageMode");
      mode = messageMode ?? (rollMode === undefined ? undefined : (ROLL_TO_MESSAGE_MODE[rollMode] ?? rollMode));
    } else mode = rollMode;
    // Each generation applies only its own names (13's applyRollMode: an unknown name is public).
    const [gm, blindMode, self] = v14 ? ["gm", "blind", "self"] : ["gmroll", "blindroll", "selfroll"];
    const blind = mode === blindMode;
    if (!this._evaluated) await this.evaluate({ allowInteractive: !blind });
    const data: Data = { author: g.game.user.id, content: String(this.total), ...messageData, rolls: [JSON.stringify(this.toJSON())] };
    const gms = g.game.users.contents.filter((u) => u.isGM).map((u) => u.id);
    if (mode === gm || blind) data.whisper = gms;
    if (blind) data.blind = true;
    if (mode === self) data.whisper = [g.game.user.id];
    return create ? g.ChatMessage.create(data) : data;
  }

  /** Core: the roll class named in the data (from `CONFIG.Dice.rolls`) restores it. */
  static fromData(data: Data): Roll {
    if (data.class && data.class !== this.name) {
      const cls = installedConfig().Dice.rolls.find((c) => c.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${String(data.class)} instance from provided data`);
      return cls.fromData(data);
    }
    const roll = new this(String(data.formula), data.data as Data | undefined, data.options as Data | undefined);
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

  /** Core: a roll of the given terms, which must be all evaluated or none (operators aside). */
  static fromTerms(terms: RollTerm[], options: Data = {}): Roll {
    if (!terms.every((t) => t instanceof RollTerm)) throw new Error("All provided terms must be RollTerm instances");
    const allEvaluated = terms.every((t) => t._evaluated);
    const noneEvaluated = terms.every((t) => !t._evaluated || t instanceof OperatorTerm);
    if (!(allEvaluated || noneEvaluated)) throw new Error("You can only call Roll.fromTerms with an array of terms which are either all evaluated, or none evaluated");
    const roll = new this(this.getFormula(terms), {}, options);
    roll.terms = terms;
    roll._evaluated = allEvaluated;
    if (allEvaluated) roll._total = roll._evaluateTotal();
    return roll;
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

/** Foundry 14's translation of a deprecated roll mode into a message mode. */
const ROLL_TO_MESSAGE_MODE: Record<string, string> = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };
/** Deprecation warnings Foundry 14 would log for our rolls (tests expect none). */
export const rollDeprecations: string[] = [];

/** Install the stand-ins on globalThis (idempotent; keeps what other stand-ins installed). */
export function installDice(): void {
  const g = globalThis as unknown as { foundry?: Data; CONFIG?: Data };
  const foundry = (g.foundry ??= {});
  foundry.dice = { Roll, terms: { RollTerm, DiceTerm, Die, OperatorTerm, NumericTerm } };
  const config = (g.CONFIG ??= {});
  rollDeprecations.length = 0;
  config.Dice = {
    // Foundry 13's roll modes (on 14 a deprecated copy; the choices are CONFIG.ChatMessage.modes).
    rollModes: {
      publicroll: { label: "CHAT.RollPublic", icon: "fa-solid fa-globe" },
      gmroll: { label: "CHAT.RollPrivate", icon: "fa-solid fa-user-secret" },
      blindroll: { label: "CHAT.RollBlind", icon: "fa-solid fa-eye-slash" },
      selfroll: { label: "CHAT.RollSelf", icon: "fa-solid fa-user" },
    },
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
