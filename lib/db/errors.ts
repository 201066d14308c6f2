import "server-only";

/** Read by lib/db/unavailable-status.mjs: a page's 500 soon after this moment is the outage's, sent as 503. */
const UNAVAILABLE_AT = Symbol.for("sitebuilder.databaseUnavailableAt");

/** The database could not be reached; pages answer 503 and the process keeps running. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
    (globalThis as Record<symbol, unknown>)[UNAVAILABLE_AT] = Date.now();
  }
}

const connectionErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string" && connectionErrorCodes.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(error.message);
}
