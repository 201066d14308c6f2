// When each cache tag was last revalidated, as this process knows it: `{ stale, expired }` in epoch
// milliseconds per tag (the meaning Next.js gives them: past `stale` an entry is served once more while it
// refreshes, past `expired` it is not served at all). A revalidation overwrites the times it sets, as
// Next's own in-memory manifest does. tag-manifest.mjs shares them through Redis; local-page-cache.mjs
// keeps them in the process.

/** The times a revalidation at `now` sets: with durations, stale now and expired after `expire` seconds. */
export function revalidationTimes(now, durations) {
  if (!durations) return { expired: now };
  return { stale: now, ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }) };
}

/** How long after expireTags announced a tag Next.js's own revalidation of it counts as its echo. */
export const ECHO_WINDOW_MS = 60_000;

/**
 * expireTags's revalidations ("announcements"), so that Next.js's echoes of them, sent to the cache
 * handlers after the answer, set nothing again (tag-manifest.mjs says why).
 */
export function createAnnouncements(windowMs = ECHO_WINDOW_MS) {
  /** @type {Map<string, { at: number, kind: string }>} oldest first */
  const announced = new Map();
  return {
    /** The tags of `list` a revalidation at `now` sets: all of an announcement's, none of an echo's. */
    toWrite(list, durations, announce, now) {
      const kind = JSON.stringify(revalidationTimes(0, durations));
      for (const [tag, { at }] of announced) {
        if (now - at <= windowMs) break;
        announced.delete(tag);
      }
      if (!announce) return list.filter((tag) => announced.get(tag)?.kind !== kind);
      for (const tag of list) {
        announced.delete(tag);
        announced.set(tag, { at: now, kind });
      }
      return list;
    },
  };
}

export function createTagTimes() {
  /** @type {Map<string, { stale?: number, expired?: number }>} */
  const tags = new Map();
  return {
    apply(tag, times) {
      tags.set(tag, { ...tags.get(tag), ...times });
    },
    /** Forgets the tags whose times are all before `before` (no entry that old is kept); returns them. */
    forgetBefore(before) {
      const forgotten = [];
      for (const [tag, { stale = 0, expired = 0 }] of tags) {
        if (stale >= before || expired >= before) continue;
        tags.delete(tag);
        forgotten.push(tag);
      }
      return forgotten;
    },
    /** The latest `expired` time of these tags, 0 if none was revalidated. */
    expiration(list) {
      let latest = 0;
      for (const tag of list) latest = Math.max(latest, tags.get(tag)?.expired ?? 0);
      return latest;
    },
    /**
     * An entry made at `timestamp` with these tags must not be served. One made in the same millisecond
     * as the revalidation may have read the content before the edit, so it counts as older.
     */
    isExpired(list, timestamp) {
      const now = Date.now();
      return list.some((tag) => {
        const expired = tags.get(tag)?.expired;
        return expired !== undefined && expired >= timestamp && expired <= now;
      });
    },
    /** An entry made at `timestamp` with these tags may be served once more while it is refreshed. */
    isStale(list, timestamp) {
      return list.some((tag) => {
        const stale = tags.get(tag)?.stale;
        return stale !== undefined && stale >= timestamp;
      });
    },
  };
}
