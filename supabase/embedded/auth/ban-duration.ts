import { authErrors } from "./errors";

// Go's time.ParseDuration units, as GoTrue reads `ban_duration` ("24h", "1h30m", "876000h").
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  "µs": 1e-3,
  "μs": 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};
const DURATION = /^[-+]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/;
const PART = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g;

/**
 * When a ban given as GoTrue's `ban_duration` ends: undefined for no change (""), null for "none" (lifts a
 * ban), otherwise now plus the duration. A duration of zero or less lifts it too, as in GoTrue.
 */
export function banUntil(duration: string, now = Date.now()): Date | null | undefined {
  if (duration === "") return undefined;
  if (duration === "none" || duration === "0") return null;
  if (!DURATION.test(duration)) {
    throw authErrors.validation(`invalid format for ban duration: time: invalid duration ${JSON.stringify(duration)}`);
  }
  const sign = duration.startsWith("-") ? -1 : 1;
  let ms = 0;
  for (const [, amount, unit] of duration.matchAll(PART)) ms += Number(amount) * UNIT_MS[unit];
  return sign * ms > 0 ? new Date(now + sign * ms) : null;
}
