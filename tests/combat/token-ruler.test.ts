/**
 * The token ruler's labels and colours (issue 35): PhaseSixTokenRuler on the stand-in of v13's
 * TokenRuler (tests/foundry/token-ruler.ts) says per waypoint which movement the way there takes and
 * what it costs ("rennen · 1 Aktion"), colours the segment by that band, and in a running combat turns
 * a plan the combatant cannot pay red with what is left. The label is our template, rendered.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import { describe, expect, it } from "vitest";
import type { ActorOptions, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor } from "../foundry/combat-documents.ts";
import "../foundry/token-document.ts";
import type { StandInTokenDocument } from "../foundry/token-document.ts";
import type { RulerData, RulerInputWaypoint, StandInTokenRuler } from "../foundry/token-ruler.ts";
import { STAND_IN_USER_COLOUR } from "../foundry/token-ruler.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { PhaseSixTokenDocument } from "../../src/documents/token.ts";
import { PhaseSixTokenRuler, configureMovementActions } from "../../src/applications/canvas/token-ruler.ts";
import { RULER_BAND_COLOURS } from "../../src/applications/canvas/ruler-label.ts";

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant;
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => StandInCombat;
type TokenOptions = ConstructorParameters<typeof StandInTokenDocument>[0];
const Token6 = PhaseSixTokenDocument as unknown as new (options: TokenOptions) => StandInTokenDocument;
const Ruler6 = PhaseSixTokenRuler as unknown as new (token: { document: unknown }) => StandInTokenRuler;

/** A ruler for Hagen (Quickness 3: walk 4 m, run 8 m) with `left` actions in a running combat (or none). */
async function ruler(options: { lang?: "en" | "de"; left?: number | null; hero?: ActorOptions } = {}): Promise<{ ruler: StandInTokenRuler; hero: PhaseSixCombatant }> {
  const actor = new StandInActor({ name: "Hagen", owners: ["alice"], attributes: { quickness: 3 }, ...options.hero });
  const hero = new Combatant6({ id: "hero", actor: actor as never });
  const running = options.left !== null;
  const combat = new Combat6("c1", [hero], running ? 1 : 0);
  installGame({ users: [gm, alice], user: alice, combats: [combat], lang: options.lang ?? "en" });
  if (running) await hero.update({ system: { actions: { value: options.left ?? 2 } } });
  const token = new Token6({ actor: actor as never, combatant: hero as never });
  return { ruler: new Ruler6({ document: token }), hero };
}

const plan = (foundPath: RulerInputWaypoint[], history: RulerInputWaypoint[] = []): RulerData => ({
  passedWaypoints: history,
  pendingWaypoints: [],
  plannedMovement: { alice: { foundPath, history } },
});

