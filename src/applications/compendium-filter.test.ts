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

  it("hides nothing when the settings cannot be read (no restriction)", () => {
    expect(unavailableEntryIds(entries, { era: null, extensions: ["magic"], world: null }).size).toBe(0);
  });
});
