// Spec constants of the post editor's edit lock, defined once.

/** Spec 000 §4 and 002 §4: "A hint about an edit lock lasts 5 minutes". */
export const POST_LOCK_MINUTES = 5;
export const POST_LOCK_MS = POST_LOCK_MINUTES * 60_000;

/** The answers when someone else holds the lease: taking it (409) and saving or deleting the post (423). */
export const POST_LOCKED_MESSAGE = "Another admin is editing this post.";
export const POST_SAVE_LOCKED_MESSAGE = "Another admin is editing this post. Take it over to save your changes.";
