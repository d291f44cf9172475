import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { scriptedFaces } from "../dice/faces.ts";
import {
  HUMAN_MOUNTING_POINTS,
  biolastMinRollIncrease,
  biolastPenalty,
  bodyModificationState,
  creationEnergyBalance,
  isMedicine,
  isRunning,
  medicineKnowledge,
  onlineAfterRest,
  regionLoads,
  rollFailureDice,
  surgeryCheck,
  surgeryKind,
  surgeryMinRoll,
  surgeryOutcome,
  switchOnConsequence,
  switchRefusal,
} from "./body-modifications.ts";
import type { FittedModification } from "./body-modifications.ts";

function mod(partial: Partial<FittedModification> & { id: string }): FittedModification {
  return { name: partial.id, biolast: 0, energy: 0, activation: "passive", active: false, offline: false, location: "torso", points: 1, ...partial };
}

describe("Biolast (Körpermodifikationen → Charakterwerte → Biolast)", () => {
  it("is the sum of the fitted modifications' Biolast", () => {
    const state = bodyModificationState([mod({ id: "a", biolast: 2 }), mod({ id: "b", biolast: 3, location: "head" })]);
    expect(state.biolast).toBe(5);
    expect(state.doubled).toBe(false);
  });

  it("loses 1/2/3 Endurance and rest dice above 5/10/15, the highest step only (Auswirkungen von Biolast)", () => {
    expect([0, 5, 6, 10, 11, 15, 16, 40].map(biolastPenalty)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it("raises the min roll of healing and own spells by half the Biolast rounded up (Auswirkungen von Biolast)", () => {
    expect([0, 1, 2, 3, 7, 16].map(biolastMinRollIncrease)).toEqual([0, 1, 1, 2, 4, 8]);
  });

  it("counts all Biolast double while a region is overloaded (Befestigungspunkte)", () => {
    const fits = [mod({ id: "arm", biolast: 3, location: "leftArm", points: 3 }), mod({ id: "eye", biolast: 1, location: "head" })];
    expect(bodyModificationState(fits).biolast).toBe(4);
    const overloaded = [...fits, mod({ id: "blade", biolast: 2, location: "rightArm", points: 1 })];
    const state = bodyModificationState(overloaded);
    expect(state.doubled).toBe(true);
    expect(state.baseBiolast).toBe(6);
    expect(state.biolast).toBe(12);
    expect(state.penalty).toBe(2);
  });

  it("never lowers the Biolast when a modification is added (property)", () => {
    const arb = fc.array(fc.record({ biolast: fc.integer({ min: 0, max: 6 }), points: fc.integer({ min: 1, max: 3 }), location: fc.constantFrom("head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg" as const) }), { maxLength: 8 });
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 6 }), (list, extra) => {
        const mods = list.map((m, i) => mod({ id: String(i), ...m }));
        const more = [...mods, mod({ id: "x", biolast: extra, location: "head" })];
        expect(bodyModificationState(more).biolast).toBeGreaterThanOrEqual(bodyModificationState(mods).biolast);
      }),
    );
  });
});

describe("Mounting points (Körpermodifikationen → Befestigungspunkte)", () => {
  it("gives a human head 3, torso 5, arms 3, legs 3", () => {
    expect(HUMAN_MOUNTING_POINTS).toEqual({ head: 3, torso: 5, arms: 3, legs: 3 });
  });

  it("counts both arms against the arms' points and both legs against the legs'", () => {
    const loads = regionLoads([mod({ id: "l", location: "leftArm", points: 2 }), mod({ id: "r", location: "rightArm", points: 2 }), mod({ id: "k", location: "leftLeg", points: 1 })]);
    expect(loads.find((l) => l.region === "arms")).toEqual({ region: "arms", used: 4, available: 3, overloaded: true });
    expect(loads.find((l) => l.region === "legs")).toEqual({ region: "legs", used: 1, available: 3, overloaded: false });
  });
});

