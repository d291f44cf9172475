/**
 * Both licences are named where a user meets the package (issue 25): code MIT, compendium content
 * CC BY-NC-SA 4.0 with the credit "Phase Six by Sven Bröckling, phasesix.org". Foundry 13's package
 * manifest has one `license` field (a file path or address where the licence details are), so it
 * points to LICENSES.md, which names both; the description says them too, and the build ships the file.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, STATIC_ENTRIES } from "../scripts/paths.mjs";

const CREDIT = "Phase Six by Sven Bröckling, phasesix.org";
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")) as { license: string; description: string };
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

describe("licences", () => {
  it("system.json's license file names MIT for the code and CC BY-NC-SA 4.0 with the credit for the packs", () => {
    expect(manifest.license).toBe("LICENSES.md");
    const text = read(manifest.license);
    expect(text).toContain("MIT");
    expect(text).toContain("[LICENSE](LICENSE)");
    expect(text).toContain("CC BY-NC-SA 4.0");
    expect(text).toContain(CREDIT);
    expect(text).toContain("[packs/LICENSE](packs/LICENSE)");
  });

  it("the build ships the license file, and the files it links to exist", () => {
    expect(STATIC_ENTRIES).toContain(manifest.license);
    expect(fs.existsSync(path.join(ROOT, "LICENSE"))).toBe(true);
    expect(read("LICENSE")).toMatch(/^MIT License/);
    expect(read(path.join("packs", "LICENSE"))).toContain("CC BY-NC-SA 4.0");
  });

  it("system.json's description and the README name both licences and the credit", () => {
    for (const text of [manifest.description, read("README.md")]) {
      expect(text).toContain("MIT");
      expect(text).toContain("CC BY-NC-SA 4.0");
      expect(text).toContain(CREDIT);
    }
  });
});
