/** The system's id as in system.json; also the settings namespace and the flags scope. */
export const SYSTEM_ID = "phasesix";
