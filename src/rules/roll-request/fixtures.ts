/** A sample {@link ActorRollView} for tests and template previews: a human with every value 2. */
import { ATTRIBUTES, CONDITIONS, SKILLS, type ActorRollView, type AttributeKey, type ConditionKey, type SkillKey } from "../catalog/index.ts";

export function sampleRollView(overrides: Partial<ActorRollView> = {}): ActorRollView {
  return {
    attributes: Object.fromEntries(ATTRIBUTES.map((k) => [k, 2])) as Record<AttributeKey, number>,
    skills: Object.fromEntries(SKILLS.map((k) => [k, 2])) as Record<SkillKey, number>,
    knowledge: [{ id: "k1", name: "Etikette", skill: "communication", value: 3, dice: 5 }],
    minRoll: 5,
    conditions: Object.fromEntries(CONDITIONS.map((k) => [k, 0])) as Record<ConditionKey, number>,
    pools: { bonusDice: 2, rerolls: 2, destinyDice: 0 },
    actions: { max: 2 },
    evasion: 3,
    health: { value: 10, max: 10, boosts: 0 },
    ...overrides,
  };
}
