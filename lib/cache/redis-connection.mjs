// The Redis connection behind the shared cache (see lib/cache/shared-cache.mjs). A cache must never make a
// page slower or less available than rendering it: the client connects lazily, gives up on a connection
// after CONNECT_TIMEOUT_MS and on a command after COMMAND_TIMEOUT_MS, queues nothing while disconnected
// (a command then fails at once), and reconnects in the background with backoff. Every caller names the
// answer to use when Redis cannot give one: a miss, for a read.
import { createClient, RESP_TYPES } from "redis";
import { cacheLog } from "./cache-log.mjs";

export const CONNECT_TIMEOUT_MS = 500;
export const COMMAND_TIMEOUT_MS = 500;
const MAX_RECONNECT_DELAY_MS = 5000;

/** The address without its password, for logs. */
function printable(url) {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    parsed.username = "";
    return parsed.toString();
  } catch {
    return "(unparsable REDIS_URL)";
  }
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One lazily connected client. `run(command, fallback)` answers `fallback` when Redis is not connected,
 * fails or is slow; an outage is logged once when it starts and once when it ends.
 */
export function createRedisConnection({ url, log = cacheLog }) {
  let client = null;
  let firstConnect = null;
  let waitedForFirstConnect = false;
  let down = false;
  let closed = false;

  const noteDown = (error) => {
    if (down || closed) return;
    down = true;
    log.warn(`Redis at ${printable(url)} is unreachable (${error?.message ?? error}): pages render without the shared cache until it is back.`);
  };
  const noteUp = () => {
    if (!down) return;
    down = false;
    log.info(`Redis at ${printable(url)} is back: the shared cache is on again.`);
  };

  function connect() {
    // BLOB_STRING as Buffer: entries are binary; callers decode the few text replies themselves.
    client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
      },
    }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    client.on("error", noteDown);
    client.on("ready", noteUp);
    // The first attempt's outcome, either way (a refused connection need not wait for the timeout).
    firstConnect = new Promise((resolve) => {
      client.once("ready", resolve);
      client.once("error", resolve);
    });
    client.connect().then(
      (connected) => connected.unref(),
      (error) => noteDown(error),
    );
  }

  async function ready() {
    if (closed || !url) return null;
    if (!client) connect();
    if (client.isReady) return client;
    // Only the first request waits for the connection (briefly); later ones do not wait on an outage.
    if (!waitedForFirstConnect) {
      waitedForFirstConnect = true;
      await withTimeout(firstConnect, CONNECT_TIMEOUT_MS).catch(() => undefined);
      if (client.isReady) return client;
    }
    return null;
  }

  return {
    async run(command, fallback) {
      const connected = await ready();
      if (!connected) return fallback;
      try {
        const answer = await withTimeout(command(connected), COMMAND_TIMEOUT_MS);
        noteUp();
        return answer;
      } catch (error) {
        noteDown(error);
        return fallback;
      }
    },
    /** Starts connecting now, in the background, so that the first request finds the client ready. */
    warm() {
      if (!closed && url && !client) connect();
    },
    get isReady() {
      return Boolean(client?.isReady);
    },
    async close() {
      closed = true;
      if (!client) return;
      const closing = client;
      client = null;
      try {
        closing.destroy();
      } catch {
        // already closed
      }
    },
  };
}
