/**
 * The Phase Six Actor. Thin: derived values come from the rules core through the data models;
 * this class only adds document-level operations (later issues: wounds, rest, resources).
 */
export class PhaseSixActor extends Actor {}
