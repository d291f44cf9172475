/**
 * The DOM stand-in behaves as the browser does where our binding code can tell: it finds what the
 * selectors we use find, a disabled button receives no click, a select's value is its first option
 * that can be chosen, and an element taken off the page is no longer connected.
 */
import { describe, expect, it } from "vitest";
import { click, parseHTML } from "./dom.ts";

const MARKUP = `<section data-phasesix-attack-targets>
  <article class="attack-target" data-target-index="0">
    <button type="button" class="attack-defence" data-phasesix-defence="cover" data-cover="5" data-tooltip="Each die stops a hit with 33&#x3D;%">5+</button>
    <button type="button" class="attack-defence" data-phasesix-defence="dodge" disabled>Dodge</button>
    <select name="parryWeapon"><option value="item:a" disabled>Fists</option><option value="item:b">Dagger</option></select>
    <input type="number" name="amount" value="3">
    <button type="button" class="attack-apply" data-phasesix-apply>Apply</button>
  </article>
</section>`;

describe("DOM stand-in", () => {
  const page = parseHTML(MARKUP);

  it("finds elements by tag, class, attribute and value, in lists and below ancestors", () => {
    expect(page.querySelectorAll("button.attack-defence, button.attack-apply")).toHaveLength(3);
    expect(page.querySelectorAll("[data-target-index] button[data-phasesix-defence]")).toHaveLength(2);
    expect(page.querySelector('button[data-phasesix-defence="cover"]')?.dataset.cover).toBe("5");
    expect(page.querySelector("button[data-phasesix-defence=cover]")?.dataset.tooltip).toBe("Each die stops a hit with 33=%");
    expect(page.querySelector("select[name=parryWeapon]")?.value).toBe("item:b");
    expect(page.querySelector("input[name=amount]")?.value).toBe("3");
    expect(page.querySelector(".attack-apply")?.textContent).toBe("Apply");
  });

  it("gives a disabled button no click and an enabled one its listeners", () => {
    let clicks = 0;
    const [cover, dodge] = page.querySelectorAll("button.attack-defence");
    for (const button of [cover, dodge]) button.addEventListener("click", () => void clicks++);
    expect(click(dodge)).toBe(false);
    expect(click(cover)).toBe(true);
    expect(clicks).toBe(1);
  });

  it("keeps dataset and attributes in step, and knows what is on the page", () => {
    const row = page.querySelector("[data-target-index]");
    if (!row) throw new Error("no row");
    row.dataset.phasesixBound = "";
    expect(row.hasAttribute("data-phasesix-bound")).toBe(true);
    expect(row.isConnected).toBe(true);
    row.remove();
    expect(row.isConnected).toBe(false);
    expect(page.querySelector("[data-target-index]")).toBeNull();
  });
});
