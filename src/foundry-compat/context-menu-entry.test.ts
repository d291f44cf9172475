import { afterEach, describe, expect, it } from "vitest";
import { installGame } from "../../tests/foundry/game.ts";
import { resetFoundryGenerationForTests } from "./generation.ts";
import { contextMenuEntry } from "./context-menu-entry.ts";
import { campaignExportSupported } from "./campaign-export.ts";

const gm = { id: "gm", name: "GM", isGM: true, active: true };

describe("a context menu entry in the running Foundry's words", () => {
  afterEach(() => resetFoundryGenerationForTests());

  const clicked: HTMLElement[] = [];
  const target = { id: "li" } as unknown as HTMLElement;
  const entry = () => contextMenuEntry({ label: "PHASESIX.Campaign.ConvertActor", icon: "<i></i>", visible: () => true, onClick: (li) => void clicked.push(li) });

  it("Foundry 13: name, condition and callback(target)", () => {
    installGame({ users: [gm as never], user: gm as never, generation: 13 });
    const made = entry() as unknown as { name: string; condition: (li: HTMLElement) => boolean; callback: (li: HTMLElement) => void; label?: string };
    expect(made.name).toBe("PHASESIX.Campaign.ConvertActor");
    expect(made.label).toBeUndefined();
    expect(made.condition(target)).toBe(true);
    made.callback(target);
    expect(clicked.at(-1)).toBe(target);
    expect(campaignExportSupported()).toBe(false);
  });

  it("Foundry 14: label, visible and onClick(event, target), none of the deprecated names", () => {
    installGame({ users: [gm as never], user: gm as never, generation: 14 });
    const made = entry() as unknown as { label: string; visible: (li: HTMLElement) => boolean; onClick: (event: unknown, li: HTMLElement) => void; name?: string; callback?: unknown; condition?: unknown };
    expect(made.label).toBe("PHASESIX.Campaign.ConvertActor");
    expect([made.name, made.callback, made.condition]).toEqual([undefined, undefined, undefined]);
    made.onClick({}, target);
    expect(clicked.at(-1)).toBe(target);
    expect(campaignExportSupported()).toBe(true);
  });
});
