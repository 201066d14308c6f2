import { DEFAULT_PLATFORM_HOST } from "./site-path";

/** The platform's own host name (PLATFORM_HOST, lowercased, no port), where the console answers; app.localhost by default. */
export function platformHost(env: Record<string, string | undefined> = process.env): string {
  return env.PLATFORM_HOST?.trim().toLowerCase() || DEFAULT_PLATFORM_HOST;
}
