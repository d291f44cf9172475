/**
 * A spell's duration formula, resolved for one casting (rulebook-de.md → Zauberwerte: Dauer). The
 * formula is written with `power`, `magicLevel`, whole numbers, `+ - * /` and parentheses, and may
 * end in a die ("magicLevel d6", "(power*2) d6", "4d6"): the number of d6 to roll. Spelling is
 * forgiving ("Power+Magic level", "Spell Power" → power), so appendix text reads as written.
 */

/** The resolved duration: a number of units, or a number of d6 to roll; null when unreadable. */
export type ResolvedDuration = { kind: "fixed"; amount: number } | { kind: "dice"; dice: number } | null;

type Token = { type: "number"; value: number } | { type: "op"; value: string };

function tokenize(expression: string, values: { power: number; magicLevel: number }): Token[] | null {
  const text = expression
    .toLowerCase()
    .replace(/spell\s*power/g, "power")
    .replace(/magic\s*level/g, "magiclevel")
    .replace(/\s+/g, "");
  const tokens: Token[] = [];
  const pattern = /(\d+)|(power)|(magiclevel)|([-+*/()])/y;
  while (pattern.lastIndex < text.length) {
    const match = pattern.exec(text);
    if (!match) return null;
    if (match[1]) tokens.push({ type: "number", value: Number(match[1]) });
    else if (match[2]) tokens.push({ type: "number", value: values.power });
    else if (match[3]) tokens.push({ type: "number", value: values.magicLevel });
    else tokens.push({ type: "op", value: match[4] });
  }
  return tokens;
}

/** Evaluates + - * / and parentheses over the tokens (integer division rounds down); null on bad syntax. */
function evaluate(tokens: Token[]): number | null {
  let position = 0;
  const peek = () => tokens[position];
  function factor(): number | null {
    const token = peek();
    if (!token) return null;
    position++;
    if (token.type === "number") return token.value;
    if (token.value === "-") {
      const inner = factor();
      return inner === null ? null : -inner;
    }
    if (token.value !== "(") return null;
    const inner = sum();
    const close = peek();
    if (inner === null || close?.type !== "op" || close.value !== ")") return null;
    position++;
    return inner;
  }
  function product(): number | null {
    let left = factor();
    while (left !== null && peek()?.type === "op" && (peek()?.value === "*" || peek()?.value === "/")) {
      const op = peek()?.value;
      position++;
      const right = factor();
      if (right === null || (op === "/" && right === 0)) return null;
      left = op === "*" ? left * right : Math.floor(left / right);
    }
    return left;
  }
  function sum(): number | null {
    let left = product();
    while (left !== null && peek()?.type === "op" && (peek()?.value === "+" || peek()?.value === "-")) {
      const op = peek()?.value;
      position++;
      const right = product();
      if (right === null) return null;
      left = op === "+" ? left + right : left - right;
    }
    return left;
  }
  const result = sum();
  return position === tokens.length ? result : null;
}

/**
 * Resolves a duration formula for a casting with `power` (after successes) at `magicLevel`:
 * "(power+magicLevel)*2" at power 3, level 3 → 12; "magicLevel d6" → 3 dice; "" → null (instant
 * or unreadable: show the formula as written).
 */
export function resolveDuration(formula: string, values: { power: number; magicLevel: number }): ResolvedDuration {
  const trimmed = formula.trim();
  if (trimmed === "") return null;
  const dice = /^(.*?)\s*[dw]6$/i.exec(trimmed);
  const expression = dice ? dice[1] : trimmed;
  const tokens = tokenize(dice && expression.trim() === "" ? "1" : expression, values);
  const amount = tokens ? evaluate(tokens) : null;
  if (amount === null) return null;
  const whole = Math.max(0, amount);
  return dice ? { kind: "dice", dice: whole } : { kind: "fixed", amount: whole };
}
