/**
 * Renders in Foundry 13's frame (frame.ts) at the window sizes the sheets open with, from the packs of
 * the render's language: an NPC sheet and a weapon sheet scrolled to their end, the prayer checklist in
 * a DialogV2 window with our classes, and the combat tracker during an encounter (four combatants, a
 * round header, one acting) — also narrow, as a popped-out tracker.
 * Screenshots npc-sheet-scrolled-*, item-weapon-scrolled-*, prayer-dialog-*, combat-tracker-encounter-*.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNpcContext } from "../../src/applications/sheets/context/npc.ts";
import { buildItemContext } from "../../src/applications/sheets/context/item.ts";
import { sampleItemInput } from "../../src/applications/sheets/context/item-samples.fixture.ts";
import { SAMPLE_PORTRAIT } from "../../src/applications/sheets/context/sample.fixture.ts";
import { prayerDialogContext } from "../../src/applications/sheets/context/prayer.ts";
import { actionsView } from "../../src/applications/combat-tracker-context.ts";
import { dialogClasses } from "../../src/constants.ts";
import { itemDataModels } from "../../src/data/index.ts";
import { openBrowser, loadTranslations, type HarnessBrowser, type Lang, type RenderedView } from "./harness.ts";
import { dialogFrame, windowFrame } from "./frame.ts";
import { NPC_SHEET_PARTS } from "./sheet-partials.ts";
import { npcSheetInput, packDocument, packNpc } from "./pack-twins.ts";
import { localizer } from "./sheet-localize.ts";

const ITEM_PARTIALS = ["templates/item/header.hbs", "templates/item/details.hbs", "templates/item/description.hbs", "templates/item/parts/field.hbs"];

/** Scrolls the window's content to its end and says how far it scrolled. */
async function scrollToEnd(view: RenderedView): Promise<{ scrolled: number; overflow: number }> {
  return view.page.$eval(".window-content", (el) => {
    const scroller = [el, ...Array.from(el.querySelectorAll<HTMLElement>("*"))].find((node) => node.scrollHeight > node.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(node).overflowY));
    if (!scroller) return { scrolled: 0, overflow: el.scrollHeight - el.clientHeight };
    scroller.scrollTop = scroller.scrollHeight;
    return { scrolled: scroller.scrollTop, overflow: scroller.scrollHeight - scroller.clientHeight };
  });
}

/** Whether the element is inside the visible part of the window's content. */
async function inView(view: RenderedView, selector: string): Promise<boolean> {
  return view.page.$eval(
    selector,
    (el) => {
      const content = (document.querySelector(".window-content") as Element).getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.top >= content.top - 1 && box.bottom <= content.bottom + 1;
    },
  );
}

describe("sheets and dialogs in Foundry 13's frame", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["de", "en"] as const) {
    it(`scrolls the NPC sheet (640 × 760) to the necromancer's spells and notes (${lang})`, async () => {
      const doc = packNpc(lang, "npc:necromancer");
      const view = await browser.render({
        template: "templates/actor/npc/sheet.hbs",
        data: buildNpcContext(npcSheetInput(doc, { magic: true })),
        lang,
        partials: NPC_SHEET_PARTS,
        width: 640,
        height: 760,
        windowClasses: "sheet actor npc",
      });
      expect(await view.rawKeys()).toEqual([]);
      const text = await view.page.locator(".window-content").innerText();
      expect(text).toContain(lang === "de" ? "Totenbeschwörer" : "Necromancer");
      expect(text).toContain(lang === "de" ? "Knochenschild" : "Bone shield");
      expect(await view.page.textContent(".phasesix-npc-arcana strong")).toBe("4/4");
      expect(await view.page.locator('.phasesix-npc-spells [data-action="castSpell"]').count()).toBe(3);
      expect(await inView(view, ".phasesix-npc > :last-child")).toBe(false);
      const { scrolled, overflow } = await scrollToEnd(view);
      expect(overflow).toBeGreaterThan(100);
      expect(scrolled).toBe(overflow);
      expect(await inView(view, ".phasesix-npc > :last-child")).toBe(true);
      await view.screenshot(`npc-sheet-scrolled-${lang}`);
    });

    it(`scrolls the weapon sheet (620 × 720) to its description (${lang})`, async () => {
      const doc = packDocument("weapons", lang, "weapon:long-sword");
      const Model = itemDataModels.weapon as unknown as new (source: unknown) => object;
      const input = sampleItemInput("weapon", { id: doc._id, name: doc.name, img: doc.img, system: new Model(doc.system) });
      const view = await browser.render({
        template: "tests/browser/templates/item-sheet.hbs",
        data: buildItemContext(input, localizer(lang)),
        lang,
        partials: ITEM_PARTIALS,
        width: 620,
        height: 720,
        windowClasses: "sheet item",
      });
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.inputValue('input[name="name"]')).toBe(lang === "de" ? "Langschwert" : "Long Sword");
      const description = ".phasesix-item-description, prose-mirror";
      expect(await inView(view, description)).toBe(false);
      const { scrolled, overflow } = await scrollToEnd(view);
      expect(overflow).toBeGreaterThan(100);
      expect(scrolled).toBe(overflow);
      expect(await inView(view, "prose-mirror")).toBe(true);
      await view.screenshot(`item-weapon-scrolled-${lang}`);
    });

    it(`shows the invocation checklist in a DialogV2 window with our classes (${lang})`, async () => {
      const t = loadTranslations(lang);
      const wrapper = dialogFrame({
        classes: dialogClasses(),
        width: 420,
        title: t.get("PHASESIX.Pantheon.Form.invocation") ?? "",
        buttons: [{ label: t.get("PHASESIX.Pantheon.Pray") ?? "", icon: "fa-solid fa-hands-praying" }],
      });
      const view = await browser.render({ template: "templates/dialog/prayer.hbs", data: prayerDialogContext("invocation", 4, 3, localizer(lang)), lang, wrapper });
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.getAttribute("dialog.application.dialog", "class")).toContain("phasesix");
      // our dialog rules reach it: the checklist is our flex column, the fieldsets our boxes
      expect(await view.page.$eval(".phasesix-prayer-dialog", (el) => getComputedStyle(el).display)).toBe("flex");
      expect(await view.page.locator('input[type="checkbox"]').count()).toBe(8);
      expect(await view.overflowing(".phasesix-prayer-dialog, .phasesix-prayer-dialog *")).toEqual([]);
      await view.screenshot(`prayer-dialog-${lang}`);
    });
  }
});

