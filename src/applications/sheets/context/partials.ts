/**
 * Names of the partials our sheet templates include. Foundry registers a preloaded template as a
 * partial under its served path ("systems/phasesix/templates/…"), the browser harness under its
 * repository path ("templates/…"): templates include them through `{{> (lookup @root.partials "x")}}`
 * and the context carries the names for the root in use.
 */
export const SHEET_PARTIALS = {
  hearts: "actor/parts/hearts.hbs",
  pools: "actor/parts/pools.hbs",
  conditions: "actor/parts/conditions.hbs",
  weapons: "actor/parts/weapons.hbs",
  itemControls: "actor/parts/item-controls.hbs",
  traits: "actor/parts/traits.hbs",
  effects: "actor/parts/effects.hbs",
  itemField: "item/parts/field.hbs",
} as const;

export type PartialNames = { [K in keyof typeof SHEET_PARTIALS]: string };

/** The partial names under a template root ("systems/phasesix/templates/" or "templates/"). */
export function partialNames(root: string): PartialNames {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  return Object.fromEntries(Object.entries(SHEET_PARTIALS).map(([key, rel]) => [key, prefix + rel])) as PartialNames;
}
