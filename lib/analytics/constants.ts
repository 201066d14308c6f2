// Visitor analytics without cookies (issue 43): the beacon's page views, their rollups and their limits.

/** Raw page views are kept 30 days; hourly and daily rollups two years (…_analytics.sql prunes with the same numbers). */
export const ANALYTICS_RAW_DAYS = 30;
export const ANALYTICS_ROLLUP_DAYS = 730;

/** The collector's buffer is written at least once a second, or as soon as it holds this many page views. */
export const ANALYTICS_FLUSH_MS = 1_000;
export const ANALYTICS_FLUSH_EVENTS = 200;

/** A visitor (one hash) counts at most this many page views a minute; more are dropped. */
export const ANALYTICS_MAX_VIEWS_PER_MINUTE = 60;

/** An organisation's rollup job is sent at most this often per process, to run this long after its batch. */
export const ANALYTICS_ROLLUP_DELAY_MS = 15_000;
export const ANALYTICS_ROLLUP_START_AFTER_MS = 10_000;

/** The beacon's body is small; anything larger is not a page view. */
export const ANALYTICS_MAX_BODY_BYTES = 2_048;

/** The visitor hash: sha256 in hex, cut to this many characters. */
export const VISITOR_HASH_LENGTH = 32;

/** The shared cache keeps a day's salt this long (then the day is over everywhere and the salt gone). */
export const ANALYTICS_SALT_TTL_SECONDS = 48 * 60 * 60;

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const ANALYTICS_GRANULARITIES = ["hour", "day"] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

export const ANALYTICS_DIMENSIONS = ["total", "page", "post", "referrer", "language", "country", "device", "campaign"] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** Column limits of analytics_events. */
export const ANALYTICS_PATH_MAX = 500;
export const ANALYTICS_HOST_MAX = 253;
export const ANALYTICS_UTM_MAX = 100;
export const ANALYTICS_SLUG_MAX = 500;

/** Where the beacon sends page views. */
export const COLLECT_PATH = "/api/collect";

/** The admins' analytics page. */
export const ANALYTICS_PATH = "/admin/analytics";

/** A breakdown lists this many values at most, the largest first. */
export const ANALYTICS_TOP_LIMIT = 50;

/** The live counter: distinct visitors in this many last minutes, asked again this often. */
export const ANALYTICS_LIVE_MINUTES = 5;
export const ANALYTICS_LIVE_POLL_MS = 15_000;

/** The rollup job sends the prune job at most this often per process (no cron schedules run on the queue). */
export const ANALYTICS_PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;
