// What the publishing routes answer (issue 40); the interface shows them translated (messages: Publishing).

export const PUBLISH_FORBIDDEN_MESSAGE = "Only this site's admins can publish changes.";
export const NOTHING_TO_PUBLISH_MESSAGE = "There are no unpublished changes.";
export const PUBLISH_CONFLICT_MESSAGE = "Some of these changes were made to content that has changed since. Review them before publishing.";
export const NOT_SCHEDULED_MESSAGE = "These changes are not scheduled.";

/** A time this close (or past) publishes at once rather than scheduling a job. */
export const SCHEDULE_MIN_LEAD_MS = 5_000;
export const CHANGE_NOT_FOUND_MESSAGE = "This change was already published or discarded.";
export const PREVIEW_LINK_NOT_FOUND_MESSAGE = "This preview link has expired or was revoked.";

/** A preview link lasts this long unless revoked (issue 40: 24 h by default). */
export const PREVIEW_LINK_HOURS = 24;
/** Someone who turns draft mode on sees the draft view on this site for this long, then turns it on again. */
export const EDITOR_DRAFT_VIEW_HOURS = 12;
