// When each cache tag was last revalidated, shared by every instance through Redis. `revalidateTag` on one
// instance writes the tag's times to the hashes STALE_KEY and EXPIRED_KEY and a new random value to
// VERSION_KEY; every instance reads the version at each request (one small GET, sent with the entry it
// reads, so the same round trip) and reloads the hashes only when the version moved. Tags are not per
// build: an edit made through an instance of the old build during a rolling deploy must reach the new
// build's pages too.
//
// An edit's tags are written once. expire-tags.ts writes them before the answer leaves ("announces" them);
// Next.js hands the same revalidation to both cache handlers after the answer, and those echoes are not
// written again: each would bump the version, making every instance reload both hashes once more, and
// would expire pages rendered after the edit. Every revalidation of the app goes through expireTags
// (eslint.config.mjs keeps next/cache's revalidation functions out of the rest of the code).
import { randomUUID } from "node:crypto";
import { createAnnouncements, createTagTimes, revalidationTimes } from "./tag-times.mjs";

export const STALE_KEY = "sitebuilder:cache:tags:stale";
export const EXPIRED_KEY = "sitebuilder:cache:tags:expired";
export const VERSION_KEY = "sitebuilder:cache:tags:version";

const text = (value) => (value == null ? null : value.toString());

/**
 * Deletes the named tags' times that are still older than the cutoff (ARGV[1]) in each hash (KEYS): another
 * instance may have revalidated one of them since this one last read the hashes, and that time stays.
 */
const FORGET_SCRIPT = `
for i = 2, #ARGV do
  for _, key in ipairs(KEYS) do
    local at = redis.call("HGET", key, ARGV[i])
    if at and tonumber(at) < tonumber(ARGV[1]) then redis.call("HDEL", key, ARGV[i]) end
  end
end`;

/**
 * A process's view of the shared tag times (tag-times.mjs): it reads them from Redis when their version
 * moved, and writes its own revalidations there.
 */
export function createTagManifest(connection, { keepMs }) {
  const times = createTagTimes();
  let version = null;
  let inFlight = null;
  /** Revalidations Redis did not take (it was down): written again before the next read. */
  const unsent = new Map();
  const announcements = createAnnouncements();
  /** Tags whose times are older than any kept entry: the next write deletes them from Redis. */
  const obsolete = new Set();

  function write(updates) {
    const stale = {};
    const expired = {};
    for (const [tag, set] of updates) {
      if (set.stale !== undefined) stale[tag] = String(set.stale);
      if (set.expired !== undefined) expired[tag] = String(set.expired);
    }
    // Each write also deletes the times no kept entry can be older than, so that the hashes every
    // instance reloads hold the last `keepMs` of edits, not every edit ever made.
    const cutoff = Date.now() - keepMs;
    for (const tag of times.forgetBefore(cutoff)) obsolete.add(tag);
    const forget = [...obsolete].filter((tag) => !updates.has(tag));
    return connection.run(async (client) => {
      const transaction = client.multi();
      if (Object.keys(stale).length > 0) transaction.hSet(STALE_KEY, stale);
      if (Object.keys(expired).length > 0) transaction.hSet(EXPIRED_KEY, expired);
      if (forget.length > 0) transaction.eval(FORGET_SCRIPT, { keys: [STALE_KEY, EXPIRED_KEY], arguments: [String(cutoff), ...forget] });
      await transaction.set(VERSION_KEY, randomUUID()).exec();
      for (const tag of forget) obsolete.delete(tag);
      return true;
    }, false);
  }

  async function load(client) {
    const [stale, expired] = await Promise.all([client.hGetAll(STALE_KEY), client.hGetAll(EXPIRED_KEY)]);
    for (const [tag, at] of Object.entries(stale)) times.apply(tag, { stale: Number(text(at)) });
    for (const [tag, at] of Object.entries(expired)) times.apply(tag, { expired: Number(text(at)) });
    for (const [tag, pending] of unsent) times.apply(tag, pending);
    for (const tag of times.forgetBefore(Date.now() - keepMs)) obsolete.add(tag);
  }

  /** Reads the version (and the hashes when it moved); requests that arrive meanwhile share the read. */
  function refresh() {
    inFlight ??= (async () => {
      try {
        if (unsent.size > 0) {
          const pending = new Map(unsent);
          if (await write(pending)) for (const [tag, set] of pending) if (unsent.get(tag) === set) unsent.delete(tag);
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
    expiration: times.expiration,
    isExpired: times.isExpired,
    isStale: times.isStale,
    /**
     * `revalidateTag`: this process knows at once, the others at their next request. `announce` is
     * expireTags's write; Next.js's echo of an announced tag, in the window and of the same kind, is skipped.
     */
    async update(list, durations, { announce = false } = {}) {
      const now = Date.now();
      const updates = new Map();
      for (const tag of announcements.toWrite(list, durations, announce, now)) {
        const set = revalidationTimes(now, durations);
        times.apply(tag, set);
        updates.set(tag, set);
      }
      if (updates.size === 0) return;
      if (!(await write(updates))) for (const [tag, set] of updates) unsent.set(tag, { ...unsent.get(tag), ...set });
    },
  };
}
