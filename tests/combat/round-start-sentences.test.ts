/** The round-start card says each save as a full sentence from the lang files (issue 14). */
import "../foundry/data-fields.ts";
import { describe, expect, it } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { roundStartCardLines, type RoundStartEntry } from "../../src/documents/combat-round.ts";

const gm = new StandInUser("gm", "GM", true);
const die = (faces: number[]) => ({ faces, total: faces.reduce((a, b) => a + b, 0), destiny: false });
const entry = (saves: RoundStartEntry["saves"]): RoundStartEntry => ({ combatantId: "a", name: "Hagen", hidden: false, dead: false, wounds: 0, saves });

describe("round-start card sentences", () => {
  it.each([
    ["en", ["Dying 2 → 3: the save failed (no success).", "Shocked 3 → 1: the save succeeded (2 successes).", "Bleeding 2: the save failed, 2 wounds (no success).", "Bleeding 1: the save failed, 1 wound (no success).", "Unconscious stays at 2: the save failed (1 success)."]],
    ["de", ["Sterbend 2 → 3: Rettungswurf misslungen (kein Erfolg).", "Geschockt 3 → 1: Rettungswurf gelungen (2 Erfolge).", "Blutend 2: Rettungswurf misslungen, 2 Wunden (kein Erfolg).", "Blutend 1: Rettungswurf misslungen, 1 Wunde (kein Erfolg).", "Bewusstlos bleibt bei 2: Rettungswurf misslungen (1 Erfolg)."]],
  ] as const)("in %s", (lang, expected) => {
    installGame({ users: [gm], user: gm, lang });
    const [line] = roundStartCardLines([
      entry([
        { condition: "dying", attribute: "resistance", dice: [die([2])], successes: 0, before: 2, after: 3, wounds: 0 },
        { condition: "shocked", attribute: "endurance", dice: [die([6, 1]), die([5])], successes: 2, before: 3, after: 1, wounds: 0 },
        { condition: "bleeding", attribute: "endurance", dice: [die([3])], successes: 0, before: 2, after: 2, wounds: 2 },
        { condition: "bleeding", attribute: "endurance", dice: [die([1])], successes: 0, before: 1, after: 1, wounds: 1 },
        { condition: "unconscious", attribute: "willpower", dice: [die([6, 2]), die([2])], successes: 1, before: 2, after: 2, wounds: 0 },
      ]),
    ]);
    expect(line.saves.map((s) => s.result)).toEqual(expected);
    expect(line.saves.map((s) => s.css)).toEqual(["bad", "good", "bad", "bad", "bad"]);
  });
});
