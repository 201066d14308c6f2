// The page cache of a single instance (no REDIS_URL): the rendered pages in this process's memory, least
// recently used first out past LOCAL_MAX_BYTES, with this process's tag times. It replaces Next's own
// in-memory page cache for one reason: that one dates an entry from when it is stored, so a page whose
// render began before an edit's revalidation, and read the old content, but finished after it, was kept
// as fresh until the next edit. page-cache-handler.mjs dates it from its lookup instead.
import { createAnnouncements, createTagTimes, revalidationTimes } from "./tag-times.mjs";

/** What the pages may hold in memory, as Next's own default (`cacheMaxMemorySize`, 50 MB). */
export const LOCAL_MAX_BYTES = 50 * 1024 * 1024;

/** About how much memory an entry holds: its HTML, React payload, segments and body. */
function sizeOf(value) {
  let bytes = 1024;
  if (typeof value?.html === "string") bytes += value.html.length;
  if (value?.rscData) bytes += value.rscData.byteLength;
  if (value?.body) bytes += value.body.byteLength ?? 0;
  if (value?.segmentData) for (const segment of value.segmentData.values()) bytes += segment.byteLength;
  return bytes;
}

/** The page store (read, write) over a Map kept in use order: the least recently used entry is first. */
export function createLocalPages(maxBytes = LOCAL_MAX_BYTES) {
  const held = new Map();
  let total = 0;
  const drop = (key) => {
    const entry = held.get(key);
    if (!entry) return;
    total -= entry.bytes;
    held.delete(key);
  };
  return {
    async read(key) {
      const entry = held.get(key);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        drop(key);
        return undefined;
      }
      held.delete(key);
      held.set(key, entry);
      return entry.stored;
    },
    async write(key, stored, seconds) {
      drop(key);
      const bytes = sizeOf(stored.value);
      if (bytes > maxBytes) return;
      held.set(key, { stored, bytes, until: Date.now() + seconds * 1000 });
      total += bytes;
      for (const oldest of held.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}

/** This process's tag times, with the shared manifest's interface (tag-manifest.mjs). */
export function createLocalTags() {
  const times = createTagTimes();
  const announcements = createAnnouncements();
  return {
    refresh: async () => {},
    expiration: times.expiration,
    isExpired: times.isExpired,
    isStale: times.isStale,
    async update(list, durations, { announce = false } = {}) {
      const now = Date.now();
      for (const tag of announcements.toWrite(list, durations, announce, now)) times.apply(tag, revalidationTimes(now, durations));
    },
  };
}
