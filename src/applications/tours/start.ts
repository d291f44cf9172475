/**
 * Starting a registered tour (tours.ts) from a button: from the beginning, or a warning when the tour
 * cannot start (the builder and sheet tours need a character of the user's). Needs nothing but
 * `game.tours`, so the welcome card can use it without loading the tours' window code.
 */
import { tourRegistryKey, type TourId } from "./tour-steps.ts";

/** Whether the user owns a character at all. */
function hasCharacter(): boolean {
  return game.actors.contents.some((actor) => actor.type === "character" && actor.isOwner);
}

/** Starts a tour from the welcome card; tells the user why when it cannot start. */
export async function startTour(id: TourId): Promise<void> {
  const tour = game.tours.get(tourRegistryKey(id));
  if (!tour) return;
  if (!tour.canStart) {
    // the builder tour needs a character in creation; the user's are finished (and it may create none)
    ui.notifications.warn(game.i18n.localize(id === "firstCharacter" && hasCharacter() ? "PHASESIX.Tour.NeedsCharacterInCreation" : "PHASESIX.Tour.NeedsCharacter"));
    return;
  }
  await tour.reset();
  await tour.start();
}
