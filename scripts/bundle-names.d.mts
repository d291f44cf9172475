/** Types of scripts/bundle-names.mjs. */
export function registeredDiceNames(bundle: string): { rolls: string[]; terms: Record<string, string> };
