import { checkServerEnv, InvalidEnvironmentError } from "./server-env";

/** Stops the process with one line naming every missing or malformed variable (server/main.ts, instrumentation.ts). */
export function exitOnInvalidEnv(): void {
  try {
    checkServerEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
