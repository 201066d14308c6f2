// The Dashboard's limits (/admin, issue 17 §4), defined once.

/** Recent changes shown with Undo. */
export const RECENT_CHANGES_LIMIT = 8;
/** Bookings listed from today on (the full list is at /admin/meetings). */
export const DASHBOARD_BOOKINGS_LIMIT = 6;
/** The most recent open tickets shown beside their count. */
export const RECENT_TICKETS_LIMIT = 5;
/** Unanswered AI questions shown beside their count. */
export const UNANSWERED_QUESTIONS_LIMIT = 5;
/** Consent choices are counted over this many days. */
export const CONSENT_WINDOW_DAYS = 30;
/** The TanStack Query key of GET /api/dashboard. */
export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;
