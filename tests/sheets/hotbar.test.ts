/**
 * Dropping a rollable trait on the hotbar (src/applications/macros.ts → `onHotbarDrop`, the
 * `hotbarDrop` hook): a macro is created and assigned to the slot — unless the hotbar is locked.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import "../foundry/actor-document.ts";
import "../foundry/item-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { macroDragData, onHotbarDrop } from "../../src/applications/macros.ts";

interface StoredMacro {
  name: string;
  command: string;
  author: { id: string };
}

let macros: StoredMacro[];
let assigned: Array<{ macro: StoredMacro; slot: number }>;

beforeEach(() => {
  const player = Object.assign(new StandInUser("p1", "Player"), {
    assignHotbarMacro: async (macro: StoredMacro, slot: number) => void assigned.push({ macro, slot }),
  });
  installGame({ users: [player], user: player });
  macros = [];
  assigned = [];
  const g = globalThis as unknown as Record<string, unknown>;
  (g.game as Record<string, unknown>).macros = { find: (test: (m: StoredMacro) => boolean) => macros.find(test) };
  g.Macro = {
    implementation: {
      create: async (data: Omit<StoredMacro, "author">) => {
        const macro = { ...data, author: { id: "p1" } };
        macros.push(macro);
        return macro;
      },
    },
  };
});

const perception = macroDragData({ uuid: "Actor.mara" }, "skill", "perception");

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe("hotbar drop", () => {
  it("makes a roll macro in the slot of an unlocked hotbar", async () => {
    expect(onHotbarDrop({ locked: false }, perception, 3)).toBe(false);
    await settle();
    expect(macros).toHaveLength(1);
    expect(macros[0].command).toContain('"key":"perception"');
    expect(assigned.map((a) => a.slot)).toEqual([3]);
  });

  it("changes nothing on a locked hotbar and leaves the drop to core (which refuses it too)", async () => {
    expect(onHotbarDrop({ locked: true }, perception, 3)).toBe(true);
    await settle();
    expect(macros).toEqual([]);
    expect(assigned).toEqual([]);
  });
});
