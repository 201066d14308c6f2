// Presence (issue 40, item 6): the edit bar shows who else has the page in edit mode within 5 s, across instances.

/** How often the admin layer renews its presence and asks who else is there: one request of each per interval. */
export const PRESENCE_HEARTBEAT_MS = 2_000;

/** Someone not seen for this long is no longer listed: three heartbeats, so one slow request hides nobody. */
export const PRESENCE_TTL_MS = 6_000;

/**
 * Rows not seen for this long are deleted by the next heartbeat on the site; the delete policy of
 * supabase/migrations/20261201000400_presence.sql lets anyone on the team remove a row from this age on.
 */
export const PRESENCE_PRUNE_MS = 60_000;

/** The longest open-section reference a heartbeat may carry ("template_section:<uuid>"), as the table's check. */
export const PRESENCE_SECTION_MAX = 200;
