/**
 * Token moves in a running combat (issue 35, token ruler): PhaseSixTokenDocument charges a move
 * before it happens (`_preUpdateMovement`) — a player's move spends the actions from the tracker and
 * is refused when they are missing, the GM moves freely, the world setting decides — and an undone
 * move gives its actions back. Real PhaseSixCombatant and PhaseSixTokenDocument on the stand-ins of
 * tests/foundry (v13's movement pre-update and the token layer's undo).
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import type { ActorOptions, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor, StandInCombatant as StandInCombatantClass } from "../foundry/combat-documents.ts";
import "../foundry/token-document.ts";
import type { StandInTokenDocument } from "../foundry/token-document.ts";
import type { Notice } from "../foundry/game.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { PhaseSixTokenDocument } from "../../src/documents/token.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { movePlanOf } from "../../src/documents/token-movement.ts";

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant;
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => StandInCombat;
type TokenOptions = ConstructorParameters<typeof StandInTokenDocument>[0];
const Token6 = PhaseSixTokenDocument as unknown as new (options: TokenOptions) => StandInTokenDocument;

interface Fixture {
  token: StandInTokenDocument;
  hero: PhaseSixCombatant;
  combat: StandInCombat;
  notices: Notice[];
}

/** Hagen (Quickness 3: walk 4 m, run 8 m) in a started combat, on his own turn with 2 actions. */
async function fixture(options: { user?: StandInUser; hero?: ActorOptions; settings?: Record<string, unknown>; round?: number; units?: string } = {}): Promise<Fixture> {
  const actor = new StandInActor({ name: "Hagen", owners: ["alice"], attributes: { quickness: 3 }, ...options.hero });
  const hero = new Combatant6({ id: "hero", actor: actor as never });
  const combat = new Combat6("c1", [hero], options.round ?? 1);
  const notices = installGame({ users: [gm, alice], user: gm, combats: [combat], settings: { "phasesix.movementActions": "players", ...options.settings } });
  registerQueries();
  if (combat.started) await combat.startTurn(hero as unknown as StandInCombatant);
  (globalThis as unknown as { game: { user: StandInUser } }).game.user = options.user ?? alice;
  const token = new Token6({ actor: actor as never, combatant: hero as never, units: options.units ?? "m" });
  return { token, hero, combat, notices };
}

const actions = (c: PhaseSixCombatant) => c.phaseSix?.actions.value;

describe("a player's move in a running combat", () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await fixture();
  });

  it("spends one action for a run within Quickness + 5 m, and the token arrives", async () => {
    expect(actions(f.hero)).toBe(2);
    expect(await f.token.move([{ x: 700, y: 0 }])).toBe(true); // 7 m: rennen
    expect(actions(f.hero)).toBe(1);
    expect(f.token.x).toBe(700);
  });

  it("spends two actions for 12 m (a run and a walk)", async () => {
    expect(await f.token.move([{ x: 800, y: 0 }, { x: 800, y: 400 }])).toBe(true);
    expect(actions(f.hero)).toBe(0);
  });

  it("is refused when the actions are missing: the token stays and a warning says what it needs", async () => {
    expect(await f.token.move([{ x: 1700, y: 0 }])).toBe(false); // 17 m: three actions
    expect(f.token.x).toBe(0);
    expect(actions(f.hero)).toBe(2);
    expect(f.notices.at(-1)).toEqual({ level: "warn", message: "This move needs 3 actions; 2 left." });
  });

  it("gives the actions back when the move is undone (only that move's)", async () => {
    await f.token.move([{ x: 300, y: 0 }]); // gehen: 1 action
    await f.token.move([{ x: 300, y: 700 }]); // rennen: 1 action
    expect(actions(f.hero)).toBe(0);
    await f.token.undoLastMove();
    expect(f.token.y).toBe(0);
    expect(actions(f.hero)).toBe(1);
    await f.token.undoLastMove();
    expect(f.token.x).toBe(0);
    expect(actions(f.hero)).toBe(2);
    expect(f.hero.phaseSix?.moves).toEqual([]);
  });

  it("costs twice as many actions with a raised shield block (reach halved)", async () => {
    await f.hero.update({ system: { shieldBlock: true } });
    expect(await f.token.move([{ x: 700, y: 0 }])).toBe(true); // 7 m with run 4 m: two actions
    expect(actions(f.hero)).toBe(0);
  });

  it("crawls while hunkered: Quickness 3 crawls 3 m per action", async () => {
    const g = await fixture({ hero: { attributes: { quickness: 3 }, conditions: { hunkered: 1 } } });
    expect(await g.token.move([{ x: 700, y: 0 }])).toBe(false); // 7 m crawling: three actions, two left
    expect(await g.token.move([{ x: 400, y: 0 }])).toBe(true); // 4 m crawling: two actions (a run would be one)
    expect(actions(g.hero)).toBe(0);
  });

  it("is refused for a Dying combatant", async () => {
    const g = await fixture({ hero: { conditions: { dying: 1 } } });
    expect(await g.token.move([{ x: 100, y: 0 }])).toBe(false);
    expect(g.notices.at(-1)?.message).toBe("Dying or unconscious: no move.");
  });

  it("measures a scene in feet in metres (10 ft ≈ 3 m: a walk)", async () => {
    const g = await fixture({ units: "ft" });
    expect(movePlanOf(g.token as never).metresPerUnit).toBeCloseTo(0.3048);
    expect(await g.token.move([{ x: 2600, y: 0 }])).toBe(true); // 26 ft ≈ 7.9 m: one run
    expect(actions(g.hero)).toBe(1);
  });
});

describe("a player who may not write the combatant", () => {
  it("has the active GM spend the move's actions, and give them back on the undo", async () => {
    StandInCombatantClass.withSystem(false);
    try {
      const f = await fixture();
      expect(await f.token.move([{ x: 700, y: 0 }])).toBe(true);
      expect(actions(f.hero)).toBe(1);
      await f.token.undoLastMove();
      expect(actions(f.hero)).toBe(2);
    } finally {
      StandInCombatantClass.withSystem(true);
    }
  });
});

describe("moves that cost nothing", () => {
  it("outside a running combat the move is free", async () => {
    const f = await fixture({ round: 0 });
    expect(await f.token.move([{ x: 1700, y: 0 }])).toBe(true);
    expect(actions(f.hero)).toBe(0);
  });

  it("the GM moves freely under the default setting", async () => {
    const f = await fixture({ user: gm });
    expect(await f.token.move([{ x: 1700, y: 0 }])).toBe(true);
    expect(actions(f.hero)).toBe(2);
  });

  it("with the setting off nobody pays", async () => {
    const f = await fixture({ settings: { "phasesix.movementActions": "off" } });
    expect(await f.token.move([{ x: 700, y: 0 }])).toBe(true);
    expect(actions(f.hero)).toBe(2);
  });

  it("with 'everyone' the GM's move spends what the combatant has and is never refused", async () => {
    const f = await fixture({ user: gm, settings: { "phasesix.movementActions": "everyone" } });
    expect(await f.token.move([{ x: 1700, y: 0 }])).toBe(true); // needs 3, has 2
    expect(actions(f.hero)).toBe(0);
    await f.token.undoLastMove();
    expect(actions(f.hero)).toBe(2);
  });
});
