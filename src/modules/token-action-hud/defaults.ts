/**
 * Token Action HUD: the default layout the system hands to Token Action HUD Core — five top-level
 * groups, each with its sub-groups (actions.ts fills them by id). Users can rearrange them in the HUD.
 */
import type { HudGroupId, Translate } from "./actions.ts";

const LAYOUT: ReadonlyArray<{ id: string; groups: readonly HudGroupId[] }> = [
  { id: "checks", groups: ["attributes", "skills", "knowledge", "evasion"] },
  { id: "attacks", groups: ["weapons"] },
  { id: "magic", groups: ["spells"] },
  { id: "conditions", groups: ["conditions"] },
  { id: "utility", groups: ["pools", "rest"] },
];

export interface HudGroup {
  id: string;
  name: string;
  listName: string;
  type: "system";
}

export interface HudDefaults {
  layout: Array<{ nestId: string; id: string; name: string; groups: Array<HudGroup & { nestId: string }> }>;
  groups: HudGroup[];
}

/** The layout and the groups, named in the user's language. */
export function hudDefaults(t: Translate): HudDefaults {
  const group = (id: HudGroupId): HudGroup => {
    const name = t(`PHASESIX.TokenActionHud.Group.${id}`);
    return { id, name, listName: `${t("PHASESIX.TokenActionHud.GroupPrefix")}: ${name}`, type: "system" };
  };
  const layout = LAYOUT.map((top) => ({
    nestId: top.id,
    id: top.id,
    name: t(`PHASESIX.TokenActionHud.Layout.${top.id}`),
    groups: top.groups.map((id) => ({ ...group(id), nestId: `${top.id}_${id}` })),
  }));
  return { layout, groups: LAYOUT.flatMap((top) => top.groups.map(group)) };
}
