/** Spec constants for meetings (000 §9), named as the spec names them. */
export const BOOKING_POLL_MS = 3000;
export const WAITING_DOTS_MS = 500;
/** The waiting time shown as minutes:seconds is updated every second (000 §2, screen 4). */
export const ELAPSED_TICK_MS = 1000;
export const VIDEO_TOKEN_REFRESH_MS = 3_000_000;

/** A video token lives an hour: the client refreshes it after 50 minutes, leaving ten to spare. */
export const VIDEO_TOKEN_TTL_SECONDS = 3600;

/** The booking page offers slots in the next two weeks, Monday to Friday, 09:00–17:00 UTC. */
export const BOOKING_WINDOW_DAYS = 14;
export const WORKING_HOURS_UTC = { start: 9, end: 17 } as const;

/** The guest link's token: 32 random bytes (256 bits), sent as this header. */
export const BOOKING_TOKEN_BYTES = 32;
export const BOOKING_TOKEN_HEADER = "x-booking-token";
