import { describe, expect, it } from "vitest";
import { parseArmors, parseGears, parseWeapons, protectionOf, weaponSkill } from "../../scripts/appendix/equipment.ts";

const WEAPONS = String.raw`\section{Pistols}
\subsection*{Test Pistol}
\begin{pexample}
Flavour.
\end{pexample}
    {\small Burst mode}\\
    {\small Single shot}\\
\begin{tabular}{@{}ll@{}}
    \textbf{\trans{weight_label}:} & 0.80 kg \\
    \textbf{\trans{price_label}:} & 2200 \\
    \textbf{Piercing} & 2\\
    \textbf{Range} & 60\\
    \textbf{Recoil Compensation} & 2\\
    \textbf{Capacity} & 20\\
    \textbf{Damage Potential} & 2\\
    \textbf{Bleeding} & 1\\
\end{tabular}
\wbif{phasesix}{\faIcon{microchip}\hspace{0.5em}}{}
`;

const ARMOR = String.raw`\section{Leichte Rüstung}
\subsection*{Testharnisch}
\begin{tabular}{@{}ll@{}}
    \textbf{\trans{weight_label}:} & 2.50 kg \\
    \textbf{\trans{price_label}:} & 250 \\
    \textbf{\trans{encumbrance_label}:} & 1 \\
    \textbf{\trans{protection_label}:} &
N N K G D \footnote{D - Schutz vor dämonischem Wirken, K - Schutz vor kritischen Treffern, N - Normaler Schutz}\\
\end{tabular}
\section{Schild}
\subsection*{Testschild}
\begin{tabular}{@{}ll@{}}
    \textbf{\trans{protection_label}:} &
\\
\end{tabular}
`;

const GEAR = String.raw`\section{Erste Hilfe}
    \subsection*{Testkoffer}
    Prosa, die nicht importiert wird.
    \begin{tabular}{@{}ll@{}}
        \textbf{\trans{weight_label}:} & 5.00 \\
        \textbf{\trans{price_label}:} & 100 \\
        \textbf{\trans{rarity_label}:} & Außergewöhnlich \\
        \textbf{\trans{concealment_label}:} & 2 \\
        \textbf{\trans{charges_label}:} & 5\\
    \end{tabular}
`;

describe("weapon import", () => {
  it("reads modes, numbers, weight in grams and inflicted conditions", () => {
    const [pistol] = parseWeapons(WEAPONS);
    expect(pistol).toMatchObject({
      name: "Test Pistol",
      category: "pistols",
      skill: "shooting",
      modes: ["single", "burst"],
      price: 2200,
      weight: 800,
      eras: ["modern"],
      values: { piercing: 2, range: 60, recoilCompensation: 2, capacity: 20, damagePotential: 2, bleeding: 1 },
    });
  });

  it("decides the skill from modes and category", () => {
    expect(weaponSkill("blades", ["melee"])).toEqual({ skill: "handToHand", modes: ["melee"], throwable: false });
    expect(weaponSkill("axes", ["single"])).toEqual({ skill: "throwing", modes: ["thrown"], throwable: true });
    expect(weaponSkill("throwingWeapons", ["thrown"])).toEqual({ skill: "throwing", modes: ["thrown"], throwable: true });
    expect(weaponSkill("bows", ["single"])).toEqual({ skill: "shooting", modes: ["single"], throwable: false });
    expect(weaponSkill("blades", ["melee", "thrown"])).toEqual({ skill: "handToHand", modes: ["melee", "thrown"], throwable: true });
  });

  it("rejects a value label it does not know instead of dropping it", () => {
    expect(() => parseWeapons(WEAPONS.replace("Piercing", "Sharpness"))).toThrow(/Sharpness/);
  });
});

describe("armour import", () => {
  it("counts German protection letters per type, D as demonic protection", () => {
    const [harness, shield] = parseArmors(ARMOR);
    expect(harness).toMatchObject({ name: "Testharnisch", category: "light", encumbrance: 1, weight: 2500, price: 250 });
    expect(harness.protection).toEqual({ normal: 2, critical: 1, bleeding: 0, poison: 1, fire: 0, shock: 0, sticky: 0, reflection: 0, demonic: 1 });
    expect(shield).toMatchObject({ category: "shield", encumbrance: 0, weight: 0, price: 0 });
    expect(shield.protection.demonic).toBe(0);
  });

  it("stops on an armour row it cannot place", () => {
    expect(() => parseArmors(ARMOR.replace("encumbrance_label", "sharpness_label"))).toThrow(/cannot place the row "sharpness_label/);
  });

  it("reads English letters, ignoring the footnote's legend", () => {
    const { protection } = protectionOf(String.raw`N N S H R F B C \footnote{D - Demonic, S - Shock}`);
    expect(protection).toEqual({ normal: 2, critical: 1, bleeding: 1, poison: 0, fire: 1, shock: 1, sticky: 1, reflection: 1, demonic: 0 });
  });
});

describe("gear import", () => {
  it("reads category, German rarity, concealment and charges", () => {
    expect(parseGears(GEAR)).toEqual([
      { name: "Testkoffer", category: "firstAid", rarity: "uncommon", concealment: 2, charges: 5, price: 100, weight: 5000, eras: [], extensions: [], unknownIcons: [] },
    ]);
  });
});
