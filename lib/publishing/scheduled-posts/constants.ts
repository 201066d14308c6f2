// What the "Publish at" routes of a post answer (issue 40, item 4); the interface shows them translated
// (messages: Editors.post.schedule, Dashboard.publishing).

export const POST_NOT_SCHEDULED_MESSAGE = "This post is not scheduled.";
export const PUBLISH_AT_IN_PAST_MESSAGE = "Choose a time in the future.";
/** The reason a failed publish names when the post went between scheduling and its time. */
export const POST_GONE_MESSAGE = "The post no longer exists.";

/** The schedules the Dashboard lists: those still waiting, and those that failed (until cancelled or rescheduled). */
export const LISTED_SCHEDULE_STATUSES = ["scheduled", "failed"] as const;
