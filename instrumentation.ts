/**
 * Runs once when a server starts: a malformed DATABASE_URL stops it with a message naming the variable, and so
 * does a server started without the host routing preload.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { exitOnInvalidEnv } = await import("@/lib/env/exit-on-invalid-env");
    exitOnInvalidEnv();
    if (process.env.NEXT_PHASE === "phase-production-build") return;
    const { exitWithoutSiteRouting } = await import("@/lib/tenancy/exit-without-routing");
    exitWithoutSiteRouting();
  }
}
