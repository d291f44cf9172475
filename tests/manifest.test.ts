import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../scripts/paths.mjs";

interface PackEntry { name: string; label: string; path: string; type: string; system?: string }
interface Manifest {
  id: string; title: string; description: string; version: string;
  compatibility: { minimum: string; verified: string; maximum?: string };
  authors: Array<{ name: string }>;
  esmodules: string[]; styles: string[];
  languages: Array<{ lang: string; name: string; path: string }>;
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
  packs: PackEntry[];
  packFolders: Array<{ name: string; packs: string[]; folders: unknown[] }>;
  grid: { distance: number; units: string };
  primaryTokenAttribute: string; secondaryTokenAttribute: string;
  license: string; url: string; manifest: string; download: string;
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")) as Manifest;
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };

describe("system.json", () => {
  it("identifies the Phase Six system for Foundry 13", () => {
    expect(manifest.id).toBe("phasesix");
    expect(manifest.title).toBe("Phase Six");
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.compatibility.minimum).toBe("13");
    expect(manifest.compatibility.verified).toBe("13");
    expect(manifest.authors.length).toBeGreaterThan(0);
  });

  it("names as verified no Foundry generation the system was not run in, and shuts out none it supports", () => {
    // Foundry 14 is supported (its API, types and stand-ins) but the system was run only against Foundry 13's code.
    expect(Number(manifest.compatibility.verified)).toBe(13);
    expect(manifest.compatibility.maximum === undefined || Number(manifest.compatibility.maximum) >= 14).toBe(true);
  });

  it("has a semantic version equal to package.json's", () => {
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.version).toBe(pkg.version);
  });

  it("offers English and German", () => {
    expect(manifest.languages.map((l) => l.lang).sort()).toEqual(["de", "en"]);
  });

  it("declares the character, foe and npc actor types", () => {
    expect(Object.keys(manifest.documentTypes.Actor).sort()).toEqual(["character", "foe", "npc"]);
  });

  it("uses metres on a 1 m grid and health/arcana as token bars", () => {
    expect(manifest.grid).toEqual({ distance: 1, units: "m" });
    expect(manifest.primaryTokenAttribute).toBe("resources.health");
    expect(manifest.secondaryTokenAttribute).toBe("resources.arcana");
  });

  it("types no release links: build and package generate them from package.json's repository", () => {
    for (const field of ["url", "manifest", "download", "bugs", "readme", "changelog"]) expect(manifest, field).not.toHaveProperty(field);
  });

  it("files every pack into a pack folder, with unique names", () => {
    const names = manifest.packs.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    const foldered = manifest.packFolders.flatMap((f) => f.packs);
    expect(foldered.sort()).toEqual([...names].sort());
    for (const pack of manifest.packs) {
      expect(pack.path).toBe(`packs/${pack.name}`);
      expect(fs.existsSync(path.join(ROOT, "packs", pack.name)), `source folder packs/${pack.name}`).toBe(true);
    }
  });
});
