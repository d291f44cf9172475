import { describe, expect, it } from "vitest";
import { serviceSummary, serviceSummaryOfForm } from "./service-summary.ts";
import { keysOnly } from "./localize.ts";

const T = "PHASESIX.Pantheon.Favor";

describe("ceremonial service dialog summary (issue 24)", () => {
  it("says what the participants and the pleas change, the change in all and the favor before → after", () => {
    // rulebook-de → Zeremonieller Gottesdienst: one favor per participant, at most twice the faith
    // level (3 → 6), less what pleas during the service cost.
    const summary = serviceSummary(8, 2, 2, 3, keysOnly);
    expect(summary.lines).toEqual([
      `PHASESIX.Pantheon.ServiceSummary.Participants${JSON.stringify({ n: 8, change: "+6", term: T, limit: 6 })}`,
      `PHASESIX.Pantheon.ServiceSummary.Pleas${JSON.stringify({ change: "−2", term: T })}`,
    ]);
    expect(summary.totalText).toBe(`PHASESIX.Pantheon.ServiceSummary.Total${JSON.stringify({ change: "+4", term: T, from: 2, to: 6 })}`);
  });

  it("may take favor away when the pleas cost more than the participants bring", () => {
    expect(serviceSummary(1, 3, 0, 3, keysOnly).totalText).toBe(`PHASESIX.Pantheon.ServiceSummary.Total${JSON.stringify({ change: "−2", term: T, from: 0, to: -2 })}`);
  });

  it("reads the form as the dialog submits it, bad entries as none", () => {
    expect(serviceSummaryOfForm({ participants: 4, pleaCosts: "x" }, 1, 3, keysOnly)).toEqual(serviceSummary(4, 0, 1, 3, keysOnly));
    expect(serviceSummaryOfForm({ participants: -5, pleaCosts: null }, 1, 3, keysOnly).totalText).toContain('"change":"±0"');
  });

  it("names favor by the edition's term: grace in a 2026 world (rulebook 2026, Pantheon → Gunst)", () => {
    const grace = "PHASESIX.Grace.Wording.Term";
    expect(serviceSummary(2, 0, 1, 3, keysOnly, "grace").totalText).toBe(`PHASESIX.Pantheon.ServiceSummary.Total${JSON.stringify({ change: "+2", term: grace, from: 1, to: 3 })}`);
    expect(serviceSummaryOfForm({ participants: 2, pleaCosts: 1 }, 1, 3, keysOnly, "grace").lines[1]).toBe(`PHASESIX.Pantheon.ServiceSummary.Pleas${JSON.stringify({ change: "−1", term: grace })}`);
  });
});
