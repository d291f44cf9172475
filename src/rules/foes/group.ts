/**
 * Foes in groups (RULES.md → Foes → Groups). The rulebook has no group rule for initiative; our
 * choice: identical foes (the same statblock, by its stable key) roll initiative once, and every
 * member of the group takes that roll.
 */

/** A combatant as the group rule sees it. */
export interface GroupMember {
  id: string;
  /** The foe's stable key (`flags.phasesix.key` of its actor); null for anyone else. */
  foeKey: string | null;
}

/**
 * Which combatants roll and who copies whose roll: one roller per foe key among `members` (the first),
 * the others follow it; combatants without a foe key roll for themselves.
 */
export function initiativeGroups(members: readonly GroupMember[]): { roll: string[]; follow: Map<string, string> } {
  const leader = new Map<string, string>();
  const roll: string[] = [];
  const follow = new Map<string, string>();
  for (const member of members) {
    if (!member.foeKey) {
      roll.push(member.id);
      continue;
    }
    const first = leader.get(member.foeKey);
    if (first === undefined) {
      leader.set(member.foeKey, member.id);
      roll.push(member.id);
    } else follow.set(member.id, first);
  }
  return { roll, follow };
}
