/**
 * A context menu entry in the words of the running Foundry: Foundry 14 names an entry's parts
 * `label`, `visible` and `onClick(event, target)` (the 13 names `name`, `condition` and
 * `callback(target)` are deprecated there, until 16); Foundry 13 knows only `name`, `condition`
 * and `callback`.
 */
import { isFoundry14OrLater } from "./generation.ts";

/** What an entry is, independent of the generation. */
export interface MenuEntry {
  /** An i18n key (Foundry localizes it). */
  label: string;
  /** The icon's HTML (`<i class="fa-solid …"></i>`). */
  icon: string;
  group?: string;
  visible: (target: HTMLElement) => boolean;
  onClick: (target: HTMLElement) => void;
}

/** The entry as the running Foundry's ContextMenu reads it. */
export function contextMenuEntry(entry: MenuEntry): foundry.applications.ux.ContextMenu.Entry<HTMLElement> {
  const group = entry.group === undefined ? {} : { group: entry.group };
  if (isFoundry14OrLater()) {
    const v14 = { label: entry.label, icon: entry.icon, ...group, visible: entry.visible, onClick: (_event: PointerEvent, target: HTMLElement) => entry.onClick(target) };
    return v14 as unknown as foundry.applications.ux.ContextMenu.Entry<HTMLElement>;
  }
  const v13 = { name: entry.label, icon: entry.icon, ...group, condition: entry.visible, callback: (target: HTMLElement) => entry.onClick(target) };
  // Typed against whichever generation's types compile this file: each shape is right for its own.
  return v13 as unknown as foundry.applications.ux.ContextMenu.Entry<HTMLElement>;
}
