/**
 * Issue 21: the NPCs we ship fit their roles. Every armed NPC can use its weapons (its best attack
 * skill among its weapons is 2 or more); guards, soldiers, spies and hunters notice (Perception 2 or
 * more); NEXUS has at least ten NPCs of its own. The values are read from the committed packs, which
 * npc-packs.test.ts holds to a fresh generation from scripts/npcs/npcs.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NPCS } from "../../scripts/npcs/npcs.ts";
import type { FolderDocument, Language, NpcDocument } from "../../scripts/npcs/build.ts";
import { LANGUAGES, PACKS_ROOT, npcPack } from "../../scripts/npcs/build.ts";

function documents(language: Language): Array<NpcDocument | FolderDocument> {
  const dir = path.join(PACKS_ROOT, npcPack(language));
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as NpcDocument | FolderDocument);
}

function actors(language: Language): Map<string, NpcDocument> {
  const npcs = documents(language).filter((d): d is NpcDocument => d._key.startsWith("!actors!"));
  return new Map(npcs.map((d) => [d.flags.phasesix.key, d]));
}

type AttackSkill = "handToHand" | "shooting" | "throwing";

/** The NPC's best attack skill among its embedded weapons (null when it carries none). */
function bestWeaponSkill(actor: NpcDocument): number | null {
  const skills = actor.items.filter((item) => item.type === "weapon").map((item) => actor.system.skills[(item.system as { skill: AttackSkill }).skill]);
  return skills.length === 0 ? null : Math.max(...skills);
}

describe("the NPCs' skills fit their roles (issue 21)", () => {
  it.each(LANGUAGES)("every armed NPC of the %s pack has an attack skill of 2 or more for one of its weapons", (language) => {
    const weak: string[] = [];
    let armed = 0;
    for (const [key, actor] of actors(language)) {
      const best = bestWeaponSkill(actor);
      if (best === null) continue;
      armed += 1;
      if (best < 2) weak.push(`${key}: ${best}`);
    }
    expect(armed).toBeGreaterThanOrEqual(40);
    expect(weak).toEqual([]);
  });

  it.each(LANGUAGES)("guards, soldiers, spies and hunters of the %s pack have Perception 2 or more", (language) => {
    const pack = actors(language);
    const watchful = NPCS.filter((npc) => npc.role !== undefined);
    const blind: string[] = [];
    for (const npc of watchful) {
      const actor = pack.get(npc.key);
      if (!actor) throw new Error(`${npc.key} missing in the ${language} pack`);
      if (actor.system.skills.perception < 2) blind.push(`${npc.key} (${String(npc.role)}): ${actor.system.skills.perception}`);
    }
    expect(blind).toEqual([]);
    expect(new Set(watchful.map((npc) => npc.role))).toEqual(new Set(["guard", "soldier", "spy", "hunter"]));
  });

  it("tags the NPCs whose trade is watching, fighting in ranks, spying or hunting with their role", () => {
    const role = (key: string) => NPCS.find((npc) => npc.key === key)?.role;
    expect(role("npc:town-guard")).toBe("guard");
    expect(role("npc:security-guard")).toBe("guard");
    expect(role("npc:toranian-guard")).toBe("guard");
    expect(role("npc:special-forces")).toBe("soldier");
    expect(role("npc:knight")).toBe("soldier");
    expect(role("npc:cold-war-spy")).toBe("spy");
    expect(role("npc:ancatir-scout")).toBe("hunter");
    expect(role("npc:bounty-hunter")).toBe("hunter");
  });

  it("lets the Cold War spy shoot and the knight fight with more than a novice's skill", () => {
    for (const language of LANGUAGES) {
      const pack = actors(language);
      expect(pack.get("npc:cold-war-spy")?.system.skills.shooting).toBeGreaterThanOrEqual(3);
      expect(pack.get("npc:knight")?.system.skills.handToHand).toBeGreaterThanOrEqual(3);
      expect(pack.get("npc:special-forces")?.system.skills.shooting).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(LANGUAGES)("files at least ten NPCs into the NEXUS folder of the %s pack", (language) => {
    const docs = documents(language);
    const folder = docs.find((d): d is FolderDocument => d._key.startsWith("!folders!") && d.name === "NEXUS");
    if (!folder) throw new Error(`no NEXUS folder in the ${language} pack`);
    const inNexus = [...actors(language).values()].filter((actor) => actor.folder === folder._id);
    expect(inNexus.length).toBeGreaterThanOrEqual(10);
    for (const actor of inNexus) expect(actor.flags.phasesix.worlds[0]).toBe("nexus");
  });
});
