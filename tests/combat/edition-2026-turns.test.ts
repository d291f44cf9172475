/**
 * Quick Reaction at the start of a combat, on the Foundry layer (2026 combat chapter → "Beginn des
 * Kampfes" / "Blitzreaktion"): when the GM starts a combat in a world on the 2026 rulebook, every
 * combatant rolls Apprehension; one success gives one action usable only as a reaction until the
 * combatant's first turn refreshes its actions; the first round-start card lists the results. A world
 * on the 2025 rulebook rolls nothing. The GM can grant it or take it back afterwards. And innate
 * protection refills at the start of each own turn (2026 character chapter → "Schutz"), not for a turn
 * passed over, and not in 2025.
 */
import "../foundry/data-fields.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { describe, expect, it } from "vitest";
import type { StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor, StandInChatMessage } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { registerQueries } from "../../src/queries/combat-actions.ts";
import { registerDice } from "../../src/dice/index.ts";

registerDice();

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");

type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant & { initiative: number | null };
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => unknown;

/** Hagen (Apprehension 2) and a robber (Apprehension 1); the robber acts first (initiative 20 to 10). */
function fixture(edition: "2025" | "2026") {
  const hagen = new Combatant6({ id: "hero", actor: new StandInActor({ name: "Hagen", owners: ["alice"], attributes: { apprehension: 2 } }) });
  const robber = new Combatant6({ id: "foe", actor: new StandInActor({ name: "Räuber", attributes: { apprehension: 1 } }) });
  hagen.initiative = 10;
  robber.initiative = 20;
  const combat = new Combat6("c1", [hagen, robber], 0) as PhaseSixCombat & StandInCombat;
  installGame({ users: [gm, alice], user: gm, combats: [combat], settings: { "phasesix.edition": edition } });
  registerQueries();
  StandInChatMessage.created = [];
  return { combat, hagen, robber };
}

const actions = (c: PhaseSixCombatant) => c.phaseSix?.actions.value;

describe("Quick Reaction when a combat starts", () => {
  it("2026: a success gives one reaction-only action until the first turn; no success, none; the round card lists both", async () => {
    const { combat, hagen, robber } = fixture("2026");
    // Hagen rolls 5 and 2 (min roll 5+: one success), the robber 3 (none).
    scriptDiceFaces([5, 2, 3]);
    await combat.startCombat();
    expect([hagen.phaseSix?.quickReaction, actions(hagen)]).toEqual([true, 1]);
    // The robber's turn comes first and refreshes only the robber.
    expect(robber.phaseSix?.quickReaction).toBe(false);
    expect(actions(robber)).toBe(2);
    const card = String(StandInChatMessage.created.at(-1)?.content);
    expect(card).toContain("Hagen");
    expect(card).toContain("Räuber");
    expect(card).not.toMatch(/PHASESIX\./);
    // Nobody rolled a condition save: the card is titled by what it holds, the Quick Reactions.
    expect(card).toMatch(/<h3 class="phasesix-round-start-title">Round 1: Quick Reaction \(Apprehension\)<\/h3>/);
    expect(card).not.toContain("condition saves");
    expect(card).not.toContain("phasesix-round-start-list");
    // Hagen's own first turn ends the Quick Reaction: the actions refresh to the maximum.
    await combat.startTurn(hagen as unknown as StandInCombatant);
    expect([hagen.phaseSix?.quickReaction, actions(hagen)]).toEqual([false, 2]);
  });

  it("the first round's card lists the Quick Reactions also when another GM window started the combat", async () => {
    const { combat, hagen } = fixture("2026");
    // A second window of the GM (not the active GM's client) clicks "Begin combat".
    const window2 = new StandInUser("gm2", "GM (second window)", true);
    installGame({ users: [gm, alice, window2], user: window2, combats: [combat], settings: { "phasesix.edition": "2026" } });
    registerQueries();
    scriptDiceFaces([5, 2, 3]);
    await combat.startCombat();
    expect(StandInChatMessage.created).toHaveLength(0);
    expect(hagen.phaseSix?.quickReaction).toBe(true);
    // The round starts on the active GM's client: its own copy of the combat, read from the database.
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = gm;
    const copy = new Combat6("c1", [...combat.combatants.contents], 1) as PhaseSixCombat & StandInCombat;
    copy.flags = structuredClone(combat.flags);
    await copy.startRound(1);
    const card = String(StandInChatMessage.created.at(-1)?.content);
    expect(card).toContain("Hagen");
    expect(card).toContain("Räuber");
    expect(card).toContain("Quick Reaction");
    // Shown once: the rolls leave the combat's flags with the card.
    expect(copy.pendingQuickReactions).toEqual([]);
  });

  it("2025: nobody rolls, everyone waits with 0 actions for the first turn", async () => {
    const { combat, hagen } = fixture("2025");
    scriptDiceFaces([]); // any die thrown would fail the test: out of faces
    await combat.startCombat();
    expect([hagen.phaseSix?.quickReaction, actions(hagen)]).toEqual([false, 0]);
  });

  it("the GM grants a Quick Reaction the roll denied, and takes it back", async () => {
    const { combat, hagen } = fixture("2026");
    scriptDiceFaces([1, 2, 3]);
    await combat.startCombat();
    expect(actions(hagen)).toBe(0);
    await hagen.setQuickReaction(true);
    expect([hagen.phaseSix?.quickReaction, actions(hagen)]).toEqual([true, 1]);
    await hagen.setQuickReaction(false);
    expect([hagen.phaseSix?.quickReaction, actions(hagen)]).toEqual([false, 0]);
  });
});

describe("innate protection at the start of the own turn", () => {
  const refills = (c: PhaseSixCombatant) => (c.actor as unknown as StandInActor).innateRefills;

  it("2026: refills on each own turn that really starts, not on one passed over", async () => {
    const { combat, hagen, robber } = fixture("2026");
    scriptDiceFaces([1, 1, 1]);
    await combat.startCombat(); // the robber's turn
    expect([refills(robber), refills(hagen)]).toEqual([1, 0]);
    await combat.startTurn(hagen as unknown as StandInCombatant);
    expect(refills(hagen)).toBe(1);
    // "Next round" passes over the turns left: core calls the turn start with skipped.
    await (combat as unknown as { _onStartTurn(c: unknown, context: object): Promise<void> })._onStartTurn(hagen, { round: 1, turn: 1, skipped: true });
    expect(refills(hagen)).toBe(1);
  });

  it("2025: never refills during the combat", async () => {
    const { combat, hagen, robber } = fixture("2025");
    await combat.startCombat();
    await combat.startTurn(hagen as unknown as StandInCombatant);
    expect([refills(robber), refills(hagen)]).toEqual([0, 0]);
  });
});
