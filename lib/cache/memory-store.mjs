// Entries kept in this process's memory (no REDIS_URL): least recently used first out past `maxBytes`, each
// dropped once its time is up. The page cache (local-page-cache.mjs) and the "use cache" entries
// (use-cache-handler.mjs) each keep one.

/** A store (read, write) over a Map kept in use order: the least recently used entry is first. */
export function createMemoryStore({ maxBytes, sizeOf }) {
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
      const bytes = sizeOf(stored);
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
