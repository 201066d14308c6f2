/** Runs once when a server starts: a malformed DATABASE_URL stops it with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { exitOnInvalidEnv } = await import("@/lib/env/exit-on-invalid-env");
    exitOnInvalidEnv();
  }
}
