/**
 * The knowledge → skill table read from compendium indexes (src/data/actor/knowledge-links.ts):
 * each pack is read on its own, so a broken module pack does not stop the others.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { readKnowledgeSources, setKnowledgeLinks } from "../../src/data/actor/knowledge-links.ts";

afterEach(() => vi.restoreAllMocks());

describe("knowledge links from compendium packs", () => {
  it("skips a pack that fails and still reads every other pack", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { entries, failed } = await readKnowledgeSources([
      { name: "phasesix.knowledge-en", entries: async () => [{ name: "Accounting", type: "knowledge", system: { skill: "investigation" } }] },
      { name: "broken-module.items", entries: async () => Promise.reject(new Error("corrupt database")) },
      { name: "other-module.items", entries: async () => [{ name: "Falconry", type: "knowledge", system: { skill: "nature" } }] },
    ]);
    expect(failed).toEqual(["broken-module.items"]);
    expect(warn).toHaveBeenCalledOnce();
    expect(setKnowledgeLinks(entries)).toEqual({ accounting: "investigation", falconry: "nature" });
  });
});
