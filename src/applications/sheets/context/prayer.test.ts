import { describe, expect, it } from "vitest";
import { keysOnly } from "./localize.ts";
import { checklistFromForm, costIsAsked, prayerDialogContext, serviceDialogContext, serviceFromForm } from "./prayer.ts";

describe("prayer checklist dialog", () => {
  it("states favor and faith level as fixed modifiers and offers every circumstance with its value", () => {
    const ctx = prayerDialogContext("blessing", 5, 3, keysOnly);
    expect(ctx.fixed).toEqual([
      { label: "PHASESIX.Pantheon.Modifier.favor", value: "−2" },
      { label: "PHASESIX.Pantheon.Modifier.faithLevel", value: "−3" },
    ]);
    expect(ctx.flags.find((f) => f.key === "opposedAlignment")?.value).toBe("+15");
    expect(ctx.flags.find((f) => f.key === "sung")?.value).toBe("−5");
    expect(ctx.askCost).toBe(false);
  });

  it("asks the cost only for the forms whose cost the divine work sets", () => {
    expect(["shockPrayer", "blessing", "lesserPlea", "invocation", "consecration", "silentPrayer"].filter((f) => costIsAsked(f as never))).toEqual(["lesserPlea", "invocation"]);
    expect(prayerDialogContext("invocation", 0, 3, keysOnly).askCost).toBe(true);
  });

  it("reads ticked circumstances (flat or expanded keys), extra priests, relic level and cost, clamped", () => {
    expect(checklistFromForm({ "flags.sacrifice": true, "flags.doldag": false, extraPriests: 2, relicLevel: 9, cost: -4 })).toEqual({
      checklist: { flags: { sacrifice: true }, extraPriests: 2, relicLevel: 6 },
      cost: 0,
    });
    expect(checklistFromForm({ flags: { noCeremony: true, bogus: true }, extraPriests: "x" })).toEqual({
      checklist: { flags: { noCeremony: true }, extraPriests: 0, relicLevel: 0 },
      cost: 0,
    });
  });
});

describe("ceremonial service dialog", () => {
  it("states the favor limit, twice the faith level, and reads whole participants and plea costs", () => {
    expect(serviceDialogContext(3)).toEqual({ limit: 6 });
    expect(serviceDialogContext(5)).toEqual({ limit: 10 });
    expect(serviceFromForm({ participants: 12.7, pleaCosts: -1 })).toEqual({ participants: 12, pleaCosts: 0 });
  });
});