describe("Energy (Körpermodifikationen → Charakterwerte → Energie)", () => {
  const generator = mod({ id: "gen", energy: -8 });
  const sensor = mod({ id: "sensor", energy: 2, location: "head" });
  const blade = mod({ id: "blade", energy: 3, activation: "activatable", location: "leftArm" });

  it("balances production against the draw of passive and switched-on modifications only", () => {
    expect(bodyModificationState([generator, sensor, blade]).balance).toBe(6);
    expect(bodyModificationState([generator, sensor, { ...blade, active: true }]).balance).toBe(3);
  });

  it("lets an offline modification neither draw nor produce", () => {
    expect(bodyModificationState([{ ...generator, offline: true }, sensor]).balance).toBe(-2);
    expect(isRunning({ ...blade, active: true, offline: true })).toBe(false);
  });

  it("rolls Resistance at min roll + surplus when switching on with a surplus of 10 mA or more (Energieüberschuss)", () => {
    const big = mod({ id: "reactor", energy: -14 });
    expect(switchOnConsequence([big, blade], "blade")).toEqual({ kind: "discharge", surplus: 11, minRollIncrease: 11 });
    expect(switchOnConsequence([mod({ id: "r", energy: -13 }), blade], "blade")).toEqual({ kind: "discharge", surplus: 10, minRollIncrease: 10 });
    expect(switchOnConsequence([mod({ id: "r", energy: -12 }), blade], "blade")).toEqual({ kind: "none" });
  });

  it("rolls as many dice as the deficit when switching on with a deficit; each 1 takes one offline (Energiedefizit)", () => {
    expect(switchOnConsequence([sensor, blade], "blade")).toEqual({ kind: "failures", deficit: 5, dice: 5 });
    expect(rollFailureDice(5, scriptedFaces([1, 4, 1, 6, 2]))).toEqual({ faces: [1, 4, 1, 6, 2], failures: 2 });
  });

  it("brings offline modifications back at the next rest", () => {
    expect(onlineAfterRest([{ ...sensor, offline: true }])[0].offline).toBe(false);
  });

  it("sums every fitted modification for the builder's check", () => {
    expect(creationEnergyBalance([generator, sensor, blade])).toBe(3);
    expect(creationEnergyBalance([sensor, blade])).toBe(-5);
  });
});

describe("Switching and surgery (Körpermodifikationen → Aktivierbare und passive Modifikationen, Modifikationen integrieren)", () => {
  it("never switches a passive modification, nor an offline one", () => {
    expect(switchRefusal({ activation: "passive", offline: false })).toBe("passive");
    expect(switchRefusal({ activation: "activatable", offline: true })).toBe("offline");
    expect(switchRefusal({ activation: "activatable", offline: false })).toBeNull();
  });

  it("sets the surgeon's Medicine roll at their min roll + the modification's Biolast", () => {
    expect(surgeryMinRoll(5, 3)).toBe(8);
    expect(surgeryMinRoll(4, 0)).toBe(4);
  });
});

describe("Surgery (Körpermodifikationen → Modifikationen integrieren / Modifikationen ausbauen)", () => {
  it("raises the Medicine roll's min roll by the modification's Biolast: a human surgeon (5) on a Cyberarm (Biolast 4) rolls at 9", () => {
    expect(surgeryMinRoll(5, 4)).toBe(9);
    const check = surgeryCheck("k-medicine", 4);
    expect(check).toEqual({ kind: "knowledge", key: "k-medicine", options: { diceModifier: 0, minRollModifier: 4 } });
    expect(surgeryMinRoll(5, check.options.minRollModifier)).toBe(9);
  });

  it("adds nothing for a modification without Biolast, and never lowers the min roll", () => {
    expect(surgeryCheck("k", 0).options.minRollModifier).toBe(0);
    expect(surgeryCheck("k", -2).options.minRollModifier).toBe(0);
    fc.assert(fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 2, max: 12 }), (biolast, own) => surgeryMinRoll(own, surgeryCheck("k", biolast).options.minRollModifier) === own + biolast));
  });

  it("fits a removed modification and removes a fitted one", () => {
    expect(surgeryKind(true)).toBe("remove");
    expect(surgeryKind(false)).toBe("fit");
  });

  it("needs the roll passed (one success): then the modification is fitted or removed, else it stays as it was", () => {
    expect(surgeryOutcome("fit", 1)).toEqual({ success: true, fitted: true });
    expect(surgeryOutcome("remove", 3)).toEqual({ success: true, fitted: false });
    expect(surgeryOutcome("fit", 0)).toEqual({ success: false, fitted: null });
    expect(surgeryOutcome("remove", 0)).toEqual({ success: false, fitted: null });
  });

  it("takes the surgeon's Medicine knowledge in either language (Medizin, Medicine, Medical science), nothing else", () => {
    expect(isMedicine("Medizin")).toBe(true);
    expect(isMedicine("Medical science")).toBe(true);
    expect(isMedicine("Medicine")).toBe(true);
    expect(isMedicine("Erste Hilfe")).toBe(false);
    expect(isMedicine("Biomedizintechnik")).toBe(false);
    const knowledge = [{ id: "a", name: "Etikette" }, { id: "b", name: "Medical science" }];
    expect(medicineKnowledge(knowledge)?.id).toBe("b");
    expect(medicineKnowledge([{ id: "a", name: "Etikette" }])).toBeNull();
  });
});
