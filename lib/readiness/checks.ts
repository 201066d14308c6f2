import "server-only";
import { createClient } from "redis";
import { isConnectionError } from "@/lib/db/errors";
import { readServerEnv } from "@/lib/env/server-env";
import { logger } from "@/lib/log/logger.mjs";
import { CHECK_TIMEOUT_MS, STORAGE_STATUS_PATH } from "./constants";
import { pingDatabase } from "./queries";

export interface CheckResult {
  ok: boolean;
  latencyMs: number;
  /** Why the check failed, in a few words: never an address, a query or a stack (those go to the log). */
  error?: string;
}

export interface Readiness {
  status: "ready" | "unavailable";
  checks: { database: CheckResult; storage: CheckResult; redis?: CheckResult };
}

class CheckTimeoutError extends Error {}

/** A dependency that answered, but not well (Storage's 5xx). */
class UnhealthyAnswerError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
};

/** `error` and the errors behind it: its causes, and the first attempt of an AggregateError (one per address). */
function* causes(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    yield current;
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else current = current instanceof Error ? current.cause : undefined;
  }
}

/** A short public reason for a failed check. */
export function failureReason(error: unknown): string {
  for (const current of causes(error)) {
    if (current instanceof CheckTimeoutError || current instanceof UnhealthyAnswerError) return current.message;
    const code = current instanceof Error ? (current as Error & { code?: unknown }).code : undefined;
    if (typeof code !== "string") continue;
    if (NETWORK_ERRORS[code]) return NETWORK_ERRORS[code];
    // A Postgres error (SQLSTATE), e.g. 57P03 while the database starts up.
    if (/^[0-9A-Z]{5}$/.test(code)) return `database error ${code}`;
  }
  // pg's own words for a connection the server closed ("Connection terminated unexpectedly").
  return isConnectionError(error) ? "connection lost" : "unreachable";
}

/** Runs one check under the timeout and times it; a failure is logged in full and answered in short. */
async function timed(name: string, check: () => Promise<void>): Promise<CheckResult> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS);
    return { ok: true, latencyMs: latencyMs() };
  } catch (error) {
    const result = { ok: false, latencyMs: latencyMs(), error: failureReason(error) };
    logger.warn({ err: error, check: name, latencyMs: result.latencyMs }, "readiness check failed");
    return result;
  }
}

async function checkStorage(supabaseUrl: string, apiKey: string): Promise<void> {
  // With the key, a gateway in front (Supabase's) passes the request on to Storage itself.
  const response = await fetch(new URL(STORAGE_STATUS_PATH, supabaseUrl), {
    headers: { apikey: apiKey },
    cache: "no-store",
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  // Any answer of the service counts (the embedded stack has no status route: a 404); a gateway's 5xx does not.
  if (response.status >= 500) throw new UnhealthyAnswerError(`answered ${response.status}`);
}

/**
 * A connection of its own, opened and closed per check: the shared cache's connection gives up silently by design
 * (lib/cache/redis-connection.mjs), and this must see the failure.
 */
async function checkRedis(url: string): Promise<void> {
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: CHECK_TIMEOUT_MS, reconnectStrategy: false } });
  // The failure reaches connect() or ping() as a rejection; the event would otherwise crash the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.destroy();
  }
}

/** The database, Storage and, when REDIS_URL is set, Redis, asked at once. */
export async function checkReadiness(): Promise<Readiness> {
  const env = readServerEnv();
  const redisUrl = env.REDIS_URL;
  const [database, storage, redis] = await Promise.all([
    timed("database", () => pingDatabase()),
    timed("storage", () => checkStorage(env.SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY)),
    redisUrl ? timed("redis", () => checkRedis(redisUrl)) : undefined,
  ]);
  const checks = { database, storage, ...(redis && { redis }) };
  const ready = Object.values(checks).every((check) => check.ok);
  return { status: ready ? "ready" : "unavailable", checks };
}
