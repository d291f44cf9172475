/** The system's id as in system.json; also the settings namespace and the flags scope. */
export const SYSTEM_ID = "phasesix";

/**
 * Foundry 13 renders a DialogV2 as `dialog.application.dialog` and adds a system's class only when
 * the caller passes it in `classes`: every dialog we open passes {@link dialogClasses} so that the
 * rules scoped under `.phasesix` (styles/_dialog.scss, styles/_frame.scss) reach it.
 */
export const DIALOG_CLASSES: readonly string[] = ["phasesix", "phasesix-dialog"];

/** A fresh copy of our dialog classes (Foundry adds its own to the array it is given). */
export function dialogClasses(): string[] {
  return [...DIALOG_CLASSES];
}
