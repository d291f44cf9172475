/** First steps point a new player to the character builder, not to dragging templates (issue 24). */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../scripts/paths.mjs";

const lang = (l: string) => JSON.parse(fs.readFileSync(path.join(ROOT, "lang", `${l}.json`), "utf8")) as { PHASESIX: { Welcome: { CharacterText: string } } };
function quickStart(l: "de" | "en"): string {
  const file = path.join(ROOT, "packs", `guide-${l}`, `guide_PsGuide${l === "de" ? "De" : "En"}Journal.json`);
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as { pages: Array<{ _id: string; text?: { content: string } }> };
  return journal.pages.find((p) => p._id === (l === "de" ? "PsDeQuickStart00" : "PsEnQuickStart00"))?.text?.content ?? "";
}
/** The guide's "for players" list, up to the next heading or the end. */
const playerSteps = (html: string, heading: string) => html.slice(html.indexOf(heading)).split("</ol>")[0];

describe("first steps", () => {
  it.each([
    ["de", "Charakterbaukasten"],
    ["en", "character builder"],
  ] as const)("the welcome card's character step names the builder (%s)", (l, builder) => {
    expect(lang(l).PHASESIX.Welcome.CharacterText).toContain(builder);
  });

  it.each([
    ["de", "<h2>Für Spielende</h2>", "Charakterbaukasten"],
    ["en", "<h2>For players</h2>", "character builder"],
  ] as const)("the guide's first player step opens the builder; dragging is the by-hand alternative (%s)", (l, heading, builder) => {
    const steps = playerSteps(quickStart(l), heading).split("</li>");
    expect(steps[0]).toContain(builder);
    expect(steps[0]).not.toMatch(/Ziehe|Drag/);
  });
});
