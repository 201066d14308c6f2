import type { PGlite } from "@electric-sql/pglite";

// Extended-query messages (Parse, Bind, Describe, Execute, Close, Flush) open a batch; Sync or a simple Query ends it.
const BATCH_MESSAGES = new Set([..."PBDECH"].map((letter) => letter.charCodeAt(0)));
const BATCH_ENDS = new Set([..."SQ"].map((letter) => letter.charCodeAt(0)));

/**
 * PGlite is one session, and the socket server queues each wire message on its own. Between one client's
 * Parse and Bind another client's simple query (a `begin`, say) could run and drop the unnamed prepared
 * statement: "unnamed prepared statement does not exist". The server already keeps an open transaction
 * to the client that began it, by asking `isInTransaction()`; this view of the database also answers yes
 * while a client's extended-query batch is unfinished, so each batch runs whole, as on a real server.
 */
export function withWholeBatches(db: PGlite): PGlite {
  let batchOpen = false;
  const overrides: Partial<PGlite> = {
    isInTransaction: () => batchOpen || db.isInTransaction(),
    execProtocolRawStream: (message, options) => {
      const type = message[0];
      if (type !== undefined && BATCH_MESSAGES.has(type)) batchOpen = true;
      else if (type !== undefined && BATCH_ENDS.has(type)) batchOpen = false;
      return db.execProtocolRawStream(message, options);
    },
    // The server rolls back for a client that left mid-transaction (or mid-batch): nothing stays open.
    exec: (query, options) => {
      batchOpen = false;
      return db.exec(query, options);
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof PGlite];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance itself, not on the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
