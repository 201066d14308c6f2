// The post editor's constants (spec 000 §4, §5, §9), defined once.

/** Spec 000 §4: the draft lives in local storage under one fixed key. */
export const POST_DRAFT_KEY = "postEditorDraft";
/** Spec 000 §9: draft auto-save is checked every 30 s… */
export const DRAFT_CHECK_INTERVAL_MS = 30_000;
/** …and written when the last save is at least 120 s old. */
export const DRAFT_MIN_AGE_MS = 120_000;

/** Spec 000 §5, §9: metadescription_for_page at most 160 characters; the counter turns orange above 140. */
export const META_DESCRIPTION_MAX = 160;
export const META_DESCRIPTION_WARN = 140;

/** Beyond the spec: the editor renews its lease (5 minutes, lib/posts/lock/constants.ts) well inside it… */
export const POST_LOCK_RENEW_MS = 60_000;
/** …and asks every 15 s whether another admin took it over. */
export const POST_LOCK_POLL_MS = 15_000;
