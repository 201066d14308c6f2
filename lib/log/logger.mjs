// The app's one logger: JSON lines on stdout, one object per event, for whatever collects the process's output.
// Plain JavaScript because modules that Next loads outside its bundler (the cache handlers) log through it too.
// No transport: a transport runs in a worker thread, which neither Next's bundle nor esbuild's carries.
import pino from "pino";

// The request context's registered name (lib/server/request-context.ts): server/ runs every request inside it,
// and this module cannot import that TypeScript file from plain JavaScript.
const REQUEST_CONTEXT = Symbol.for("sitebuilder.requestContext");

/** The request id and organisation of the request being served through server/, or nothing outside one. */
export function requestFields() {
  const store = globalThis[REQUEST_CONTEXT]?.getStore();
  if (!store) return {};
  return store.organizationId ? { requestId: store.id, organizationId: store.organizationId } : { requestId: store.id };
}

/** A logger as the app's is made, writing to `destination` (stdout by default). */
export function createLogger({ level, destination } = {}) {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: requestFields,
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * LOG_LEVEL, else "info"; tests assert outcomes, not log lines, so vitest is quiet unless LOG_LEVEL asks otherwise.
 * An unknown level is left to the environment check to name (lib/env), not thrown here while modules load.
 */
function configuredLevel() {
  const wanted = process.env.LOG_LEVEL?.trim();
  if (wanted && (wanted === "silent" || wanted in pino.levels.values)) return wanted;
  return process.env.VITEST && !wanted ? "silent" : "info";
}

export const logger = createLogger({ level: configuredLevel() });
