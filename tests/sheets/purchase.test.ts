/**
 * Buying from the character sheet (src/applications/sheets/purchase.ts): the price is paid from the
 * character's money through the rules core, a character who cannot pay gets a warning and no item,
 * "take without paying" adds it for free, and items of the character itself are never charged.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { installApplications, setConfirmAnswer } from "../foundry/applications.ts";
import { payOnDrop } from "../../src/applications/sheets/purchase.ts";

/** A character as payOnDrop sees it: its money in `system.currency`, updated like a document. */
function character(currency: number) {
  const actor = {
    name: "Mara",
    system: { currency },
    async update(data: Record<string, unknown>) {
      actor.system.currency = Number(data["system.currency"]);
      return actor;
    },
  };
  return actor;
}
const lantern = (price: number, quantity = 1, parent: unknown = null) => ({ name: "Laterne", system: { price, quantity }, parent });

describe("buying from the character sheet", () => {
  let notices: ReturnType<typeof installGame>;
  beforeEach(() => {
    const user = new StandInUser("u1", "Player");
    notices = installGame({ users: [user], user, lang: "de", settings: { "phasesix.world": "terra", "phasesix.era": "middleAges", "phasesix.currencyUnit": "" } });
    installApplications();
    setConfirmAnswer(true);
  });

  it("pays price × quantity from the money and says what is left, in the world's unit", async () => {
    const mara = character(240);
    expect(await payOnDrop(mara, lantern(30, 2))).toBe(true);
    expect(mara.system.currency).toBe(180);
    expect(notices.at(-1)?.message).toBe("Mara hat 60 Taler für Laterne bezahlt; 180 Taler übrig.");
  });

  it("adds nothing and pays nothing when the money is not enough", async () => {
    const mara = character(20);
    expect(await payOnDrop(mara, lantern(30))).toBe(false);
    expect(mara.system.currency).toBe(20);
    expect(notices.at(-1)).toMatchObject({ level: "warn", message: "Mara kann Laterne nicht bezahlen: es fehlen 10 Taler." });
  });

  it("adds the item for free on 'take without paying', and never charges for free items or the character's own", async () => {
    const mara = character(240);
    setConfirmAnswer(false);
    expect(await payOnDrop(mara, lantern(30))).toBe(true);
    setConfirmAnswer(true);
    expect(await payOnDrop(mara, lantern(0))).toBe(true);
    expect(await payOnDrop(mara, lantern(30, 1, mara))).toBe(true);
    expect(mara.system.currency).toBe(240);
  });

  it("uses the unit the world setting names", async () => {
    const user = new StandInUser("u1", "Player");
    notices = installGame({ users: [user], user, lang: "en", settings: { "phasesix.currencyUnit": "Credits" } });
    const mara = character(100);
    await payOnDrop(mara, lantern(40));
    expect(notices.at(-1)?.message).toBe("Mara paid 40 Credits for Laterne; 60 Credits left.");
  });
});
