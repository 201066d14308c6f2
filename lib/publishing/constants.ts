// What the publishing routes answer (issue 40); the interface shows them translated (messages: Publishing).

export const PUBLISH_FORBIDDEN_MESSAGE = "Only this site's admins can publish changes.";
export const NOTHING_TO_PUBLISH_MESSAGE = "There are no unpublished changes.";
export const PUBLISH_CONFLICT_MESSAGE = "Some of these changes were made to content that has changed since. Review them before publishing.";
export const NOT_SCHEDULED_MESSAGE = "These changes are not scheduled.";

/** A time this close (or past) publishes at once rather than scheduling a job. */
export const SCHEDULE_MIN_LEAD_MS = 5_000;
export const CHANGE_NOT_FOUND_MESSAGE = "This change was already published or discarded.";
