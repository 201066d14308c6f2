import { InvalidEnvironmentError, readServerEnv } from "./server-env";

export function exitOnInvalidEnv(): void {
  try {
    readServerEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
