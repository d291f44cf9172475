/**
 * What an extension rule presets on its roll, one labelled part each, so the roll dialog can say
 * what every preset modifier is for (issue 24): a casting's extra dice from its school's attribute
 * and the min roll of worn heavy armour (rulebook-de → Magie → Zaubern), a stress test's Willpower
 * dice (Horror → Stress Test). The parts add up to the request's `options` exactly; a value that is not a
 * whole number is a RangeError.
 */
import { castingAttribute } from "../items/spell.ts";
import type { CastingRequest, ExtensionCheckRequest } from "./magic.ts";
import { whole } from "../guard.ts";

/** One preset of an extension roll: an i18n label key and the dice or min roll it adds. */
export interface ExtensionPart {
  label: string;
  target: "dice" | "minRoll";
  value: number;
}

/** A casting's parts: the school's attribute as extra dice, worn heavy armour on the min roll (zeros left out). */
export function castingParts(request: Pick<CastingRequest, "school" | "check" | "armorMinRoll">): ExtensionPart[] {
  const parts: ExtensionPart[] = [{ label: `PHASESIX.Attribute.${castingAttribute(request.school)}`, target: "dice", value: whole("diceModifier", request.check.options.diceModifier) }];
  const armor = whole("armorMinRoll", request.armorMinRoll);
  if (armor !== 0) parts.push({ label: "PHASESIX.Dialog.Presets.HeavyArmor", target: "minRoll", value: armor });
  return parts.filter((part) => part.value !== 0);
}

/** A stress test's part: Willpower's dice added to the Logic roll (`stressTestRequest`). */
export function stressTestParts(request: Pick<ExtensionCheckRequest, "options">): ExtensionPart[] {
  const value = whole("diceModifier", request.options.diceModifier);
  return value === 0 ? [] : [{ label: "PHASESIX.Attribute.willpower", target: "dice", value }];
}
