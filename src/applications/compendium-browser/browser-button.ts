/**
 * The button at the top of the Compendium sidebar that opens the compendium browser. The browser's
 * code loads on the first click (a chunk of its own), so the bundle every client loads at start
 * stays small.
 */

/** Opens the compendium browser, loading it on first use. */
export async function openCompendiumBrowser(): Promise<void> {
  const { CompendiumBrowser } = await import("./browser-app.ts");
  CompendiumBrowser.open();
}

/** `renderCompendiumDirectory`: a button at the top of the Compendium sidebar opens the browser. */
export function addBrowserButton(element: HTMLElement): void {
  if (element.querySelector(".phasesix-open-browser")) return;
  const header = element.querySelector(".directory-header") ?? element.querySelector("header");
  if (!header) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "phasesix-open-browser";
  button.innerHTML = `<i class="fa-solid fa-book-open-reader" inert></i> <span></span>`;
  const span = button.querySelector("span");
  if (span) span.textContent = game.i18n.localize("PHASESIX.Browser.Open");
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void openCompendiumBrowser();
  });
  header.append(button);
}