describe("the combat tracker during an encounter", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const TEXT: Record<Lang, { title: string; round: string; rollAll: string; settings: string; hide: string; defeated: string; initiative: string }> = {
    de: { title: "Kampf", round: "Runde 2", rollAll: "Alle würfeln", settings: "Einstellungen", hide: "Sichtbarkeit", defeated: "Besiegt", initiative: "Initiative" },
    en: { title: "Combat Tracker", round: "Round 2", rollAll: "Roll all", settings: "Settings", hide: "Toggle visibility", defeated: "Toggle defeated", initiative: "Initiative" },
  };

  /** Round 2: the player's character acts (one action spent, aiming), two pack NPCs and a pack foe wait. */
  function encounter(lang: Lang) {
    const knight = packNpc(lang, "npc:knight");
    const wolfDoc = packDocument("foes", lang, "foe:wolf:animal-terra-tirakan-nexus");
    const wolf = { name: wolfDoc.name, img: wolfDoc.img, system: { actions: Number(wolfDoc.system.actions) } };
    const necromancer = packNpc(lang, "npc:necromancer");
    const foe = (id: string, actions: number, max: number) =>
      actionsView({ combatantId: id, actions, max, pendingLoss: 0, isOwner: false, active: false, started: true, bonusDice: 0, destinyDice: 0, canStealFromSomeone: true });
    return {
      roundTitle: TEXT[lang].round,
      labels: TEXT[lang],
      turns: [
        { id: "knight", name: knight.name, img: knight.img, initiative: 31, css: "", actions: foe("knight", 0, knight.system.actions) },
        {
          id: "hero",
          name: "Mara Kessler",
          img: SAMPLE_PORTRAIT,
          initiative: 27,
          css: "active",
          actions: actionsView({ combatantId: "hero", actions: 1, max: 2, pendingLoss: 0, isOwner: true, active: true, started: true, bonusDice: 2, destinyDice: 1, canStealFromSomeone: true, aimingBonus: 2 }),
        },
        { id: "wolf", name: wolf.name, img: wolf.img, initiative: 19, css: "", actions: foe("wolf", wolf.system.actions, wolf.system.actions) },
        { id: "necromancer", name: necromancer.name, img: necromancer.img, initiative: 12, css: "", actions: foe("necromancer", necromancer.system.actions, necromancer.system.actions) },
      ],
    };
  }

  for (const lang of ["de", "en"] as const) {
    for (const width of [300, 280]) {
      it(`shows four combatants, the round and the acting one at ${width} px, initiative in the row (${lang})`, async () => {
        const data = encounter(lang);
        const view = await browser.render({
          template: "tests/browser/templates/combat-encounter.hbs",
          data,
          lang,
          partials: ["templates/combat/actions.hbs"],
          wrapper: windowFrame({ classes: "sidebar-popout", width, title: TEXT[lang].title }),
        });
        expect(await view.rawKeys()).toEqual([]);
        expect(await view.page.locator("li.combatant").count()).toBe(4);
        expect(await view.page.locator("li.combatant.active").count()).toBe(1);
        expect(await view.page.textContent(".encounter-title")).toBe(TEXT[lang].round);
        expect(await view.page.textContent("li.combatant.active .name")).toBe("Mara Kessler");
        expect(await view.page.locator("li.combatant.active button.phasesix-buy").count()).toBe(1);
        expect(await view.page.locator(".phasesix-actions").count()).toBe(4);
        // the initiative stays inside its row, right of the name and the actions block
        const escaped = await view.page.$$eval("li.combatant", (rows) =>
          rows.flatMap((row) => {
            const box = row.getBoundingClientRect();
            const initiative = (row.querySelector(".token-initiative") as Element).getBoundingClientRect();
            return initiative.right <= box.right + 0.5 && initiative.width >= 24 ? [] : [`${row.querySelector(".name")?.textContent}: ${initiative.left}–${initiative.right} of ${box.left}–${box.right}`];
          }),
        );
        expect(escaped).toEqual([]);
        await view.screenshot(width === 300 ? `combat-tracker-encounter-${lang}` : `combat-tracker-encounter-narrow-${lang}`);
      });
    }
  }
});
