// Spec constants of the admin editing layer (002 §3, §9; 001 §2), defined once.

/** Spec 002 §3: the recentCommands local-storage list. */
export const RECENT_COMMANDS_KEY = "recentCommands";
/** Spec 002 §9: recent commands kept: 5. */
export const RECENT_COMMANDS_LIMIT = 5;
/** Spec 002 §4: the palette opens with Cmd/Ctrl+K ("Mod" is Cmd on a Mac, Ctrl elsewhere). */
export const PALETTE_SHORTCUT = "Mod+K";
