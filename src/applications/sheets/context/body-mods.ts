/**
 * The body modification and recipe part of the character sheet (gear tab): Biolast with why, the
 * energy balance, the mounting points per region, the penalties where they apply, one row per fitted
 * modification (switch on/off where allowed, fit/remove by surgery) and the known recipes with a brew button. Pure: built
 * from the derived {@link BodyModificationState} and the sheet items.
 */
import { BIOLAST_THRESHOLDS, REGION_OF, bodyModificationState, switchRefusal } from "../../../rules/extensions/body-modifications.ts";
import type { BodyLocation, BodyModificationState } from "../../../rules/extensions/body-modifications.ts";
import { int, record, text } from "./coerce.ts";
import { escapeHtml } from "./explain.ts";
import type { SheetItem } from "./items.ts";
import type { Localize } from "./localize.ts";

function lines(title: string, rows: string[]): string {
  return `<div class="phasesix-explain"><strong class="phasesix-explain-title">${escapeHtml(title)}</strong>${rows.map((r) => `<p>${escapeHtml(r)}</p>`).join("")}</div>`;
}

/** The derived state read defensively (a missing one is the state without modifications). */
function readState(value: unknown): BodyModificationState {
  const raw = record(value);
  const empty = bodyModificationState([]);
  const regions = Array.isArray(raw.regions) ? raw.regions.map((r) => record(r)) : [];
  return {
    baseBiolast: int(raw.baseBiolast),
    doubled: raw.doubled === true,
    biolast: int(raw.biolast),
    penalty: int(raw.penalty),
    minRollIncrease: int(raw.minRollIncrease),
    produced: int(raw.produced),
    drawn: int(raw.drawn),
    balance: int(raw.balance),
    regions: empty.regions.map((region) => {
      const found = regions.find((r) => r.region === region.region);
      return found ? { ...region, used: int(found.used), overloaded: found.overloaded === true } : region;
    }),
  };
}

/** The sheet view of the fitted modifications and the recipes; `show*` follow the world's ruleset. */
export function bodyModsView(state: unknown, items: readonly SheetItem[], localize: Localize, show: { bodyMods: boolean; brewing: boolean; editable: boolean }) {
  const s = readState(state);
  const mods = items.filter((i) => i.type === "bodyModification");
  const threshold = [...BIOLAST_THRESHOLDS].reverse().find((t) => s.biolast > t) ?? 0;
  const penalties: string[] = [];
  if (s.penalty > 0) penalties.push(localize("PHASESIX.BodyMod.Penalty", { threshold, penalty: s.penalty }));
  if (s.minRollIncrease > 0) penalties.push(localize("PHASESIX.BodyMod.MinRollIncrease", { value: s.minRollIncrease }));
  if (s.doubled) penalties.push(localize("PHASESIX.BodyMod.Doubled"));
  const energyNotes: string[] = [localize("PHASESIX.BodyMod.Produced", { value: s.produced }), localize("PHASESIX.BodyMod.Drawn", { value: s.drawn })];
  if (s.balance >= 10) energyNotes.push(localize("PHASESIX.BodyMod.Surplus", { value: s.balance }));
  if (s.balance < 0) energyNotes.push(localize("PHASESIX.BodyMod.Deficit", { value: -s.balance }));
  const biolastWhy = localize("PHASESIX.BodyMod.BiolastWhy", { doubled: s.doubled ? localize("PHASESIX.BodyMod.BiolastDoubledSuffix") : "" });
  const rows = mods.map((item) => {
    const sys = record(item.system);
    const activation = sys.activation === "activatable" ? "activatable" : "passive";
    const sockets = Array.isArray(sys.sockets) ? sys.sockets.map((x) => record(x)) : [];
    const chosen = sockets.find((x) => x.location === sys.location) ?? sockets[0];
    const location = text(chosen?.location) as BodyLocation | "";
    const offline = sys.offline === true;
    const installed = sys.installed !== false;
    const active = installed && (activation === "passive" || sys.active === true);
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      activation,
      activationLabel: `PHASESIX.BodyMod.Activation.${activation}`,
      passive: activation === "passive",
      location: location ? `PHASESIX.BodyMod.Location.${location}` : "",
      region: location ? REGION_OF[location] : "",
      points: int(chosen?.points),
      biolast: int(sys.biolast),
      energy: int(sys.energy),
      active,
      offline,
      removed: !installed,
      canSwitch: show.editable && installed && switchRefusal({ activation, offline }) === null,
      switchLabel: active ? "PHASESIX.BodyMod.SwitchOff" : "PHASESIX.BodyMod.SwitchOn",
      surgery: localize("PHASESIX.BodyMod.SurgeryHint", { biolast: int(sys.biolast) }),
      // a surgery is open to anyone who sees the sheet: the surgeon may be another player's character (the change goes through the GM)
      surgeryLabel: installed ? "PHASESIX.BodyMod.Remove" : "PHASESIX.BodyMod.Fit",
      surgeryTip: localize("PHASESIX.BodyMod.SurgeryButtonHint", { biolast: int(sys.biolast) }),
    };
  });
  const recipes = items
    .filter((i) => i.type === "recipe")
    .map((item) => {
      const sys = record(item.system);
      const difficulty = text(sys.difficulty) || "simple";
      return { id: item.id, name: item.name, img: item.img, difficulty: `PHASESIX.Recipe.Difficulty.${difficulty}`, yield: int(sys.yield) };
    });
  return {
    show: show.bodyMods || mods.length > 0,
    biolast: { value: s.biolast, tooltip: lines(localize("PHASESIX.BodyMod.Biolast"), [biolastWhy, ...penalties]) },
    energy: { value: s.balance, deficit: s.balance < 0, surplus: s.balance >= 10, tooltip: lines(localize("PHASESIX.BodyMod.Energy"), energyNotes) },
    regions: s.regions.map((r) => ({ ...r, label: `PHASESIX.BodyMod.Region.${r.region}` })),
    penalties,
    rows,
    brewing: { show: show.brewing, recipes },
  };
}
