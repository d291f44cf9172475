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
  tools.phasesixGroupRoll = {
    name: "phasesixGroupRoll",
    title: "PHASESIX.GroupRoll.Title",
    icon: "fa-solid fa-people-group",
    order: Object.keys(tools).length + 1,
    button: true,
    visible: true,
    onChange: actions.groupRoll,
  };
  tools.phasesixConcealment = {
    name: "phasesixConcealment",
    title: "PHASESIX.Roll.Concealment.Title",
    icon: "fa-solid fa-eye",
    order: Object.keys(tools).length + 1,
    button: true,
    visible: true,
    onChange: actions.concealment,
  };
  if (actions.magicDuel) {
    tools.phasesixMagicDuel = {
      name: "phasesixMagicDuel",
      title: "PHASESIX.Magic.Duel.Tool",
      icon: "fa-solid fa-wand-sparkles",
      order: Object.keys(tools).length + 1,
      button: true,
      visible: true,
      onChange: actions.magicDuel,
    };
  }
  if (actions.reputation) {
    tools.phasesixReputation = {
      name: "phasesixReputation",
      title: "PHASESIX.Reputation.Award",
      icon: "fa-solid fa-award",
      order: Object.keys(tools).length + 1,
      button: true,
      visible: true,
      onChange: actions.reputation,
    };
  }
}
