/**
 * The Phase Six token: draws a condition's counter (Bleeding 2 → "2") on the condition's status
 * icon. Each condition has its own icon (status-effects.ts), so the icon names the condition; the
 * number comes from the actor's counter. Effects are redrawn by Foundry whenever a condition
 * effect changes, and sync.ts renames the effect on every counter change.
 */
import { actorConditions } from "../documents/combat-actor.ts";
import { conditionForIcon } from "./status-effects.ts";

/** Counters are drawn from this value up (1 is the plain icon). */
export const COUNTER_FROM = 2;

export class PhaseSixToken extends foundry.canvas.placeables.Token {
  protected override async _drawEffect(src: string, tint?: number | null): Promise<PIXI.Sprite | undefined> {
    const sprite = await super._drawEffect(src, tint);
    const key = conditionForIcon(src);
    if (!sprite || !key) return sprite;
    const value = actorConditions(this.actor)[key];
    if (value < COUNTER_FROM) return sprite;
    const size = sprite.texture.height || 100;
    const text = new PIXI.Text(String(value), {
      fontFamily: "Signika, sans-serif",
      fontSize: Math.round(size * 0.6),
      fontWeight: "bold",
      fill: 0xffffff,
      stroke: 0x000000,
      strokeThickness: Math.max(2, Math.round(size * 0.08)),
    });
    text.anchor.set(1, 1);
    text.position.set(sprite.texture.width || size, size);
    sprite.addChild(text);
    return sprite;
  }
}