/** The label texts (whitespace collapsed). */
async function labels(r: StandInTokenRuler): Promise<string[]> {
  await r.rendered;
  return r.labels.map((html) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
}

describe("the token ruler's labels", () => {
  it('says "rennen · 1 Aktion" for a 7 m drag in German', async () => {
    const { ruler: r } = await ruler({ lang: "de" });
    r.refresh(plan([{ x: 0, y: 0 }, { x: 700, y: 0 }]));
    expect(await labels(r)).toEqual(["7 m rennen · 1 Aktion"]);
  });

  it("names each waypoint's way from where the token stands: walk, run, then more actions", async () => {
    const { ruler: r } = await ruler({ left: 3 });
    r.refresh(plan([{ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 700, y: 0 }, { x: 1200, y: 0 }, { x: 2000, y: 0 }]));
    expect(await labels(r)).toEqual(["3 m walk · 1 action", "7 m run · 1 action", "12 m run, walk · 2 actions", "20 m 2 × run, walk · 3 actions"]);
    expect(r.segments.map((s) => s.style.color)).toEqual([RULER_BAND_COLOURS.walk, RULER_BAND_COLOURS.run, RULER_BAND_COLOURS.more, RULER_BAND_COLOURS.more]);
  });

  it("turns a plan the combatant cannot pay red and says what is left", async () => {
    const { ruler: r } = await ruler({ lang: "de", left: 1 });
    r.refresh(plan([{ x: 0, y: 0 }, { x: 1200, y: 0 }]));
    expect(await labels(r)).toEqual(["12 m rennen, gehen · 2 Aktionen (nur noch 1 übrig)"]);
    expect(r.segments[0].style.color).toBe(RULER_BAND_COLOURS.exceeds);
    expect(r.highlights.filter((h) => h.style.alpha !== 0).map((h) => h.style.color)).toContain(RULER_BAND_COLOURS.exceeds);
    expect(r.labels[0]).toContain("phasesix-move-exceeds");
  });

  it("counts the plan from where the token stands, not from the turn's earlier moves", async () => {
    const { ruler: r } = await ruler({ left: 1 });
    const history = [
      { x: 0, y: 0, movementId: "m1" },
      { x: 300, y: 0, movementId: "m1" },
    ];
    r.refresh(plan([{ x: 300, y: 0 }, { x: 300, y: 700 }], history));
    // the recorded move is labelled as it was (paid), the plan from its end on
    expect(await labels(r)).toEqual(["3 m walk · 1 action", "10 m run · 1 action"]);
  });

  it("crawls while hunkered and halves the reach with a raised shield block", async () => {
    const hunkered = await ruler({ hero: { attributes: { quickness: 3 }, conditions: { hunkered: 1 } } });
    hunkered.ruler.refresh(plan([{ x: 0, y: 0 }, { x: 300, y: 0 }]));
    expect(await labels(hunkered.ruler)).toEqual(["3 m crawl · 1 action"]);
    const shielded = await ruler({ left: 2 });
    await shielded.hero.update({ system: { shieldBlock: true } });
    shielded.ruler.refresh(plan([{ x: 0, y: 0 }, { x: 300, y: 0 }]));
    expect(await labels(shielded.ruler)).toEqual(["3 m run · 1 action"]);
  });

  it("says a Dying token cannot move", async () => {
    const { ruler: r } = await ruler({ hero: { conditions: { dying: 1 } } });
    r.refresh(plan([{ x: 0, y: 0 }, { x: 100, y: 0 }]));
    expect(await labels(r)).toEqual(["1 m Dying or unconscious: no move."]);
    expect(r.segments[0].style.color).toBe(RULER_BAND_COLOURS.stopped);
  });

  it("outside a combat shows the cost without comparing it", async () => {
    const { ruler: r } = await ruler({ left: null });
    r.refresh(plan([{ x: 0, y: 0 }, { x: 2000, y: 0 }]));
    expect(await labels(r)).toEqual(["20 m 2 × run, walk · 3 actions"]);
  });

  it("leaves a token without an actor to Foundry's ruler", async () => {
    installGame({ users: [gm, alice], user: alice });
    const r = new Ruler6({ document: new Token6({ actor: null }) });
    r.refresh(plan([{ x: 0, y: 0 }, { x: 700, y: 0 }]));
    expect(await labels(r)).toEqual(["7 m"]);
    expect(r.segments[0].style.color).toBe(STAND_IN_USER_COLOUR);
  });
});

describe("Foundry's movement actions", () => {
  it("a crawl costs its distance (robben has its own reach in the core; Foundry's double cost would count it twice)", () => {
    const actions: Record<string, { getCostFunction?: unknown }> = { crawl: { getCostFunction: () => (cost: number) => cost * 2 }, climb: { getCostFunction: () => (cost: number) => cost * 2 } };
    configureMovementActions(actions);
    const cost = (action: string) => ((actions[action].getCostFunction as () => (c: number) => number)())(3);
    expect(cost("crawl")).toBe(3);
    expect(cost("climb")).toBe(6);
  });
});
