/** Types of scripts/build-css.mjs. */
export function buildCss(): string;
