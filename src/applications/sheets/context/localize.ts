/**
 * The translation function context builders receive: `game.i18n.format`/`localize` in Foundry, the
 * harness's dictionary in browser tests. Context builders produce i18n keys for labels (templates
 * localize them) and call this only for composed text such as tooltips.
 */
export type Localize = (key: string, data?: Record<string, string | number>) => string;

/** A Localize that returns keys unchanged (unit tests that look at keys). */
export const keysOnly: Localize = (key, data) =>
  data && Object.keys(data).length ? `${key}${JSON.stringify(data)}` : key;
