/**
 * Pop-out windows. Foundry 14 gives every sheet and dialog a Detach button: the application moves into a
 * browser window of its own (`foundry.applications.detached`, each window with an id; an application
 * knows its `window.windowId`). What a detached sheet opens must open beside it, or the player on the
 * second screen has to look for it on the first: Foundry 14 renders an application as another's child
 * (`renderChild`: same window, moves and closes with it) or into a window by id (render option
 * `window.windowId`). Foundry 13 has one window: everything renders as before.
 *
 * A host is the application the user acted in, or an element of the window they acted in (a chat card's
 * button: the chat may be popped out too).
 */
import { isFoundry14OrLater } from "./generation.ts";
import { isHTMLElement } from "./elements.ts";

type Application = foundry.applications.api.ApplicationV2.Any;

/** Where a new window should open: the application or element the user acted in (nothing: the main window). */
export type WindowHost = Application | HTMLElement | null | undefined;

/** The Foundry 14 parts of an application (not in Foundry 13's types). */
interface DetachableApplication {
  window?: { windowId?: string | undefined } | undefined;
  rendered?: boolean;
  renderChild?: (app: Application, options?: object) => Promise<Application>;
}

/** Foundry 14's `foundry.applications.detached`: the detached windows by id, and queries across all windows. */
interface DetachedWindows {
  windows?: Map<string, { window: { document: unknown } }>;
  querySelectorAll?: (selector: string) => HTMLElement[];
}

function detachedWindows(): DetachedWindows | undefined {
  return (foundry.applications as unknown as { detached?: DetachedWindows }).detached;
}

/** The id of the detached window that shows `element` (undefined: the main window). */
function windowIdOfElement(element: HTMLElement): string | undefined {
  const owner = element.ownerDocument as unknown;
  for (const [id, descriptor] of detachedWindows()?.windows ?? []) if (descriptor.window.document === owner) return id;
  return undefined;
}

/** The detached window the host is in, by id (undefined on Foundry 13, or in the main window). */
export function hostWindowId(host: WindowHost): string | undefined {
  if (!isFoundry14OrLater() || !host) return undefined;
  if (isHTMLElement(host)) return windowIdOfElement(host);
  return (host as unknown as DetachableApplication).window?.windowId ?? undefined;
}

/** Render options that open an application in the host's window (none needed on 13 or in the main window). */
export function renderOptionsBeside(host: WindowHost): { window?: { windowId: string } } {
  const windowId = hostWindowId(host);
  return windowId ? { window: { windowId } } : {};
}

/**
 * Render `app` (forced) beside its host. Foundry 14: as the host application's child — in its window,
 * moving and closing with it — or, for an element host, in that element's window. Foundry 13:
 * `app.render({ force: true, …options })`, as always.
 */
export async function renderBeside<A extends Application>(app: A, host: WindowHost, options: object = {}): Promise<A> {
  const forced = { force: true, ...options };
  if (isFoundry14OrLater() && host && !isHTMLElement(host)) {
    const parent = host as unknown as DetachableApplication;
    if (parent.rendered !== false && typeof parent.renderChild === "function") return (await parent.renderChild(app, forced)) as A;
  }
  const beside = renderOptionsBeside(host);
  return (await app.render({ ...forced, ...beside } as never)) as A;
}

type DialogClass = typeof foundry.applications.api.DialogV2;

/**
 * Foundry's DialogV2 class, or on Foundry 14 with a host in a detached window one whose first render
 * goes into that window (its static `confirm`/`input`/`wait` construct `new this(config)` and render
 * it): the code calls `input`, `confirm` or `wait` on `dialogBeside(host)` where it called them on
 * `foundry.applications.api.DialogV2`.
 */
export function dialogBeside(host: WindowHost): DialogClass {
  const DialogV2 = foundry.applications.api.DialogV2;
  const windowId = hostWindowId(host);
  if (!windowId) return DialogV2;
  const Base = DialogV2 as unknown as new (...args: never[]) => { render(options?: object): Promise<unknown> };
  class DialogBeside extends Base {
    #placed = false;
    /** The first render opens in the host's window; later ones leave the dialog where the user put it. */
    override render(options: object | boolean = {}): Promise<unknown> {
      const given = typeof options === "boolean" ? { force: options } : options;
      if (this.#placed) return super.render(given);
      this.#placed = true;
      return super.render({ ...given, window: { windowId, ...(given as { window?: object }).window } });
    }
  }
  return DialogBeside as unknown as DialogClass;
}

/**
 * Every element matching `selector` in the main window and, on Foundry 14, in every detached window
 * (`foundry.applications.detached.querySelectorAll`); Foundry 13: the page's.
 */
export function queryAllWindows(selector: string): HTMLElement[] {
  const across = isFoundry14OrLater() ? detachedWindows()?.querySelectorAll : undefined;
  if (across) return across.call(detachedWindows(), selector);
  return Array.from(document.querySelectorAll<HTMLElement>(selector));
}
