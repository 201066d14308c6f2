// Relies on: the shape of what Next.js hands a configured `cacheHandler` (next.config.ts) and what it does with
// the answer. Next documents the handler's methods (get, set, revalidateTag, resetRequestCache) and a `{ tags }`
// context; the rest is its own:
// - an App Router page is stored as `{ kind: "APP_PAGE", html, rscData, headers, status, postponed, segmentData }`,
//   its `html` a string (next/dist/server/response-cache/utils.js, fromResponseCacheEntry), its cache tags joined by
//   commas in `headers["x-next-cache-tags"]` (next/dist/build/templates/app-page-runtime.js, NEXT_CACHE_TAGS_HEADER
//   of next/dist/lib/constants.js); a fetch is `{ kind: "FETCH", data, tags }`;
// - `set` gets `cacheControl` for a page and `fetchCache: true` for a fetch, `get` of a fetch gets `tags` and
//   `softTags` (next/dist/server/lib/incremental-cache/index.js, IncrementalCache.get and .set);
// - a `lastModified` of -1 in `get`'s answer makes Next render the page before it answers (isStale -1 there).
// When tests/contract/cache-entry.test.ts fails: read those files in the new Next, change this module to match,
// and keep lib/cache/page-cache-handler.mjs free of Next's own names (it imports everything from here).

/** An App Router page's kind (CachedRouteKind.APP_PAGE). */
export const APP_PAGE = "APP_PAGE";

/** The header of a stored page that lists its cache tags, joined by commas. */
export const CACHE_TAGS_HEADER = "x-next-cache-tags";

/** The `lastModified` that makes Next render an entry again before answering, rather than serve it once more. */
export const RENDER_BEFORE_ANSWERING = -1;

/** The tags an entry depends on: a page's from its header, a fetch's from the entry and the request. */
export function entryTags(value, context) {
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  const own = typeof header === "string" && header !== "" ? header.split(",") : [];
  return [...own, ...(value?.tags ?? []), ...(context?.tags ?? []), ...(context?.softTags ?? [])];
}

/** The cache life Next gave a rendered entry in `set`'s context: a page's; a fetch has none of its own. */
export function storedCacheControl(context) {
  return context.fetchCache ? undefined : context.cacheControl;
}

/** The entry with its page HTML changed by `change`; any other entry (a fetch, a route, a page without HTML) as it is. */
export function mapPageHtml(value, change) {
  return value?.kind === APP_PAGE && typeof value.html === "string" ? { ...value, html: change(value.html) } : value;
}

/** About how much memory an entry holds: its HTML, React payload, segments and body. */
export function entrySize(value) {
  let bytes = 1024;
  if (typeof value?.html === "string") bytes += value.html.length;
  if (value?.rscData) bytes += value.rscData.byteLength;
  if (value?.body) bytes += value.body.byteLength ?? 0;
  if (value?.segmentData) for (const segment of value.segmentData.values()) bytes += segment.byteLength;
  return bytes;
}
