/** The GM tools' buttons in Foundry 13's token controls (pure: the actions are passed in). */

/** A tool of Foundry 13's scene controls (only what we set). */
export interface SceneTool {
  name: string;
  title: string;
  icon: string;
  order: number;
  button: boolean;
  visible: boolean;
  onChange: () => void;
}

export type SceneControls = Record<string, { tools?: Record<string, SceneTool> } | undefined>;

/**
 * Add the group roll, the concealment roll and (when given) the reputation award and the magic duel
 * (given while the magic extension is on) to the token controls, for GMs only.
 */
export function addGmToolButtons(
  controls: SceneControls,
  isGM: boolean,
  actions: { groupRoll: () => void; concealment: () => void; reputation?: () => void; magicDuel?: () => void },
): void {
  const tools = controls.tokens?.tools;
  if (!tools || !isGM) return;
  const add = (name: string, title: string, icon: string, onChange: () => void) => {
    tools[name] = { name, title, icon, order: Object.keys(tools).length + 1, button: true, visible: true, onChange };
  };
  add("phasesixGroupRoll", "PHASESIX.GroupRoll.Title", "fa-solid fa-people-group", actions.groupRoll);
  add("phasesixConcealment", "PHASESIX.Roll.Concealment.Title", "fa-solid fa-eye", actions.concealment);
  if (actions.magicDuel) add("phasesixMagicDuel", "PHASESIX.Magic.Duel.Tool", "fa-solid fa-wand-sparkles", actions.magicDuel);
  if (actions.reputation) add("phasesixReputation", "PHASESIX.Reputation.Award", "fa-solid fa-award", actions.reputation);
}
