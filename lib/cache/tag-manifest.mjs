// When each cache tag was last revalidated, shared by every instance through Redis. `revalidateTag` on one
// instance writes the tag's times to the hashes STALE_KEY and EXPIRED_KEY and a new random value to
// VERSION_KEY; every instance reads the version at each request (one small GET, sent with the entry it
// reads, so the same round trip) and reloads the hashes only when the version moved. Tags are not per
// build: an edit made through an instance of the old build during a rolling deploy must reach the new
// build's pages too.
import { randomUUID } from "node:crypto";

export const STALE_KEY = "sitebuilder:cache:tags:stale";
export const EXPIRED_KEY = "sitebuilder:cache:tags:expired";
export const VERSION_KEY = "sitebuilder:cache:tags:version";

const text = (value) => (value == null ? null : value.toString());

/**
 * A process's view of the shared tag times, `{ stale, expired }` in epoch milliseconds per tag (the
 * meaning Next.js gives them: past `stale` an entry is served once more while it refreshes, past
 * `expired` it is not served at all). A revalidation overwrites the times it sets, as Next's own
 * in-memory manifest does.
 */
export function createTagManifest(connection) {
  /** @type {Map<string, { stale?: number, expired?: number }>} */
  const tags = new Map();
  let version = null;
  let inFlight = null;
  /** Revalidations Redis did not take (it was down): written again before the next read. */
  const unsent = new Map();

  const apply = (tag, times) => tags.set(tag, { ...tags.get(tag), ...times });

  function write(updates) {
    const stale = {};
    const expired = {};
    for (const [tag, times] of updates) {
      if (times.stale !== undefined) stale[tag] = String(times.stale);
      if (times.expired !== undefined) expired[tag] = String(times.expired);
    }
    return connection.run(async (client) => {
      const transaction = client.multi();
      if (Object.keys(stale).length > 0) transaction.hSet(STALE_KEY, stale);
      if (Object.keys(expired).length > 0) transaction.hSet(EXPIRED_KEY, expired);
      await transaction.set(VERSION_KEY, randomUUID()).exec();
      return true;
    }, false);
  }

  async function load(client) {
    const [stale, expired] = await Promise.all([client.hGetAll(STALE_KEY), client.hGetAll(EXPIRED_KEY)]);
    for (const [tag, at] of Object.entries(stale)) apply(tag, { stale: Number(text(at)) });
    for (const [tag, at] of Object.entries(expired)) apply(tag, { expired: Number(text(at)) });
    for (const [tag, times] of unsent) apply(tag, times);
  }

  /** Reads the version (and the hashes when it moved); requests that arrive meanwhile share the read. */
  function refresh() {
    inFlight ??= (async () => {
      try {
        if (unsent.size > 0) {
          const pending = new Map(unsent);
          if (await write(pending)) for (const [tag, times] of pending) if (unsent.get(tag) === times) unsent.delete(tag);
        }
        await connection.run(async (client) => {
          const current = text(await client.get(VERSION_KEY));
          // A restarted, emptied Redis has no version: reload, and keep what this process already knew
          // (times are only ever added or overwritten, so a remembered revalidation stays in force).
          if (current === version) return;
          await load(client);
          version = current;
        }, undefined);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  return {
    refresh,
    /** The latest `expired` time of these tags, 0 if none was revalidated. */
    expiration(list) {
      let latest = 0;
      for (const tag of list) latest = Math.max(latest, tags.get(tag)?.expired ?? 0);
      return latest;
    },
    /** An entry made at `timestamp` with these tags must not be served. */
    isExpired(list, timestamp) {
      const now = Date.now();
      return list.some((tag) => {
        const expired = tags.get(tag)?.expired;
        return expired !== undefined && expired > timestamp && expired <= now;
      });
    },
    /** An entry made at `timestamp` with these tags may be served once more while it is refreshed. */
    isStale(list, timestamp) {
      return list.some((tag) => (tags.get(tag)?.stale ?? 0) > timestamp);
    },
    /** `revalidateTag`: this process knows at once, the others at their next request. */
    async update(list, durations) {
      if (list.length === 0) return;
      const now = Date.now();
      const updates = new Map();
      for (const tag of list) {
        const times = durations ? { stale: now, ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }) } : { expired: now };
        apply(tag, times);
        updates.set(tag, times);
      }
      if (!(await write(updates))) for (const [tag, times] of updates) unsent.set(tag, { ...unsent.get(tag), ...times });
    },
  };
}
