import { describe, expect, it } from "vitest";
import { unavailableEntryIds } from "./compendium-filter.ts";

describe("unavailableEntryIds: what the compendium filter hides", () => {
  const entries = [
    { _id: "a", type: "weapon", system: { eras: ["middleAges", "antiquity"], extensions: [], worlds: [] } },
    { _id: "b", type: "weapon", system: { eras: ["modern"], extensions: [], worlds: [] } },
    { _id: "c", type: "spell", system: { eras: [], extensions: ["magic"], worlds: [] } },
    { _id: "d", type: "template", system: { eras: [], extensions: [], worlds: ["nexus"] } },
    { _id: "e", type: "gear" },
  ];

  it("hides other eras, inactive extensions and other worlds; untagged entries stay", () => {
    expect([...unavailableEntryIds(entries, { era: "middleAges", extensions: [], world: "tirakan" })]).toEqual(["b", "c", "d"]);
    expect([...unavailableEntryIds(entries, { era: "modern", extensions: ["magic"], world: "nexus" })]).toEqual(["a"]);
  });

  it("reads an actor's tags from its Phase Six flags (the NPC compendium): a necromancer needs the magic extension", () => {
    const npcs = [
      { _id: "knight", type: "npc", system: {}, flags: { phasesix: { eras: ["middleAges"], worlds: ["terra", "tirakan"], extensions: [] } } },
      { _id: "necromancer", type: "npc", system: {}, flags: { phasesix: { eras: ["middleAges"], worlds: ["terra", "tirakan"], extensions: ["magic"] } } },
      { _id: "drone", type: "npc", system: {}, flags: { phasesix: { eras: ["scienceFiction"], worlds: ["nexus"], extensions: [] } } },
      { _id: "handmade", type: "npc", system: { eras: ["modern"] } },
    ];
    expect([...unavailableEntryIds(npcs, { era: "middleAges", extensions: [], world: "tirakan" }, "Actor")]).toEqual(["necromancer", "drone"]);
    expect([...unavailableEntryIds(npcs, { era: "middleAges", extensions: ["magic"], world: "terra" }, "Actor")]).toEqual(["drone"]);
  });

  it("hides nothing when the settings cannot be read (no restriction)", () => {
    expect(unavailableEntryIds(entries, { era: null, extensions: ["magic"], world: null }).size).toBe(0);
  });
});
