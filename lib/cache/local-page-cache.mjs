// The page cache of a single instance (no REDIS_URL), and of `next build`: the rendered pages in this process's
// memory (memory-store.mjs), with this process's tag times. It replaces Next's own in-memory page cache for one
// reason: that one dates an entry from when it is stored, so a page whose render began before an edit's
// revalidation, and read the old content, but finished after it, was kept as fresh until the next edit.
// page-cache-handler.mjs dates it from its lookup instead.
import { entrySize } from "../next-internals/cache-entry.mjs";
import { createMemoryStore } from "./memory-store.mjs";
import { createAnnouncements, createTagTimes, revalidationTimes } from "./tag-times.mjs";

/** What the pages may hold in memory, as Next's own default (`cacheMaxMemorySize`, 50 MB); the same for "use cache". */
export const LOCAL_MAX_BYTES = 50 * 1024 * 1024;

/** The page store (read, write) in this process's memory. */
export function createLocalPages(maxBytes = LOCAL_MAX_BYTES) {
  return createMemoryStore({ maxBytes, sizeOf: (stored) => entrySize(stored.value) });
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
